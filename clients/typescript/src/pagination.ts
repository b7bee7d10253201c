/**
 * Walks every page of a listing. Listings answer `{items, total, page, limit}`, newest first;
 * pages are fetched one at a time as the loop consumes them, from `page` (default 1) with `limit`
 * (default the largest the API allows, 100) until a short or empty page or `total` is reached.
 * An item seen on an earlier page is not yielded again (items created during the walk shift the
 * pages of a newest-first listing).
 */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/** The largest `limit` of every listing of the contract. */
export const MAX_PAGE_SIZE = 100;

export async function* iteratePages<T, Q extends object>(fetchPage: (query: Q) => Promise<Page<T>>, query: Q): AsyncGenerator<T, void, undefined> {
  const { page: first = 1, limit = MAX_PAGE_SIZE } = query as { page?: number; limit?: number };
  const seen = new Set<unknown>();
  for (let page = first; ; page++) {
    const result = await fetchPage({ ...query, page, limit });
    for (const item of result.items) {
      const id = (item as { id?: unknown }).id;
      if (id !== undefined && seen.has(id)) continue;
      seen.add(id);
      yield item;
    }
    if (result.items.length === 0 || result.items.length < result.limit || page * result.limit >= result.total) return;
  }
}
