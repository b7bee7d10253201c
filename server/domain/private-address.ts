/** Loopback, private, link-local and other non-public ranges a webhook must not reach outside sandbox mode. */
import { isIP } from "node:net";
import { ipInAnyCidr } from "./cidr.ts";

const NON_PUBLIC = [
  "0.0.0.0/8",
  "10.0.0.0/8",
  "100.64.0.0/10",
  "127.0.0.0/8",
  "169.254.0.0/16",
  "172.16.0.0/12",
  "192.0.0.0/24",
  "192.168.0.0/16",
  "198.18.0.0/15",
  "224.0.0.0/3",
  "::/128",
  "::1/128",
  "fc00::/7",
  "fe80::/10",
  "ff00::/8",
];

export function isNonPublicAddress(address: string): boolean {
  return ipInAnyCidr(address, NON_PUBLIC);
}

/**
 * True for `localhost` names and for IP literals in a non-public range. A trailing dot (the fully
 * qualified form, `localhost.`) names the same host, so it is dropped before the comparison.
 */
export function isNonPublicHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").replace(/\.+$/, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  return isIP(host) !== 0 && isNonPublicAddress(host);
}
