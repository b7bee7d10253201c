/**
 * Delivers the outbox: pending deliveries whose time has come are POSTed, signed per Standard
 * Webhooks (the `standardwebhooks` package), with a bounded number in flight. A delivery is leased
 * (its next attempt pushed past the timeout) before it is sent, so a crash mid-send means it is
 * sent again later: at least once. Failures are retried with exponential back-off.
 *
 * The slots are shared fairly (LIMITS): receivers that hang until the timeout delay only their
 * own company's deliveries, not every tenant's (an audit measured 29.5 s of delay for another
 * company's event when eight hanging endpoints could take all eight slots there were). The shares
 * per endpoint and per company did not stop hanging endpoints of several companies from taking
 * every slot, again and again at each retry (a soak audit: 16 companies with one hanging endpoint
 * each held a fourth company's webhooks back 3 minutes, for 13 minutes). So endpoints whose last
 * attempt failed share at most a third of the slots, and endpoints not seen to answer (failing,
 * or not yet tried since the server started) at most two thirds: a burst of new companies whose
 * receivers hang takes no slot from the endpoints that have been answering. A new endpoint
 * cannot be told from a new one that hangs, so in such a burst its first deliveries wait their
 * turn behind the others' first attempts; the total was raised from 32 to 48 so that the reserve
 * did not take the room new endpoints had before.
 */
import { Webhook } from "standardwebhooks";
import type { DeliveryRecord, EventRecord, WebhookRecord } from "../store/records.ts";
import { iso, type Deps } from "../usecases/context.ts";
import { postWebhook, WebhookTimeoutError } from "./webhook-post.ts";

/** The retry delays of the contract (spec/models/webhook.tsp) in units of the 5 s base. */
const RETRY_STEPS = [1, 6, 24, 120, 360, 720, 1440, 2880];

/**
 * Deliveries in flight at once: in all, per endpoint and per company. Deliveries wait on the
 * network, not the CPU, so the total is well above the cores; the shares keep one tenant's
 * hanging receivers from taking every slot.
 */
const LIMITS = { maxInFlight: 48, perEndpoint: 4, perCompany: 8, failing: 16, notAnswering: 32 };

/** How long an endpoint counts as failing after a failed attempt, unless one succeeds first; then it is as if never tried. */
const FAILING_FOR_MS = 60 * 60 * 1000;
/** Endpoints whose last outcome is remembered; past it, the least recently attempted are forgotten. */
const OUTCOMES_REMEMBERED = 10_000;

/** What the last attempt to an endpoint says of it: it answered 2xx, it failed (lately), or nothing is known. */
type Standing = "answering" | "failing" | "unknown";

export class WebhookDispatcher {
  private readonly inFlight = new Map<string, { webhookId: string; companyId: string; standing: Standing; run: Promise<void> }>();
  /**
   * Each endpoint's last attempt: whether it answered 2xx and when. Kept in the order of the
   * attempts (the least recent first), in memory: a restart forgets them.
   */
  private readonly lastOutcome = new Map<string, { ok: boolean; at: number }>();

  constructor(private readonly deps: Deps) {}

  /**
   * Delay before attempt `attempt + 1`, the contract's schedule (5 s, 30 s, 2 min, 10 min, 30 min,
   * 1 h, 2 h, 4 h) in multiples of the base (5 s): the last step repeats if more attempts are allowed.
   */
  backoffMs(attempt: number): number {
    return this.deps.config.webhookRetryBaseMs * RETRY_STEPS[Math.min(attempt, RETRY_STEPS.length) - 1];
  }

