/**
 * What every use case receives, and the helpers they share inside a transaction: ids, time,
 * events into the outbox, jobs into the queue.
 */
import { sha256Hex } from "../domain/hash.ts";
import type { Logger } from "pino";
import { ulidFactory } from "../domain/ids.ts";
import type { QrRenderer } from "../domain/qr-renderer.ts";
import type { Config } from "../config.ts";
import type { EventRecord } from "../store/records.ts";
import type { Repositories, Store } from "../store/repositories.ts";

export interface Deps {
  config: Config;
  store: Store;
  logger: Logger;
  /** Current time (tests may move it). */
  now: () => Date;
  /** A new ULID, monotonic within the process. */
  newId: () => string;
  /** Wakes the job worker after work was queued: now, or when work due at `at` falls due. */
  wake: (at?: Date) => void;
  /** Draws QR images (on worker threads when configured). */
  qr: QrRenderer;
}

export function defaultIds(): () => string {
  return ulidFactory();
}

export function iso(date: Date): string {
  return date.toISOString();
}

/** Canonical JSON (keys sorted) hashed: two requests are "the same parameters" when this matches. */
export function requestHash(value: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === "object") {
      return Object.fromEntries(
        Object.keys(v as object)
          .sort()
          .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return sha256Hex(JSON.stringify(canonical(value)));
}

/** The contract's event types (WebhookEventType), as an event record holds them. */
export type EventType = EventRecord["type"];

/**
 * Writes an event and one pending delivery per subscribed endpoint in the caller's transaction
 * (the outbox): the event exists if and only if the change it reports was committed.
 */
export async function emitEvent(deps: Deps, repos: Repositories, companyId: string, type: EventType, data: unknown): Promise<void> {
  // The event happened when its resource changed: its createdAt is the updatedAt that change
  // wrote. A clock read of its own came a millisecond or two later (a time audit), so a receiver
  // comparing the two saw two instants for one change.
  const changedAt = (data as { updatedAt?: unknown } | null)?.updatedAt;
  const at = typeof changedAt === "string" ? changedAt : iso(deps.now());
  const id = deps.newId();
  const payload = { id, type, createdAt: at, data } as Record<string, unknown>;
  await repos.events.insertEvent({ id, companyId, type, payload, createdAt: at });
  const subscribers = await repos.webhooks.subscribers(companyId, type);
  for (const webhook of subscribers) {
    await repos.events.insertDelivery({
      id: deps.newId(),
      companyId,
      webhookId: webhook.id,
      eventId: id,
      eventType: type,
      status: "pending",
      attempts: 0,
      // A paused endpoint keeps its events, held (no next attempt) until it is resumed.
      nextAttemptAt: webhook.enabled ? at : null,
      lastStatusCode: null,
      lastError: null,
      deliveredAt: null,
      createdAt: at,
      updatedAt: at,
    });
  }
  if (subscribers.some((w) => w.enabled)) deps.wake();
}

export type JobType = "withdrawal.approve" | "withdrawal.settle" | "conversion.deliver";

/** Queues a job in the caller's transaction; it runs at `runAt` or later, at least once. */
export async function enqueueJob(deps: Deps, repos: Repositories, type: JobType, payload: Record<string, unknown>, runAt: Date): Promise<void> {
  const at = iso(deps.now());
  await repos.jobs.enqueue({ id: deps.newId(), type, payload, runAt: iso(runAt), status: "queued", attempts: 0, leaseUntil: null, lastError: null, createdAt: at, updatedAt: at });
  deps.wake(runAt);
}

export function later(deps: Deps, ms: number): Date {
  return new Date(deps.now().getTime() + ms);
}
