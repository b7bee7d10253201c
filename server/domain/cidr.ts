/**
 * IPv4 and IPv6 CIDR matching on 128-bit integers (IPv4 addresses map into ::ffff:0:0/96, so an
 * IPv4 range also matches the IPv4-mapped form a dual-stack socket reports).
 */
import { isIP } from "node:net";

function ipv6ToBigInt(address: string): bigint | undefined {
  let text = address;
  const zone = text.indexOf("%");
  if (zone >= 0) text = text.slice(0, zone);
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail) {
    const v4 = ipv4ToNumber(v4Tail[1]);
    if (v4 === undefined) return undefined;
    text = `${text.slice(0, text.length - v4Tail[1].length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return undefined;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  let value = 0n;
  for (const g of groups) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return undefined;
    value = (value << 16n) | BigInt(parseInt(g, 16));
  }
  return value;
}

function ipv4ToNumber(address: string): number | undefined {
  const parts = address.split(".");
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return undefined;
  return parts.reduce((acc, p) => acc * 256 + Number(p), 0) >>> 0;
}

/** An address as 128 bits (IPv4 mapped), or undefined when it is not an IP address. */
export function ipToBigInt(address: string): bigint | undefined {
  const kind = isIP(address.split("%")[0]);
  if (kind === 4) {
    const v4 = ipv4ToNumber(address);
    return v4 === undefined ? undefined : (0xffffn << 32n) | BigInt(v4);
  }
  if (kind === 6) return ipv6ToBigInt(address);
  return undefined;
}

export interface Cidr {
  base: bigint;
  prefix: number;
}

/** Parses `a.b.c.d/n` or `x:y::/n` (a bare address is a single-host range). */
export function parseCidr(text: string): Cidr | undefined {
  const [address, prefixText, extra] = text.trim().split("/");
  if (extra !== undefined) return undefined;
  const kind = isIP(address);
  if (kind === 0) return undefined;
  const max = kind === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (prefix > max) return undefined;
  const base = ipToBigInt(address);
  if (base === undefined) return undefined;
  return { base, prefix: kind === 4 ? prefix + 96 : prefix };
}

/**
 * A range as a client should write it: `parseCidr` reads it, and nothing around it is loose (no
 * spaces, a prefix without leading zeros, no IPv6 zone such as `%eth0`, which names an interface
 * of one machine and is no part of a range). `parseCidr` itself stays lenient: it also reads the
 * ranges stored before this rule, which must go on matching.
 */
export function isCidrText(text: string): boolean {
  if (/\s|%/.test(text)) return false;
  const slash = text.indexOf("/");
  if (slash >= 0 && !/^(0|[1-9][0-9]{0,2})$/.test(text.slice(slash + 1))) return false;
  return parseCidr(text) !== undefined;
}

/** A range as stored and shown, always in CIDR notation: a single address gets its full prefix ("203.0.113.7" -> "203.0.113.7/32", "2001:db8::1" -> "2001:db8::1/128"). */
export function withPrefix(text: string): string {
  if (text.includes("/")) return text;
  return `${text}/${text.includes(":") ? 128 : 32}`;
}

export function ipInCidr(address: string, cidr: Cidr): boolean {
  const ip = ipToBigInt(address);
  if (ip === undefined) return false;
  const shift = BigInt(128 - cidr.prefix);
  return ip >> shift === cidr.base >> shift;
}

export function ipInAnyCidr(address: string, ranges: string[]): boolean {
  return ranges.some((r) => {
    const cidr = parseCidr(r);
    return cidr !== undefined && ipInCidr(address, cidr);
  });
}