  /** Starts the due deliveries (not awaited); returns how many started. */
  async dispatchDue(): Promise<number> {
    const capacity = LIMITS.maxInFlight - this.inFlight.size;
    if (capacity <= 0) return 0;
    const now = this.deps.now();
    const leaseUntil = iso(new Date(now.getTime() + this.deps.config.webhookTimeoutMs + 2000));
    const flights = [...this.inFlight.values()];
    const perEndpoint = countBy(flights, (f) => f.webhookId);
    const perCompany = countBy(flights, (f) => f.companyId);
    const standingOf = (webhookId: string): Standing => {
      const last = this.lastOutcome.get(webhookId);
      if (!last) return "unknown";
      if (last.ok) return "answering";
      return now.getTime() - last.at < FAILING_FOR_MS ? "failing" : "unknown";
    };
    const endpointsThat = (standing: Standing) => [...this.lastOutcome.keys()].filter((id) => standingOf(id) === standing);
    let failingRoom = LIMITS.failing - flights.filter((f) => f.standing === "failing").length;
    let notAnsweringRoom = LIMITS.notAnswering - flights.filter((f) => f.standing !== "answering").length;
    // Endpoints and companies at their share, failing endpoints when theirs is used up, and every
    // endpoint not answering when theirs is, are left out of the query, so their backlog cannot
    // fill the batch; within the batch each is taken up to its share.
    const full = (counts: Map<string, number>, max: number) => [...counts].filter(([, n]) => n >= max).map(([id]) => id);
    const excluded = full(perEndpoint, LIMITS.perEndpoint);
    if (failingRoom <= 0) excluded.push(...endpointsThat("failing"));
    const onlyWebhookIds = notAnsweringRoom <= 0 ? endpointsThat("answering") : undefined;
    if (onlyWebhookIds?.length === 0) return 0;
    const batch = await this.deps.store.transaction(async (repos) => {
      const candidates = await repos.events.dueDeliveries(iso(now), capacity, { webhookIds: excluded, companyIds: full(perCompany, LIMITS.perCompany), onlyWebhookIds });
      const due: { delivery: DeliveryRecord; standing: Standing }[] = [];
      for (const d of candidates) {
        if (this.inFlight.has(d.id)) continue;
        if ((perEndpoint.get(d.webhookId) ?? 0) >= LIMITS.perEndpoint || (perCompany.get(d.companyId) ?? 0) >= LIMITS.perCompany) continue;
        const standing = standingOf(d.webhookId);
        if (standing !== "answering") {
          if (notAnsweringRoom <= 0 || (standing === "failing" && failingRoom <= 0)) continue;
          notAnsweringRoom--;
          if (standing === "failing") failingRoom--;
        }
        perEndpoint.set(d.webhookId, (perEndpoint.get(d.webhookId) ?? 0) + 1);
        perCompany.set(d.companyId, (perCompany.get(d.companyId) ?? 0) + 1);
        due.push({ delivery: d, standing });
      }
      const out: { delivery: DeliveryRecord; standing: Standing; event?: EventRecord; webhook?: WebhookRecord }[] = [];
      for (const { delivery, standing } of due) {
        await repos.events.updateDelivery(delivery.id, { nextAttemptAt: leaseUntil });
        out.push({ delivery, standing, event: await repos.events.getEvent(delivery.eventId), webhook: await repos.webhooks.get(delivery.companyId, delivery.webhookId) });
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
      this.inFlight.set(item.delivery.id, { webhookId: item.delivery.webhookId, companyId: item.delivery.companyId, standing: item.standing, run });
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
      const signature = new Webhook(webhook.secret).sign(event.id, sentAt, body);
      // Redirects are not followed: a 3xx is an answer other than 2xx, retried like any other.
      const status = await postWebhook({
        url: new URL(webhook.url),
        body,
        timeoutMs: this.deps.config.webhookTimeoutMs,
        publicOnly: !this.deps.config.sandbox,
        headers: {
          "content-type": "application/json",
          "user-agent": "payments-api-webhooks/1.0",
          "webhook-id": event.id,
          "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
          "webhook-signature": signature,
        },
      });
      outcome = status >= 200 && status < 300 ? { ok: true, status } : { ok: false, status, error: `O receptor respondeu HTTP ${status}.` };
    } catch (error) {
      const reason = error instanceof WebhookTimeoutError ? `Sem resposta em ${this.deps.config.webhookTimeoutMs} ms.` : `Falha de conexão: ${error instanceof Error ? error.message : String(error)}`;
      outcome = { ok: false, error: reason };
    }
    await this.record(delivery, outcome);
  }

  /** Notes an attempt's outcome for the shares; past OUTCOMES_REMEMBERED endpoints, the least recently attempted is forgotten. */
  private noteOutcome(webhookId: string, ok: boolean, nowMs: number): void {
    this.lastOutcome.delete(webhookId);
    this.lastOutcome.set(webhookId, { ok, at: nowMs });
    if (this.lastOutcome.size > OUTCOMES_REMEMBERED) this.lastOutcome.delete(this.lastOutcome.keys().next().value!);
  }

  private async record(delivery: DeliveryRecord, outcome: { ok: boolean; status?: number; error?: string; final?: boolean }): Promise<void> {
    const now = this.deps.now();
    this.noteOutcome(delivery.webhookId, outcome.ok, now.getTime());
    const attempts = delivery.attempts + 1;
    const exhausted = outcome.final || attempts >= this.deps.config.webhookMaxAttempts;
    await this.deps.store.transaction(async (repos) => {
      // An endpoint paused while this attempt was in flight holds its retry like its other
      // deliveries (no nextAttemptAt while paused, sent on resume): scheduled a back-off ahead, it
      // showed a next attempt for up to 4 h of the pause. A removed endpoint's is left to be dropped.
      const webhook = outcome.ok || exhausted ? undefined : await repos.webhooks.get(delivery.companyId, delivery.webhookId);
      const held = webhook !== undefined && !webhook.enabled;
      await repos.events.updateDelivery(delivery.id, {
        attempts,
        status: outcome.ok ? "succeeded" : exhausted ? "failed" : "pending",
        nextAttemptAt: outcome.ok || exhausted || held ? null : iso(new Date(now.getTime() + this.backoffMs(attempts))),
        lastStatusCode: outcome.status ?? null,
        lastError: outcome.ok ? null : (outcome.error ?? null),
        deliveredAt: outcome.ok ? iso(now) : null,
        updatedAt: iso(now),
      });
    });
  }

  /** Waits for the deliveries in flight (graceful shutdown). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.inFlight.values()].map((f) => f.run));
  }
}

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}
