/**
 * Types of the handler map, derived from the generated openapi-typescript types: every operation
 * of the contract needs a handler (a missing one fails the type check) and each handler's input
 * and answer have the operation's exact types.
 */
import type { operations } from "../../generated/openapi.ts";
import type { CompanyRecord, WalletRecord } from "../store/records.ts";

/**
 * The operations served under `paths`. openapi-typescript also lists the `webhooks` entries as
 * operations; the build names those `webhook<EventSchema>`, which is how they are left out here.
 */
export type OperationId = Exclude<keyof operations, `webhook${string}`>;
type Op<K extends OperationId> = operations[K];

type JsonOf<T> = T extends { content: { "application/json": infer B } } ? B : never;

export type RequestBody<K extends OperationId> = Op<K> extends { requestBody: infer R } ? JsonOf<R> : Op<K> extends { requestBody?: infer R } ? JsonOf<NonNullable<R>> | undefined : undefined;

type Param<K extends OperationId, Where extends "path" | "query"> = Op<K>["parameters"] extends infer P
  ? P extends Record<Where, infer V>
    ? [V] extends [never | undefined]
      ? Record<string, never>
      : NonNullable<V>
    : P extends Partial<Record<Where, infer V>>
      ? [V] extends [never | undefined]
        ? Record<string, never>
        : NonNullable<V>
      : Record<string, never>
  : never;

export type PathParams<K extends OperationId> = Param<K, "path">;
export type QueryParams<K extends OperationId> = Param<K, "query">;

type Responses<K extends OperationId> = Op<K>["responses"];
type SuccessStatus<K extends OperationId> = Extract<keyof Responses<K>, 200 | 201>;

/** What a handler answers: one of the operation's success statuses with its exact body. */
export type HandlerResult<K extends OperationId> = {
  [S in SuccessStatus<K>]: { status: S; body: JsonOf<Responses<K>[S]>; headers?: Record<string, string> };
}[SuccessStatus<K>];

/** Who is calling: set by authentication and X-Api-Wallet resolution. */
export interface RequestContext {
  company: CompanyRecord;
  /** The wallet chosen with X-Api-Wallet, when the operation takes it and it was sent. */
  wallet: WalletRecord | null;
  /** When the request arrived. */
  receivedAt: string;
}

export interface HandlerInput<K extends OperationId> {
  path: PathParams<K>;
  query: QueryParams<K>;
  body: RequestBody<K>;
}

export type Handler<K extends OperationId> = (input: HandlerInput<K>, ctx: RequestContext) => Promise<HandlerResult<K>>;

export type HandlerMap = { [K in OperationId]: Handler<K> };

/** A 200 answer `{success: true, data}`. */
export function ok<T>(data: T, headers?: Record<string, string>): { status: 200; body: { success: true; data: T }; headers?: Record<string, string> } {
  return { status: 200, body: { success: true, data }, ...(headers ? { headers } : {}) };
}

/** A 201 answer `{success: true, data}`. */
export function created<T>(data: T): { status: 201; body: { success: true; data: T } } {
  return { status: 201, body: { success: true, data } };
}
