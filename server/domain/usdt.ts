/**
 * The designed USDT fee schedule, as the contract writes it: a 0.5% service fee with a 1 USDT
 * minimum on withdrawals, 0.5% on the USDT leg of conversions (see conversion-math.ts), and a flat
 * network fee per network. Amounts in micro-USDT.
 */
import { isValidEvmAddress, isValidTronAddress } from "./crypto-address.ts";
import { divideRounded } from "./money.ts";

export type Network = "trx" | "eth";

export const NETWORK_FEE_MICRO: Record<Network, number> = { trx: 1_500_000, eth: 4_000_000 };

/**
 * Each network's zero address: valid in form, owned by nobody. The reference server's network
 * refuses transfers to it, which is how a USDT withdrawal reaches `failed` on purpose (the
 * contract documents it on UsdtWithdrawalRequest.address).
 */
export const ZERO_ADDRESS: Record<Network, string> = { trx: "T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb", eth: "0x0000000000000000000000000000000000000000" };

/** max(1.000000, amount * 0.5%) rounded half-up to the micro-USDT. */
export function usdtWithdrawalFee(amountMicro: number): number {
  const variable = Number(divideRounded(BigInt(amountMicro) * 50n, 10_000n, "halfUp"));
  return Math.max(1_000_000, variable);
}

export function networkOf(input: string): Network {
  return input.toLowerCase() === "eth" ? "eth" : "trx";
}

/**
 * An address as its network reads it, for telling whether two requests name the same destination:
 * an EVM address is hex, so the case of its letters (EIP-55's checksum) does not change where the
 * money goes; a TRON address (base58) is case-sensitive.
 */
export function addressIdentity(network: Network, address: string): string {
  return network === "eth" ? address.toLowerCase() : address;
}

export function isValidAddress(network: Network, address: string): boolean {
  return network === "trx" ? isValidTronAddress(address) : isValidEvmAddress(address);
}
