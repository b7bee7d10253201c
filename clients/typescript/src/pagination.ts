/**
 * Walks every page of a listing. Listings answer `{items, total, page, limit}`, newest first
 * (by `createdAt`, then `id`); pages are fetched one at a time as the loop consumes them, with
 * `limit` (default the largest the API allows, 100).
 *
 * Listings filtered by creation time (`createdTo`) are walked from the last item seen, not by page
 * number. A page number counts the items that match the filter now: when an item of an earlier
 * page stops matching during the walk (a pending deposit is paid or expires, which the server
 * does on its own), every later item moves up one place and the first of the next page was never
 * returned. Each request after the first asks for the items created at or before the last one
 * seen, and those up to it are passed over, so every item that matches from the start of the walk
 * to its end is yielded once, whatever changes meanwhile. Items created during the walk are newer
 * than where it is: they are not yielded.
 *
 * The other listings (wallets, webhooks, deliveries) are walked by page number until a short or
 * empty page or `total` is reached; an item seen on an earlier page is not yielded again.
 */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/** The largest `limit` of every listing of the contract. */
export const MAX_PAGE_SIZE = 100;

/** Where a walk by creation time is: the last item yielded, in the listing's order. */
interface Position {
  createdAt: string;
  id: string;
}

const positionOf = (item: unknown): Position | undefined => {
  const { createdAt, id } = item as { createdAt?: unknown; id?: unknown };
  return typeof createdAt === "string" && typeof id === "string" ? { createdAt, id } : undefined;
};

/**
 * Whether `item` comes after `position` in a newest-first listing. Timestamps all have the
 * contract's one form (UTC, milliseconds, `Z`) and ids are ULIDs, so both compare as text, as the
 * server orders them.
 */
const comesAfter = (item: Position, position: Position) => item.createdAt < position.createdAt || (item.createdAt === position.createdAt && item.id < position.id);

export async function* iteratePages<T, Q extends object>(
  fetchPage: (query: Q) => Promise<Page<T>>,
  query: Q,
  options: { byCreation?: boolean } = {},
): AsyncGenerator<T, void, undefined> {
  const { page: first = 1, limit = MAX_PAGE_SIZE } = query as { page?: number; limit?: number };
  const seen = new Set<unknown>();
  let position: Position | undefined;
  let createdTo = (query as { createdTo?: string }).createdTo;
  for (let page = first; ; ) {
    const result = await fetchPage({ ...query, page, limit, ...(createdTo === undefined ? {} : { createdTo }) });
    for (const item of result.items) {
      const at = positionOf(item);
      if (position && at && !comesAfter(at, position)) continue;
      const id = (item as { id?: unknown }).id;
      if (id !== undefined && seen.has(id)) continue;
      seen.add(id);
      yield item;
    }
    if (result.items.length === 0 || result.items.length < result.limit || page * result.limit >= result.total) return;
    const last = positionOf(result.items[result.items.length - 1]);
    if (options.byCreation && last && (!position || comesAfter(last, position))) {
      position = last;
      createdTo = last.createdAt;
      page = 1;
    } else {
      // By page number; or, by creation time, a whole page created in the same millisecond as
      // the position: the next page of that same query.
      page++;
    }
  }
}
