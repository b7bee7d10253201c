/**
 * Types of the client, all derived from the generated contract types (generated/openapi.ts, the
 * one committed copy, built from spec/ by `npm run build`). Nothing here restates a schema. The
 * build generates them right for a client: request fields with a default stay optional
 * (`defaultNonNullable: false`) and a withdrawal is the contract's union told apart by `method`
 * (a lone `$ref` in `allOf` is unwrapped, openapi-ts/openapi-typescript#1690), so no repair is
 * needed here.
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

/** What a resource method takes as body: the generated request body (defaulted fields optional). */
export type InputOf<K extends OperationId> = RequestBodyOf<K>;

/** A withdrawal of either kind, told apart by `method`. */
export type Withdrawal = Schemas["Withdrawal"];
export type PixWithdrawal = Schemas["PixWithdrawal"];
export type UsdtWithdrawal = Schemas["UsdtWithdrawal"];
/**
 * The two withdrawal bodies, each forbidding the other's fields: a body with `pixKey` and
 * `network` + `address` is a VALIDATION_ERROR (DESIGN), and a plain union of the two object types
 * would let TypeScript accept it.
 */
export type PixWithdrawalInput = Schemas["PixWithdrawalRequest"] & { network?: never; address?: never };
export type UsdtWithdrawalInput = Schemas["UsdtWithdrawalRequest"] & { pixKey?: never; strict?: never };

/** A webhook event, told apart by `type`: the contract's `WebhookEvent` union. */
export type WebhookEvent = Schemas["WebhookEvent"];
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
