/**
 * An RFC 3339 date-time as an exact instant, for the listing filters (`createdFrom`, `createdTo`):
 * any number of fractional digits, an offset or `Z`, `T`/`Z` in either case, and a leap second
 * (`23:59:60`), which JavaScript's parser refuses. The validator has checked the text is RFC 3339
 * (http/date-time-format.ts). One reading for both the range rule (usecases/list-filters.ts) and
 * the stored form the records are compared with (store/sqlite/table.ts), so they cannot disagree.
 */
export interface Instant {
  /** Whole seconds since the epoch in UTC; a leap second counts as the second before it. */
  seconds: number;
  /** `23:59:60`: after every fraction of the second before it, before the next whole second. */
  leap: boolean;
  /** The fractional digits as written, trailing zeros removed (`"5"` for `.500`). */
  fraction: string;
}

/** The instant a validated RFC 3339 text names; undefined for a text that is not one. */
export function parseInstant(text: string): Instant | undefined {
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:)(\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:\d{2})$/.exec(text.toUpperCase());
  if (!m) return undefined;
  const leap = m[2] === "60";
  const ms = Date.parse(`${m[1]}${leap ? "59" : m[2]}${m[4]}`);
  if (Number.isNaN(ms)) return undefined;
  return { seconds: ms / 1000, leap, fraction: (m[3] ?? "").replace(/0+$/, "") };
}

/** Negative, zero or positive as `a` is before, at or after `b`. */
export function compareInstants(a: Instant, b: Instant): number {
  if (a.seconds !== b.seconds) return a.seconds - b.seconds;
  if (a.leap !== b.leap) return a.leap ? 1 : -1;
  const width = Math.max(a.fraction.length, b.fraction.length);
  const fa = a.fraction.padEnd(width, "0");
  const fb = b.fraction.padEnd(width, "0");
  return fa < fb ? -1 : fa > fb ? 1 : 0;
}

/**
 * The instant in whole milliseconds as a bound of a range over millisecond records: digits below
 * the millisecond round a lower bound up and an upper bound down, so neither takes in a record
 * outside the range; a leap second is the instant after `23:59:59.999` (from) or that one (to).
 */
export function boundMillis(instant: Instant, bound: "from" | "to"): number {
  const base = instant.seconds * 1000;
  if (instant.leap) return base + (bound === "from" ? 1000 : 999);
  const ms = Number(instant.fraction.slice(0, 3).padEnd(3, "0"));
  const below = /[1-9]/.test(instant.fraction.slice(3));
  return base + ms + (bound === "from" && below ? 1 : 0);
}
