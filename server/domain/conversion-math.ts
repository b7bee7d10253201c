/**
 * Pix-to-USDT conversion arithmetic (reference 4.4, DESIGN "Conversions"), all in integer units:
 * centavos for BRL, micro-USDT for USDT, and the USDT/BRL price in 1e-8 BRL.
 *
 * Legs:  pix.netAmount = pix.amount - pix.feeAmount            (the company's deposit fee schedule)
 *        crypto.amount = USDT bought with pix.netAmount at the price
 *        crypto.netAmount = crypto.amount - crypto.feeAmount - crypto.networkFee
 *
 * currency BRL: pix.amount equals the requested amount exactly; crypto.amount is rounded down.
 * currency USDT: crypto.netAmount equals the requested amount exactly; the Pix charge is the
 * smallest BRL amount whose net covers crypto.amount at the price (rounded up to the centavo).
 */
import { computeFee, divideRounded, feeMinor, type FeeSchedule } from "./money.ts";

/** Conversion fee on the USDT leg, in basis points of crypto.amount (50 = 0.5%), rounded half-up. */
export const CONVERSION_FEE_BPS = 50n;

export interface ConversionLegs {
  pixAmount: number;
  pixFee: number;
  pixNet: number;
  cryptoAmount: number;
  cryptoFee: number;
  networkFee: number;
  cryptoNet: number;
}

export function conversionCryptoFee(cryptoAmountMicro: bigint): bigint {
  return divideRounded(cryptoAmountMicro * CONVERSION_FEE_BPS, 10_000n, "halfUp");
}

/** micro-USDT bought with `brlMinor` centavos at `priceE8`, rounded down. */
export function usdtForBrl(brlMinor: bigint, priceE8: bigint): bigint {
  return divideRounded(brlMinor * 10n ** 12n, priceE8, "down");
}

/** Centavos needed to buy `usdtMicro` at `priceE8`, rounded up. */
export function brlForUsdt(usdtMicro: bigint, priceE8: bigint): bigint {
  return divideRounded(usdtMicro * priceE8, 10n ** 12n, "up");
}

/** Legs for currency BRL: the Pix charge is `amountMinor` exactly. */
export function legsFromBrl(amountMinor: number, priceE8: bigint, depositFees: FeeSchedule, networkFeeMicro: number): ConversionLegs {
  const pixFee = computeFee(amountMinor, depositFees);
  const pixNet = amountMinor - pixFee;
  const cryptoAmount = pixNet > 0 ? usdtForBrl(BigInt(pixNet), priceE8) : 0n;
  const cryptoFee = conversionCryptoFee(cryptoAmount);
  return {
    pixAmount: amountMinor,
    pixFee,
    pixNet,
    cryptoAmount: Number(cryptoAmount),
    cryptoFee: Number(cryptoFee),
    networkFee: networkFeeMicro,
    cryptoNet: Number(cryptoAmount - cryptoFee) - networkFeeMicro,
  };
}

/**
 * Smallest gross g with g - fee(g) - networkFee = net. g - round(g * 0.5%) grows by 0 or 1 per
 * micro-USDT, so an exact g always exists; start from the real-valued solution and step to it.
 */
export function grossForNet(netMicro: bigint, networkFeeMicro: bigint): bigint {
  const target = netMicro + networkFeeMicro;
  let g = divideRounded(target * 10_000n, 10_000n - CONVERSION_FEE_BPS, "down") - 2n;
  if (g < target) g = target;
  while (g - conversionCryptoFee(g) < target) g += 1n;
  return g;
}

/**
 * Smallest Pix charge whose net (after the deposit fee) is at least `netMinor`. amount - fee(amount)
 * never decreases as amount grows, so the answer is found by bisection between a lower bound (net
 * plus the minimum fee, and (net + fixed) / (1 - percentage) less a rounding margin) and that
 * margin above it. All in BigInt: near a 100% fee the charge passes what a double counts in units
 * (2^53 centavos), where a step of one centavo no longer moved the search and it never ended.
 */
export function chargeForNet(netMinor: number, depositFees: FeeSchedule): number {
  const { units, scale } = depositFees.percentage;
  const pctDen = 100n * 10n ** BigInt(scale);
  const net = BigInt(netMinor);
  const fixed = BigInt(depositFees.fixedMinor);
  const minimum = BigInt(depositFees.minimumMinor);
  const netOf = (amount: bigint) => amount - feeMinor(amount, depositFees);
  const viaPercentage = divideRounded((net + fixed) * pctDen, pctDen - units, "down");
  const margin = divideRounded(pctDen, pctDen - units, "up") + 2n;
  const floor = net + minimum > viaPercentage - margin ? net + minimum : viaPercentage - margin;
  // netOf(floor) < net <= netOf(high): bisect to the first amount that reaches the net.
  let low = floor - 1n;
  let high = viaPercentage + margin > floor ? viaPercentage + margin : floor;
  while (netOf(high) < net) high += high - low;
  while (high - low > 1n) {
    const middle = (low + high) / 2n;
    if (netOf(middle) >= net) high = middle;
    else low = middle;
  }
  return Number(high);
}

/** Legs for currency USDT: crypto.netAmount is `netMicro` exactly. */
export function legsFromUsdt(netMicro: number, priceE8: bigint, depositFees: FeeSchedule, networkFeeMicro: number): ConversionLegs {
  const gross = grossForNet(BigInt(netMicro), BigInt(networkFeeMicro));
  const cryptoFee = conversionCryptoFee(gross);
  const pixNetNeeded = Number(brlForUsdt(gross, priceE8));
  const pixAmount = chargeForNet(pixNetNeeded, depositFees);
  const pixFee = computeFee(pixAmount, depositFees);
  return {
    pixAmount,
    pixFee,
    pixNet: pixAmount - pixFee,
    cryptoAmount: Number(gross),
    cryptoFee: Number(cryptoFee),
    networkFee: networkFeeMicro,
    cryptoNet: netMicro,
  };
}
