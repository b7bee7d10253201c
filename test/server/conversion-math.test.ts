/** The conversion legs' arithmetic (server/domain/conversion-math.ts) against a plain search. */
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { chargeForNet } from "../../server/domain/conversion-math.ts";
import { computeFee, type FeeSchedule } from "../../server/domain/money.ts";

const netOf = (charge: number, fees: FeeSchedule) => charge - computeFee(charge, fees);

test("chargeForNet is the smallest charge whose net after the deposit fee covers the net", () => {
  const schedule = fc.record({
    fixedMinor: fc.integer({ min: 0, max: 100_000 }),
    // 0 to 99.9999%, with 0 to 4 decimals.
    percentage: fc.integer({ min: 0, max: 999_999 }).chain((units) => fc.constantFrom(0, 1, 2, 3, 4).map((scale) => ({ units: BigInt(Math.floor(units / 10 ** (4 - scale))), scale }))),
    minimumMinor: fc.integer({ min: 0, max: 100_000 }),
  });
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), schedule, (net, fees) => {
      const charge = chargeForNet(net, fees);
      // The net grows with the charge (by 0 or 1 a centavo): covering it and one centavo less not
      // covering it is being the smallest.
      assert.ok(netOf(charge, fees) >= net, `charge ${charge} nets ${netOf(charge, fees)} < ${net}`);
      assert.ok(netOf(charge - 1, fees) < net, `charge ${charge - 1} already nets ${netOf(charge - 1, fees)} >= ${net}`);
    }),
    { numRuns: 5_000 },
  );
});

test("near a 100% fee the charge passes 2^53 centavos and is still found at once, exactly", () => {
  const fees: FeeSchedule = { fixedMinor: 0, percentage: { units: 999_999n, scale: 4 }, minimumMinor: 0 };
  const started = performance.now();
  const net = 100_000_000_000; // R$ 1,000,000,000 of net at a fee of 99.9999%
  const charge = BigInt(chargeForNet(net, fees));
  assert.ok(performance.now() - started < 1_000);
  assert.ok(charge > 2n ** 53n);
  // The charge's own net, in BigInt: at least the net asked for (the Number rounds the last digits).
  const netOf = (amount: bigint) => amount - (amount * 999_999n + 500_000n) / 1_000_000n;
  assert.ok(netOf(charge) >= BigInt(net) - 1n);
});
