/**
 * Webhook endpoints (designed): registration with a `whsec_` secret shown once, edits, removal
 * (pending deliveries dropped) and the delivery log. Outside sandbox mode, URLs to loopback or
 * private addresses are refused.
 */
import { randomBytes } from "node:crypto";
import { isNonPublicHost } from "../domain/private-address.ts";
import { invalidState, notFound, validationError, type FieldProblem } from "../errors.ts";
import type { RequestContext } from "../http/operations.ts";
import type { Repositories } from "../store/repositories.ts";
import type { WebhookRecord } from "../store/records.ts";
import { iso, type Deps } from "./context.ts";
import { presentDelivery, presentRegisteredWebhook, presentWebhook, type Schemas } from "./present.ts";

export function checkWebhookUrl(raw: string, sandbox: boolean, problems: FieldProblem[]): void {
  // WHATWG URL parsing is lenient: it reads "http:foo" as http://foo/. A receiver URL is stored
  // as written, so it must be written out in full (scheme://host).
  const url = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]/i.test(raw) && URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url) {
    problems.push({ field: "url", error: "Deve ser uma URL absoluta." });
    return;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") problems.push({ field: "url", error: "A URL deve usar http ou https." });
  else if (url.username || url.password) problems.push({ field: "url", error: "A URL não pode conter usuário ou senha." });
  else if (!sandbox && isNonPublicHost(url.hostname)) problems.push({ field: "url", error: "Endereços de loopback ou de redes privadas não são permitidos." });
}

/**
 * Designed: the endpoints a company holds at once (enabled or paused). An event is recorded as one
 * delivery per endpoint that takes it, in the transaction of the change it reports, so this bounds
 * the work of one payment: 6,000 endpoints made one payment take 147 ms on the main thread, and
 * every tenant's requests waited (SEC audit).
 */
export const MAX_WEBHOOK_ENDPOINTS = 100;

export function webhookUseCases(deps: Deps) {
  async function load(repos: Repositories, ctx: RequestContext, id: string): Promise<WebhookRecord> {
    const w = await repos.webhooks.get(ctx.company.id, id);
    if (!w) throw notFound("Webhook não encontrado.");
    return w;
  }

  return {
    async create(ctx: RequestContext, body: Schemas["CreateWebhookRequest"]): Promise<Schemas["RegisteredWebhook"]> {
      const problems: FieldProblem[] = [];
      checkWebhookUrl(body.url, deps.config.sandbox, problems);
      if (problems.length > 0) throw validationError(problems);
      const at = iso(deps.now());
      const record: WebhookRecord = {
        id: deps.newId(),
        companyId: ctx.company.id,
        url: body.url,
        events: [...new Set(body.events ?? [])],
        description: body.description ?? null,
        enabled: body.enabled ?? true,
        secret: `whsec_${randomBytes(24).toString("base64")}`,
        deleted: false,
        createdAt: at,
        updatedAt: at,
      };
      await deps.store.transaction(async (repos) => {
        const held = (await repos.webhooks.list({ companyId: ctx.company.id, page: 1, limit: 1 })).total;
        if (held >= MAX_WEBHOOK_ENDPOINTS) throw invalidState(`A empresa já tem o máximo de ${MAX_WEBHOOK_ENDPOINTS} endpoints de webhook; remova um antes de cadastrar outro.`, `Endpoints cadastrados: ${held}.`, "webhooks");
        await repos.webhooks.insert(record);
      });
      return presentRegisteredWebhook(record);
    },

    async list(ctx: RequestContext, q: { page: number; limit: number }): Promise<Schemas["WebhookPage"]> {
      return deps.store.read(async (repos) => {
        const page = await repos.webhooks.list({ companyId: ctx.company.id, ...q });
        return { items: page.items.map((w) => presentWebhook(w)), total: page.total, page: q.page, limit: q.limit };
      });
    },

    async get(ctx: RequestContext, id: string): Promise<Schemas["Webhook"]> {
      return deps.store.read(async (repos) => presentWebhook(await load(repos, ctx, id)));
    },

    async update(ctx: RequestContext, id: string, body: Schemas["UpdateWebhookRequest"]): Promise<Schemas["Webhook"]> {
      const problems: FieldProblem[] = [];
      if (body.url !== undefined) checkWebhookUrl(body.url, deps.config.sandbox, problems);
      if (problems.length > 0) throw validationError(problems);
      return deps.store.transaction(async (repos) => {
        const w = await load(repos, ctx, id);
        const at = iso(deps.now());
        const patch: Partial<WebhookRecord> = {
          ...(body.url !== undefined ? { url: body.url } : {}),
          ...(body.events !== undefined ? { events: [...new Set(body.events)] } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
          updatedAt: at,
        };
        await repos.webhooks.update(w.id, patch);
        // Pausing holds the pending deliveries (and the endpoint's new events); resuming sends them.
        if (body.enabled === false && w.enabled) await repos.events.pauseDeliveries(w.id, at);
        if (body.enabled === true && !w.enabled) {
          await repos.events.resumeDeliveries(w.id, at);
          deps.wake();
        }
        return presentWebhook({ ...w, ...patch });
      });
    },

    async remove(ctx: RequestContext, id: string): Promise<Schemas["Webhook"]> {
      return deps.store.transaction(async (repos) => {
        const w = await load(repos, ctx, id);
        const at = iso(deps.now());
        await repos.webhooks.update(w.id, { deleted: true, enabled: false, updatedAt: at });
        await repos.events.cancelPendingDeliveries(w.id, at);
        return presentWebhook(w);
      });
    },

    async deliveries(ctx: RequestContext, id: string, q: { page: number; limit: number; status?: string; eventType?: string }): Promise<Schemas["WebhookDeliveryPage"]> {
      return deps.store.read(async (repos) => {
        const w = await load(repos, ctx, id);
        const page = await repos.events.listDeliveries({ webhookId: w.id, ...q });
        return { items: page.items.map(presentDelivery), total: page.total, page: q.page, limit: q.limit };
      });
    },
  };
}

export type WebhookUseCases = ReturnType<typeof webhookUseCases>;
