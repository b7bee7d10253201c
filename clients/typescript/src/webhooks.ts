/**
 * Verification of webhook deliveries. Deliveries follow the Standard Webhooks specification
 * (headers `webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256>`, secret
 * `whsec_...`); the check itself is the `standardwebhooks` package's: signature over
 * `{id}.{timestamp}.{body}` compared in constant time, timestamp within 5 minutes of now.
 */
import { Webhook } from "standardwebhooks";
import type { WebhookEvent } from "./types.js";

/** A delivery that is not authentic: bad or missing signature, stale timestamp, or not an event. */
export class WebhookVerificationError extends Error {
  override readonly name = "WebhookVerificationError";
}

/** Headers as a fetch `Headers`, or a plain object such as Node's `IncomingHttpHeaders`. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

function plainHeaders(headers: WebhookHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof Headers !== "undefined" && headers instanceof Headers) {
    headers.forEach((value, key) => {
      out[key] = value;
    });
    return out;
  }
  for (const [key, value] of Object.entries(headers as Record<string, string | string[] | undefined>)) {
    if (value === undefined) continue;
    // Several values of one header (e.g. two webhook-signature lines) are one space-separated list.
    out[key.toLowerCase()] = Array.isArray(value) ? value.join(" ") : value;
  }
  return out;
}

/**
 * Checks a delivery and returns its event, typed by `type`.
 *
 * @param rawBody the body exactly as received (bytes or text), before any JSON parsing
 * @param headers the request headers
 * @param secret the endpoint's `whsec_...` secret (shown once, when the webhook was created)
 * @throws WebhookVerificationError when the delivery is not authentic
 */
export function verifyWebhook(rawBody: string | Uint8Array, headers: WebhookHeaders, secret: string): WebhookEvent {
  // A secret that is not `whsec_<base64>` is a configuration error, thrown as such (a TypeError,
  // like every misuse), saying so: the library's own message names only its base64 decoder.
  let webhook: Webhook;
  try {
    webhook = new Webhook(secret);
  } catch (error) {
    throw new TypeError(`verifyWebhook: the secret is not the endpoint's \`whsec_...\` secret as POST /v1/webhooks returned it (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  let payload: unknown;
  try {
    const body = typeof rawBody === "string" ? rawBody : new TextDecoder("utf-8", { fatal: true }).decode(rawBody);
    payload = webhook.verify(body, plainHeaders(headers));
  } catch (error) {
    throw new WebhookVerificationError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  if (typeof payload !== "object" || payload === null || typeof (payload as { type?: unknown }).type !== "string" || typeof (payload as { id?: unknown }).id !== "string") {
    throw new WebhookVerificationError("The signed body is not a webhook event");
  }
  return payload as WebhookEvent;
}
