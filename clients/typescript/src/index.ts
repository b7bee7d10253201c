/**
 * payments-api-client: typed client of the Payments API (Pix deposits and withdrawals, USDT
 * conversions and withdrawals, wallets, split, MED, webhooks).
 */
export { createPaymentsClient, PaymentsClient, OPERATION_METHODS, wasReplayed, type PaymentsClientOptions, type RawClient, type MethodPath, type Listing, type ListOperation, type ItemOf } from "./client.js";
export { PaymentsApiError, PaymentsHttpError } from "./errors.js";
export { MAX_PAGE_SIZE, type Page } from "./pagination.js";
export { RETRY_DEFAULTS, type FetchLike, type RetryInfo, type RetryOptions } from "./retry.js";
export { DEFAULT_TIMEOUT_MS } from "./timeout.js";
export { verifyWebhook, WebhookVerificationError, type WebhookHeaders } from "./webhooks.js";
export type * from "./types.js";
