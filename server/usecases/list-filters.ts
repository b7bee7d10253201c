/**
 * Rules of the listing filters shared by every listing that takes `createdFrom` / `createdTo`
 * (deposits, withdrawals, conversions, transactions, infractions, chargebacks).
 */
import { validationError } from "../errors.ts";

/**
 * The instant of a filter in whole milliseconds. The validator has checked it is RFC 3339; a leap
 * second (`23:59:60`) counts as the second before it, which JavaScript's parser refuses.
 */
function filterMillis(text: string): number {
  return Date.parse(text.toUpperCase().replace(/(T\d{2}:\d{2}:)60/, "$159"));
}

/**
 * A range whose start is after its end can hold no record: answering it with an empty page would
 * hide a swapped pair of bounds or a wrong time zone behind "nothing found". Equal bounds are a
 * range of one instant. Bounds in the same millisecond are not compared (records carry milliseconds).
 */
export function checkCreatedRange(filter: { createdFrom?: string; createdTo?: string }): void {
  const { createdFrom, createdTo } = filter;
  if (createdFrom === undefined || createdTo === undefined) return;
  if (filterMillis(createdFrom) > filterMillis(createdTo)) {
    throw validationError([{ field: "createdFrom", error: "Deve ser igual ou anterior a createdTo." }]);
  }
}
