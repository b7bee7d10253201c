/**
 * The client's walk of a listing, against an in-memory listing that answers as the server does
 * (newest first by `createdAt` then `id`, `createdTo` inclusive, page numbers over what matches
 * now), for the cases a live server cannot be made to produce on purpose: many items created in
 * the same millisecond, and items leaving the filter between any two pages.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { iteratePages, type Page } from "../../clients/typescript/src/pagination.ts";

interface Item {
  id: string;
  createdAt: string;
  status: "pending" | "paid";
}

/** `n` items, `perMillisecond` of them in each millisecond, ids increasing with creation. */
function items(n: number, perMillisecond: number): Item[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `01M8HK${String(i).padStart(20, "0")}`,
    createdAt: new Date(Date.UTC(2026, 10, 28, 12, 0, 0, Math.floor(i / perMillisecond))).toISOString(),
    status: "pending" as const,
  }));
}

type Query = { status?: string; createdTo?: string; page?: number; limit?: number };

function listing(all: Item[], requests: Query[] = []) {
  return async (q: Query): Promise<Page<Item>> => {
    requests.push(q);
    const page = q.page ?? 1;
    const limit = q.limit ?? 100;
    const matching = all
      .filter((i) => (q.status === undefined || i.status === q.status) && (q.createdTo === undefined || i.createdAt <= q.createdTo))
      .sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1));
    return { items: matching.slice((page - 1) * limit, page * limit), total: matching.length, page, limit };
  };
}

const newestFirst = (all: Item[]) => [...all].reverse().map((i) => i.id);

test("a walk by creation time yields each item once, in order, when whole pages share a millisecond", async () => {
  for (const perMillisecond of [1, 3, 7, 25]) {
    const all = items(50, perMillisecond);
    const walked: string[] = [];
    for await (const item of iteratePages(listing(all), { limit: 5 } as Query, { byCreation: true })) walked.push(item.id);
    assert.deepEqual(walked, newestFirst(all), `${perMillisecond} a millisecond`);
  }
});

test("a walk by creation time misses nothing when every item it yields stops matching at once", async () => {
  for (const perMillisecond of [1, 4, 9]) {
    const all = items(30, perMillisecond);
    const walked: string[] = [];
    for await (const item of iteratePages(listing(all), { status: "pending", limit: 4 } as Query, { byCreation: true })) {
      walked.push(item.id);
      item.status = "paid";
    }
    assert.deepEqual(walked, newestFirst(all), `${perMillisecond} a millisecond`);
  }
});

test("a walk by page number, for listings without createdTo, still skips what it has seen and stops at the end", async () => {
  const all = items(12, 1);
  const requests: Query[] = [];
  const walked: string[] = [];
  for await (const item of iteratePages(listing(all, requests), { limit: 5 } as Query)) walked.push(item.id);
  assert.deepEqual(walked, newestFirst(all));
  assert.deepEqual(requests.map((q) => [q.page, q.createdTo]), [[1, undefined], [2, undefined], [3, undefined]]);
});

test("a walk by creation time keeps the caller's createdTo and starting page, then goes on from the last item", async () => {
  const all = items(20, 1);
  const to = all[14].createdAt;
  const requests: Query[] = [];
  const walked: string[] = [];
  for await (const item of iteratePages(listing(all, requests), { createdTo: to, page: 2, limit: 5 } as Query, { byCreation: true })) walked.push(item.id);
  assert.deepEqual(walked, newestFirst(all.slice(0, 15)).slice(5));
  assert.deepEqual(requests[0], { createdTo: to, page: 2, limit: 5 });
  assert.deepEqual(requests[1], { createdTo: all[5].createdAt, page: 1, limit: 5 });
});
