/** Loopback, private, link-local and other non-public ranges a webhook must not reach outside sandbox mode. */
import { isIP } from "node:net";
import { ipInAnyCidr, ipToBigInt } from "./cidr.ts";

const NON_PUBLIC = [
  "0.0.0.0/8",
  "10.0.0.0/8",
  "100.64.0.0/10",
  "127.0.0.0/8",
  "169.254.0.0/16",
  "172.16.0.0/12",
  "192.0.0.0/24",
  "192.0.2.0/24",
  "192.168.0.0/16",
  "198.18.0.0/15",
  "198.51.100.0/24",
  "203.0.113.0/24",
  "224.0.0.0/3",
  "::/96",
  "64:ff9b:1::/48",
  "100::/64",
  "2001:db8::/32",
  "fc00::/7",
  "fe80::/10",
  "ff00::/8",
];

/**
 * IPv6 prefixes that carry an IPv4 address a router translates or tunnels to: NAT64's
 * well-known prefix (the address in the last 32 bits) and 6to4 (in the 32 bits after the
 * prefix). Such an address is as public as the IPv4 address inside it (`[64:ff9b::7f00:1]` is
 * 127.0.0.1). IPv4-mapped addresses (`::ffff:a.b.c.d`) need no entry: ranges match them already.
 */
const EMBEDDING: { prefix: bigint; bits: number; v4Shift: bigint }[] = [
  { prefix: 0x0064ff9bn << 96n, bits: 96, v4Shift: 0n },
  { prefix: 0x2002n << 112n, bits: 16, v4Shift: 80n },
];

function embeddedIpv4(address: string): string | undefined {
  if (isIP(address.split("%")[0]) !== 6) return undefined;
  const value = ipToBigInt(address);
  if (value === undefined) return undefined;
  for (const e of EMBEDDING) {
    const shift = BigInt(128 - e.bits);
    if (value >> shift !== e.prefix >> shift) continue;
    const v4 = Number((value >> e.v4Shift) & 0xffffffffn);
    return [v4 >>> 24, (v4 >>> 16) & 255, (v4 >>> 8) & 255, v4 & 255].join(".");
  }
  return undefined;
}

export function isNonPublicAddress(address: string): boolean {
  if (ipInAnyCidr(address, NON_PUBLIC)) return true;
  const inner = embeddedIpv4(address);
  return inner !== undefined && ipInAnyCidr(inner, NON_PUBLIC);
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
