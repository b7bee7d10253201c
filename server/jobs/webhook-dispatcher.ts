/**
 * Delivers the outbox: pending deliveries whose time has come are POSTed, signed per Standard
 * Webhooks (the `standardwebhooks` package), with a bounded number in flight. A delivery is leased
 * (its next attempt pushed past the timeout) before it is sent, so a crash mid-send means it is
 * sent again later: at least once. Failures are retried with exponential back-off.
 */
import { lookup } from "node:dns/promises";
import { Webhook } from "standardwebhooks";
import { isNonPublicAddress, isNonPublicHost } from "../domain/private-address.ts";
import type { DeliveryRecord, EventRecord, WebhookRecord } from "../store/records.ts";
import { iso, type Deps } from "../usecases/context.ts";

/** The retry delays of the contract (spec/models/webhook.tsp) in units of the 5 s base. */
const RETRY_STEPS = [1, 6, 24, 120, 360, 720, 1440, 2880];

export class WebhookDispatcher {
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(
    private readonly deps: Deps,
    private readonly maxInFlight = 8,
  ) {}

  /**
   * Delay before attempt `attempt + 1`, the contract's schedule (5 s, 30 s, 2 min, 10 min, 30 min,
   * 1 h, 2 h, 4 h) in multiples of the base (5 s): the last step repeats if more attempts are allowed.
   */
  backoffMs(attempt: number): number {
    return this.deps.config.webhookRetryBaseMs * RETRY_STEPS[Math.min(attempt, RETRY_STEPS.length) - 1];
  }

  /** Starts the due deliveries (not awaited); returns how many started. */
  async dispatchDue(): Promise<number> {
    const capacity = this.maxInFlight - this.inFlight.size;
    if (capacity <= 0) return 0;
    const now = this.deps.now();
    const leaseUntil = iso(new Date(now.getTime() + this.deps.config.webhookTimeoutMs + 2000));
    const batch = await this.deps.store.transaction(async (repos) => {
      const due = (await repos.events.dueDeliveries(iso(now), capacity)).filter((d) => !this.inFlight.has(d.id));
      const out: { delivery: DeliveryRecord; event?: EventRecord; webhook?: WebhookRecord }[] = [];
      for (const delivery of due) {
        await repos.events.updateDelivery(delivery.id, { nextAttemptAt: leaseUntil });
        out.push({ delivery, event: await repos.events.getEvent(delivery.eventId), webhook: await repos.webhooks.get(delivery.companyId, delivery.webhookId) });
      }
      return out;
    });
    for (const item of batch) {
      const run = this.attempt(item.delivery, item.event, item.webhook)
        .catch((error: unknown) => this.deps.logger.error({ err: error, delivery: item.delivery.id }, "webhook delivery bookkeeping failed"))
        .finally(() => {
          this.inFlight.delete(item.delivery.id);
          this.deps.wake();
        });
      this.inFlight.set(item.delivery.id, run);
    }
    return batch.length;
  }

  private async attempt(delivery: DeliveryRecord, event: EventRecord | undefined, webhook: WebhookRecord | undefined): Promise<void> {
    if (webhook && !webhook.enabled) {
      // A retry scheduled while its endpoint was paused (its attempt was in flight when the pause
      // came): hold it like the others, no attempt counted, until the endpoint is resumed.
      await this.deps.store.transaction((repos) => repos.events.updateDelivery(delivery.id, { nextAttemptAt: null, updatedAt: iso(this.deps.now()) }));
      return;
    }
    if (!event || !webhook) {
      await this.record(delivery, { ok: false, final: true, error: "Webhook removido." });
      return;
    }
    const body = JSON.stringify(event.payload);
    const sentAt = this.deps.now();
    let outcome: { ok: boolean; status?: number; error?: string; final?: boolean };
    try {
      const target = new URL(webhook.url);
      if (!this.deps.config.sandbox) await this.refuseNonPublic(target.hostname);
      const signature = new Webhook(webhook.secret).sign(event.id, sentAt, body);
      const response = await fetch(target, {
        method: "POST",
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(this.deps.config.webhookTimeoutMs),
        headers: {
          "content-type": "application/json",
          "user-agent": "payments-api-webhooks/1.0",
          "webhook-id": event.id,
          "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
          "webhook-signature": signature,
        },
      });
      await response.arrayBuffer().catch(() => undefined);
      outcome = response.status >= 200 && response.status < 300 ? { ok: true, status: response.status } : { ok: false, status: response.status, error: `O receptor respondeu HTTP ${response.status}.` };
    } catch (error) {
      const reason = error instanceof Error && error.name === "TimeoutError" ? `Sem resposta em ${this.deps.config.webhookTimeoutMs} ms.` : `Falha de conexão: ${error instanceof Error ? error.message : String(error)}`;
      outcome = { ok: false, error: reason };
    }
    await this.record(delivery, outcome);
  }

  private async refuseNonPublic(hostname: string): Promise<void> {
    if (isNonPublicHost(hostname)) throw new Error("endereço de destino não permitido");
    const addresses = await lookup(hostname, { all: true });
    if (addresses.some((a) => isNonPublicAddress(a.address))) throw new Error("endereço de destino não permitido");
  }

  private async record(delivery: DeliveryRecord, outcome: { ok: boolean; status?: number; error?: string; final?: boolean }): Promise<void> {
    const now = this.deps.now();
    const attempts = delivery.attempts + 1;
    const exhausted = outcome.final || attempts >= this.deps.config.webhookMaxAttempts;
    await this.deps.store.transaction((repos) =>
      repos.events.updateDelivery(delivery.id, {
        attempts,
        status: outcome.ok ? "succeeded" : exhausted ? "failed" : "pending",
        nextAttemptAt: outcome.ok || exhausted ? null : iso(new Date(now.getTime() + this.backoffMs(attempts))),
        lastStatusCode: outcome.status ?? null,
        lastError: outcome.ok ? null : (outcome.error ?? null),
        deliveredAt: outcome.ok ? iso(now) : null,
        updatedAt: iso(now),
      }),
    );
  }

  /** Waits for the deliveries in flight (graceful shutdown). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.inFlight.values()]);
  }
}
