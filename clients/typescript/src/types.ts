/**
 * Types of the client, all derived from the generated contract types (generated/openapi.ts, the
 * one committed copy, built from spec/ by `npm run build`). Nothing here restates a schema; the
 * only adjustments repair two known defects of openapi-typescript's output, each checked at
 * compile time so it can only narrow what the generator says, never contradict it.
 */
import type { components, operations, paths } from "../../../generated/openapi.js";

export type { components, operations, paths };

/** Every named schema of the contract. */
export type Schemas = components["schemas"];

/** The operations served under `paths` (the `webhooks` entries are named `webhook<Event>`). */
export type OperationId = Exclude<keyof operations, `webhook${string}`>;

type JsonContent<T> = T extends { content: { "application/json": infer B } } ? B : never;

/** The JSON request body of an operation exactly as generated (`never` when it takes none). */
export type RequestBodyOf<K extends OperationId> = operations[K] extends { requestBody?: infer R } ? JsonContent<NonNullable<R>> : never;

/** The query parameters of an operation. */
export type QueryOf<K extends OperationId> = NonNullable<operations[K]["parameters"]["query"]>;

type Responses<K extends OperationId> = operations[K]["responses"];
type SuccessStatus<K extends OperationId> = Extract<keyof Responses<K>, 200 | 201>;

/** The `data` of the `{success: true, data}` answer of an operation. */
export type ResultOf<K extends OperationId> = { [S in SuccessStatus<K>]: JsonContent<Responses<K>[S]> }[SuccessStatus<K>] extends infer B
  ? B extends { data: infer D }
    ? D
    : never
  : never;

type Simplify<T> = { [P in keyof T]: T[P] } & {};

/**
 * `Repaired` where the generator wrote `Generated`; compiles only when `Repaired` is assignable to
 * `Generated`, i.e. when the repair narrows the generated type.
 */
type Narrowing<Generated, Repaired extends Generated> = Repaired;

/**
 * Request fields that have a default in the contract and are absent from its `required` list.
 * openapi-typescript (with its default `defaultNonNullable`) marks every property with a default
 * as required, which is right for answers but wrong for requests: the server fills the default.
 * test/client/coverage.test.ts checks this list against generated/openapi.json both ways.
 */
export const DEFAULTED_REQUEST_FIELDS = {
  createDeposit: ["expiresIn"],
  createConversion: ["expiresIn"],
  createCryptoDeposit: ["expiresIn"],
  createWebhook: ["enabled"],
  sandboxPayConversion: ["outcome"],
  sandboxOpenInfraction: ["reason"],
} as const satisfies { [K in OperationId]?: readonly (keyof RequestBodyOf<K>)[] };

type Defaulted<K extends OperationId> = K extends keyof typeof DEFAULTED_REQUEST_FIELDS ? (typeof DEFAULTED_REQUEST_FIELDS)[K][number] : never;

type PartialBy<T, F extends PropertyKey> = [F] extends [never] ? T : T extends unknown ? Simplify<Omit<T, F> & Partial<Pick<T, F & keyof T>>> : never;

/** What a resource method takes as body: the generated body with defaulted fields optional. */
export type InputOf<K extends OperationId> = PartialBy<RequestBodyOf<K>, Defaulted<K>>;

/**
 * A withdrawal of either kind, told apart by `method`. The generated `WithdrawalResponse.data` is
 * `Omit<Withdrawal, "method">` (openapi-typescript turns a property `allOf: [$ref]` to a schema
 * with a discriminator into an `Omit` of the discriminator, openapi-ts/openapi-typescript#1690),
 * which keeps only the keys common to both kinds and drops `method`. The contract's schema says
 * `Withdrawal = PixWithdrawal | UsdtWithdrawal`; this is that union.
 */
export type Withdrawal = Narrowing<ResultOf<"getWithdrawal">, Schemas["Withdrawal"]>;
export type PixWithdrawal = Schemas["PixWithdrawal"];
export type UsdtWithdrawal = Schemas["UsdtWithdrawal"];
export type PixWithdrawalInput = Schemas["PixWithdrawalRequest"];
export type UsdtWithdrawalInput = Schemas["UsdtWithdrawalRequest"];

type RepairEvent<E> = E extends { type: `WITHDRAW_${string}`; data: infer D } ? (Withdrawal extends D ? Simplify<Omit<E, "data"> & { data: Withdrawal }> : never) : E;

/**
 * A webhook event, told apart by `type`: the contract's `WebhookEvent` union, with the `data` of
 * the `WITHDRAW_*` events repaired like {@link Withdrawal}.
 */
export type WebhookEvent = RepairEvent<Schemas["WebhookEvent"]>;
export type WebhookEventType = Schemas["WebhookEventType"];
/** The event of one type, e.g. `WebhookEventOf<"DEPOSIT_PAID">`. */
export type WebhookEventOf<T extends WebhookEventType> = Extract<WebhookEvent, { type: T }>;

/** Every error code of the contract. */
export type ErrorCode = Schemas["ErrorCode"];
/** One field of a failed validation. */
export type FieldError = Schemas["FieldError"];

export type Deposit = Schemas["Deposit"];
export type Conversion = Schemas["Conversion"];
export type CryptoDeposit = Schemas["CryptoDeposit"];
export type Company = Schemas["Company"];
export type Wallet = Schemas["Wallet"];
export type Transaction = Schemas["Transaction"];
export type Infraction = Schemas["Infraction"];
export type Chargeback = Schemas["Chargeback"];
export type Webhook = Schemas["Webhook"];
export type WebhookDelivery = Schemas["WebhookDelivery"];
