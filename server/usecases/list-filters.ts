/**
 * Rules of the listing filters shared by every listing that takes `createdFrom` / `createdTo`
 * (deposits, withdrawals, conversions, transactions, infractions, chargebacks).
 */
import { compareInstants, parseInstant } from "../domain/instant.ts";
import { validationError } from "../errors.ts";

/**
 * A range whose start is after its end can hold no record: answering it with an empty page would
 * hide a swapped pair of bounds or a wrong time zone behind "nothing found". The instants are
 * compared exactly (every fractional digit, a leap second after the second before it), as the
 * store reads them; equal bounds are a range of one instant.
 */
export function checkCreatedRange(filter: { createdFrom?: string; createdTo?: string }): void {
  if (filter.createdFrom === undefined || filter.createdTo === undefined) return;
  const from = parseInstant(filter.createdFrom);
  const to = parseInstant(filter.createdTo);
  if (from && to && compareInstants(from, to) > 0) {
    throw validationError([{ field: "createdFrom", error: "Deve ser igual ou anterior a createdTo." }]);
  }
}
