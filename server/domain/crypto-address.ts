/**
 * USDT network addresses. TRON (TRC-20) addresses are base58check over a 0x41-prefixed 20-byte
 * account id; EVM addresses are 0x + 40 hex digits, and when they mix cases the case must follow
 * the EIP-55 checksum (keccak-256 of the lower-case hex).
 */
import { createHash } from "node:crypto";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { base58 } from "@scure/base";

function sha256(data: Uint8Array): Buffer {
  return createHash("sha256").update(data).digest();
}

export function isValidTronAddress(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(address);
  } catch {
    return false;
  }
  if (bytes.length !== 25 || bytes[0] !== 0x41) return false;
  const payload = bytes.subarray(0, 21);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return Buffer.from(bytes.subarray(21)).equals(checksum);
}

/** EIP-55 checksummed form of a 40-hex-digit address (with or without 0x). */
export function toEip55(address: string): string {
  const hex = address.replace(/^0x/i, "").toLowerCase();
  const hash = Buffer.from(keccak_256(new TextEncoder().encode(hex))).toString("hex");
  let out = "0x";
  for (let i = 0; i < 40; i++) {
    out += parseInt(hash[i], 16) >= 8 ? hex[i].toUpperCase() : hex[i];
  }
  return out;
}

export function isValidEvmAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const body = address.slice(2);
  const uniformCase = body === body.toLowerCase() || body === body.toUpperCase();
  return uniformCase || toEip55(address) === address;
}

/** Derives a deterministic TRON address from arbitrary seed bytes (sandbox deposit addresses). */
export function tronAddressFromSeed(seed: string): string {
  const account = sha256(Buffer.from(seed, "utf8")).subarray(0, 20);
  const payload = Buffer.concat([Buffer.from([0x41]), account]);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return base58.encode(Buffer.concat([payload, checksum]));
}

/** Derives a deterministic EIP-55 EVM address from arbitrary seed bytes (sandbox deposit addresses). */
export function evmAddressFromSeed(seed: string): string {
  return toEip55(sha256(Buffer.from(seed, "utf8")).subarray(0, 20).toString("hex"));
}
