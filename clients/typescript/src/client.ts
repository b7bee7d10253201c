/**
 * The Payments API client: openapi-fetch typed by the generated contract types, with the
 * credentials set once, one method per operation that returns the `data` of `{success, data}` or
 * throws a PaymentsApiError, listing iterators, and safe retries.
 */
import createClient, { type Client } from "openapi-fetch";
import { errorFromResponse, isErrorEnvelope, isSuccessEnvelope, PaymentsHttpError, type ErrorEnvelope } from "./errors.js";
import { iteratePages, type Page } from "./pagination.js";
import { answeredARetry, withRetries, type FetchLike, type RetryOptions } from "./retry.js";
import { DEFAULT_TIMEOUT_MS, timeoutLimit, withTimeout } from "./timeout.js";
import type {
  InputOf,
  OperationId,
  paths,
  PixWithdrawal,
  PixWithdrawalInput,
  QueryOf,
  ResultOf,
  UsdtWithdrawal,
  UsdtWithdrawalInput,
  Withdrawal,
} from "./types.js";

export interface PaymentsClientOptions {
  /** Where the API is, e.g. `https://api.example.com`, without `/v1` (paths start with it; a base URL ending in `/v1` is refused). */
  baseUrl: string;
  /** The company's key, sent as `X-Api-Key`. */
  apiKey: string;
  /** The company's secret, sent as `X-Api-Secret`. */
  apiSecret: string;
  /** Act in this wallet (`X-Api-Wallet`); see also {@link PaymentsClient.withWallet}. */
  walletId?: string;
  /** The `fetch` to use (default `globalThis.fetch`); it is given a `Request`. */
  fetch?: FetchLike;
  /** Retries of network failures and 5xx answers (default 3 attempts, 200 ms doubling, 2 s cap); `false` turns them off. */
  retry?: RetryOptions | false;
  /**
   * The longest wait for one attempt's answer, body included, in milliseconds (default 30,000; 0 or
   * Infinity for none). Over it the call rejects with a `TimeoutError` DOMException and is not retried.
   */
  timeoutMs?: number;
}

/**
 * Answers outside the contract are thrown as a PaymentsHttpError, so that what the raw calls
 * return is what their types say:
 * - a success whose body is not JSON (a proxy or host answering its own 200 page), where
 *   openapi-fetch would throw a bare SyntaxError, that has no body at all (the contract has no
 *   empty success), where it would answer `{data: undefined, error: undefined}`, or that is JSON
 *   without the `{success, data}` envelope;
 * - a failure without the API's error envelope (a proxy's 502 page, a redirect), where it would
 *   put the text in `error`, typed as the envelope.
 */
function withContractAnswers(fetch: FetchLike): FetchLike {
  return async (request) => {
    const response = await fetch(request);
    const text = await response.clone().text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new PaymentsHttpError(response.status, text);
    }
    if (response.ok ? !isSuccessEnvelope(body) : !isErrorEnvelope(body)) throw new PaymentsHttpError(response.status, body);
    return response;
  };
}

/** The openapi-fetch client underneath, typed by the contract's `paths`. */
export type RawClient = Client<paths>;

type Answer = { data?: unknown; error?: unknown; response: Response };
type DataOf<R> = R extends { data: infer D } ? (D extends { data: infer X } ? X : never) : never;

/** The results that answered `Idempotent-Replayed: true`; a WeakSet, so it holds none of them alive. */
const replays = new WeakSet<object>();

/**
 * Whether a result of a creation (`deposits.create`, `withdrawals.create`, `conversions.create`,
 * `cryptoDeposits.create`, `wallets.create`) is a replay: the API answered `Idempotent-Replayed:
 * true`, returning the resource a first request with the same `reference` (or wallet `externalId`)
 * created. A replay answers HTTP 200, as every first creation but a wallet's (201) does, so this
 * header is the way to tell them apart, e.g. to avoid booking an order twice after a retry. An
 * answer to the client's own retry is not counted: when the first attempt created the resource and
 * its answer was lost, the retry is answered as a replay, but for the caller it was one call that
 * created it.
 */
export function wasReplayed(result: object): boolean {
  return replays.has(result);
}

/** The `data` of a successful answer, or the error of a failed one thrown. */
async function unwrap<R extends Answer>(call: Promise<R>): Promise<DataOf<R>> {
  const { data, error, response } = await call;
  // withContractAnswers let only the API's two envelopes through.
  if (!response.ok) throw errorFromResponse(response, error as ErrorEnvelope);
  const result = (data as { data: unknown }).data;
  if (typeof result === "object" && result !== null && response.headers.get("idempotent-replayed") === "true" && !answeredARetry(response)) replays.add(result);
  return result as DataOf<R>;
}

export type ListOperation = "listDeposits" | "listWithdrawals" | "listConversions" | "listTransactions" | "listInfractions" | "listChargebacks" | "listWallets" | "listWebhooks";
/** The item type of a listing. */
export type ItemOf<K extends OperationId> = ResultOf<K> extends { items: (infer T)[] } ? T : never;

/** `list` (one page) and `iterate` (every item of every page) of a listing. */
export interface Listing<K extends ListOperation> {
  /** One page: `{items, total, page, limit}`, newest first. */
  list(query?: QueryOf<K>): Promise<ResultOf<K>>;
  /**
   * Every item of every page from `query.page` (default 1), fetched page by page as the loop
   * consumes them (`limit` default 100): `for await (const item of client.deposits.iterate())`.
   * A listing filtered by creation time yields every item that matches from the start of the walk
   * to its end, even when others stop matching meanwhile (pagination.ts).
   */
  iterate(query?: QueryOf<K>): AsyncGenerator<ItemOf<K>, void, undefined>;
}

/**
 * `byCreation`: the listing takes `createdTo`, so `iterate` walks it from the last item seen
 * rather than by page number (pagination.ts says why). The type asks for `true` exactly when the
 * contract gives the listing that filter.
 */
function listing<K extends ListOperation>(fetchPage: (query: QueryOf<K>) => Promise<ResultOf<K>>, byCreation: "createdTo" extends keyof QueryOf<K> ? true : false): Listing<K> {
  return {
    list: (query = {} as QueryOf<K>) => fetchPage(query),
    iterate: (query = {} as QueryOf<K>) => iteratePages(fetchPage as (q: QueryOf<K>) => Promise<Page<ItemOf<K>>>, query, { byCreation }),
  };
}

/**
 * The path parameters of a call on one resource. An empty id is misuse, refused before any request:
 * `GET /v1/deposits/` is the listing, whose page would come back typed as one deposit; so are `.`
 * and `..`, which URL resolution turns into that path or its parent. The methods that take an id
 * are `async`, so this TypeError rejects their promise like any other failure.
 */
const path = (id: string) => {
  if (typeof id !== "string" || id === "" || id === "." || id === "..") throw new TypeError(`payments client: an id is required (got ${JSON.stringify(id)})`);
  return { params: { path: { id } } };
};

function resources(raw: RawClient) {
  function createWithdrawal(body: PixWithdrawalInput): Promise<PixWithdrawal>;
  function createWithdrawal(body: UsdtWithdrawalInput): Promise<UsdtWithdrawal>;
  function createWithdrawal(body: PixWithdrawalInput | UsdtWithdrawalInput): Promise<Withdrawal>;
  async function createWithdrawal(body: PixWithdrawalInput | UsdtWithdrawalInput): Promise<Withdrawal> {
    // The answer's kind follows the body's: `pixKey` gives a Pix withdrawal, `network` + `address` a USDT one.
    return unwrap(raw.POST("/v1/withdrawals", { body }));
  }

  return {
    deposits: {
      /** Creates a Pix charge (idempotent by `reference`). */
      create: (body: InputOf<"createDeposit">): Promise<ResultOf<"createDeposit">> => unwrap(raw.POST("/v1/deposits", { body })),
      get: async (id: string): Promise<ResultOf<"getDeposit">> => unwrap(raw.GET("/v1/deposits/{id}", path(id))),
      ...listing<"listDeposits">((query) => unwrap(raw.GET("/v1/deposits", { params: { query } })), true),
    },
    withdrawals: {
      /** Requests a Pix (`pixKey`) or USDT (`network` + `address`) withdrawal (idempotent by `reference`). */
      create: createWithdrawal,
      get: async (id: string): Promise<Withdrawal> => unwrap(raw.GET("/v1/withdrawals/{id}", path(id))),
      /** The record of the original request (Pix key masked). */
      getPayload: async (id: string): Promise<ResultOf<"getWithdrawalPayload">> => unwrap(raw.GET("/v1/withdrawals/{id}/payload", path(id))),
      ...listing<"listWithdrawals">((query) => unwrap(raw.GET("/v1/withdrawals", { params: { query } })), true),
    },
    conversions: {
      /** Creates a Pix-to-USDT conversion (idempotent by `reference`). */
      create: (body: InputOf<"createConversion">): Promise<ResultOf<"createConversion">> => unwrap(raw.POST("/v1/conversions", { body })),
      get: async (id: string): Promise<ResultOf<"getConversion">> => unwrap(raw.GET("/v1/conversions/{id}", path(id))),
      ...listing<"listConversions">((query) => unwrap(raw.GET("/v1/conversions", { params: { query } })), true),
    },
    cryptoDeposits: {
      /** Assigns a USDT deposit address (idempotent by `reference`). */
      create: (body: InputOf<"createCryptoDeposit">): Promise<ResultOf<"createCryptoDeposit">> =>
        unwrap(raw.POST("/v1/crypto-deposits", { body })),
      get: async (id: string): Promise<ResultOf<"getCryptoDeposit">> => unwrap(raw.GET("/v1/crypto-deposits/{id}", path(id))),
    },
    company: {
      get: (): Promise<ResultOf<"getCompany">> => unwrap(raw.GET("/v1/company")),
      /** The main account's balances: `balance` (BRL) and `balances` per currency (`brl`, `usdt`), each `{total, available, blocked}`. */
      balance: (): Promise<ResultOf<"getCompanyBalance">> => unwrap(raw.GET("/v1/company/balance")),
    },
    wallets: {
      /** Creates a wallet; an existing wallet with the same `externalId` is returned instead. */
      create: (body: InputOf<"createWallet">): Promise<ResultOf<"createWallet">> => unwrap(raw.POST("/v1/wallets", { body })),
      get: async (id: string): Promise<ResultOf<"getWallet">> => unwrap(raw.GET("/v1/wallets/{id}", path(id))),
      update: async (id: string, body: InputOf<"updateWallet">): Promise<ResultOf<"updateWallet">> => unwrap(raw.PATCH("/v1/wallets/{id}", { ...path(id), body })),
      /** Archives a wallet (its balances must be zero). */
      archive: async (id: string): Promise<ResultOf<"archiveWallet">> => unwrap(raw.DELETE("/v1/wallets/{id}", path(id))),
      balance: async (id: string, query: QueryOf<"getWalletBalance"> = {}): Promise<ResultOf<"getWalletBalance">> =>
        unwrap(raw.GET("/v1/wallets/{id}/balance", { params: { ...path(id).params, query } })),
      resendVerification: async (id: string, body: InputOf<"resendWalletVerification">): Promise<ResultOf<"resendWalletVerification">> =>
        unwrap(raw.POST("/v1/wallets/{id}/verification/resend", { ...path(id), body })),
      ...listing<"listWallets">((query) => unwrap(raw.GET("/v1/wallets", { params: { query } })), false),
    },
    transactions: {
      ...listing<"listTransactions">((query) => unwrap(raw.GET("/v1/transactions", { params: { query } })), true),
    },
    infractions: {
      get: async (id: string): Promise<ResultOf<"getInfraction">> => unwrap(raw.GET("/v1/infractions/{id}", path(id))),
      addEvidence: async (id: string, body: InputOf<"addInfractionEvidence">): Promise<ResultOf<"addInfractionEvidence">> =>
        unwrap(raw.POST("/v1/infractions/{id}/evidences", { ...path(id), body })),
      contest: async (id: string, body: InputOf<"contestInfraction">): Promise<ResultOf<"contestInfraction">> => unwrap(raw.POST("/v1/infractions/{id}/contest", { ...path(id), body })),
      /** Accepts the infraction and refunds, creating a chargeback. */
      accept: async (id: string): Promise<ResultOf<"acceptInfraction">> => unwrap(raw.POST("/v1/infractions/{id}/accept", path(id))),
      ...listing<"listInfractions">((query) => unwrap(raw.GET("/v1/infractions", { params: { query } })), true),
    },
    chargebacks: {
      get: async (id: string): Promise<ResultOf<"getChargeback">> => unwrap(raw.GET("/v1/chargebacks/{id}", path(id))),
      ...listing<"listChargebacks">((query) => unwrap(raw.GET("/v1/chargebacks", { params: { query } })), true),
    },
    webhooks: {
      /** Registers an endpoint; the answer's `secret` is shown only here. */
      create: (body: InputOf<"createWebhook">): Promise<ResultOf<"createWebhook">> => unwrap(raw.POST("/v1/webhooks", { body })),
      get: async (id: string): Promise<ResultOf<"getWebhook">> => unwrap(raw.GET("/v1/webhooks/{id}", path(id))),
      update: async (id: string, body: InputOf<"updateWebhook">): Promise<ResultOf<"updateWebhook">> => unwrap(raw.PATCH("/v1/webhooks/{id}", { ...path(id), body })),
      delete: async (id: string): Promise<ResultOf<"deleteWebhook">> => unwrap(raw.DELETE("/v1/webhooks/{id}", path(id))),
      /** One page of the delivery log of an endpoint. */
      deliveries: async (id: string, query: QueryOf<"listWebhookDeliveries"> = {}): Promise<ResultOf<"listWebhookDeliveries">> =>
        unwrap(raw.GET("/v1/webhooks/{id}/deliveries", { params: { ...path(id).params, query } })),
      /** Every delivery of an endpoint, page by page. */
      iterateDeliveries: (id: string, query: QueryOf<"listWebhookDeliveries"> = {}): AsyncGenerator<ItemOf<"listWebhookDeliveries">, void, undefined> =>
        iteratePages(async (q: QueryOf<"listWebhookDeliveries">) => unwrap(raw.GET("/v1/webhooks/{id}/deliveries", { params: { ...path(id).params, query: q } })), query),
      ...listing<"listWebhooks">((query) => unwrap(raw.GET("/v1/webhooks", { params: { query } })), false),
    },
    /** What the outside world does in production, driven by hand (reference server's sandbox only). */
    sandbox: {
      /** Creates another company; the answer has its `apiKey` and `apiSecret`. */
      createCompany: (body: InputOf<"sandboxCreateCompany">): Promise<ResultOf<"sandboxCreateCompany">> => unwrap(raw.POST("/v1/sandbox/companies", { body })),
      /** Sets the caller's settings, fees and wallet mode. */
      updateCompany: (body: InputOf<"sandboxUpdateCompany">): Promise<ResultOf<"sandboxUpdateCompany">> => unwrap(raw.PATCH("/v1/sandbox/company", { body })),
      /** Credits the main account, or the client's wallet. */
      creditBalance: (body: InputOf<"sandboxCreditBalance">): Promise<ResultOf<"sandboxCreditBalance">> => unwrap(raw.POST("/v1/sandbox/balance", { body })),
      /** The payer pays the deposit: paid, fee and splits booked, webhook sent. */
      payDeposit: async (id: string): Promise<ResultOf<"sandboxPayDeposit">> => unwrap(raw.POST("/v1/sandbox/deposits/{id}/pay", path(id))),
      expireDeposit: async (id: string): Promise<ResultOf<"sandboxExpireDeposit">> => unwrap(raw.POST("/v1/sandbox/deposits/{id}/expire", path(id))),
      payConversion: async (id: string, body?: InputOf<"sandboxPayConversion">): Promise<ResultOf<"sandboxPayConversion">> =>
        unwrap(raw.POST("/v1/sandbox/conversions/{id}/pay", { ...path(id), body })),
      expireConversion: async (id: string): Promise<ResultOf<"sandboxExpireConversion">> => unwrap(raw.POST("/v1/sandbox/conversions/{id}/expire", path(id))),
      payCryptoDeposit: async (id: string, body?: InputOf<"sandboxPayCryptoDeposit">): Promise<ResultOf<"sandboxPayCryptoDeposit">> =>
        unwrap(raw.POST("/v1/sandbox/crypto-deposits/{id}/pay", { ...path(id), body })),
      expireCryptoDeposit: async (id: string): Promise<ResultOf<"sandboxExpireCryptoDeposit">> => unwrap(raw.POST("/v1/sandbox/crypto-deposits/{id}/expire", path(id))),
      approveWithdrawal: async (id: string): Promise<Withdrawal> => unwrap(raw.POST("/v1/sandbox/withdrawals/{id}/approve", path(id))),
      rejectWithdrawal: async (id: string): Promise<Withdrawal> => unwrap(raw.POST("/v1/sandbox/withdrawals/{id}/reject", path(id))),
      removeWithdrawalPayload: async (id: string): Promise<ResultOf<"sandboxRemoveWithdrawalPayload">> => unwrap(raw.DELETE("/v1/sandbox/withdrawals/{id}/payload", path(id))),
      /** Registers a Pix key holder (for `strict` withdrawals). */
      registerPixKey: (body: InputOf<"sandboxRegisterPixKey">): Promise<ResultOf<"sandboxRegisterPixKey">> => unwrap(raw.POST("/v1/sandbox/pix-keys", { body })),
      setWalletVerification: async (id: string, body: InputOf<"sandboxSetWalletVerification">): Promise<ResultOf<"sandboxSetWalletVerification">> =>
        unwrap(raw.POST("/v1/sandbox/wallets/{id}/verification", { ...path(id), body })),
      /** Opens a MED infraction on a paid deposit. */
      openInfraction: (body: InputOf<"sandboxOpenInfraction">): Promise<ResultOf<"sandboxOpenInfraction">> =>
        unwrap(raw.POST("/v1/sandbox/infractions", { body })),
      resolveInfraction: async (id: string, body: InputOf<"sandboxResolveInfraction">): Promise<ResultOf<"sandboxResolveInfraction">> =>
        unwrap(raw.POST("/v1/sandbox/infractions/{id}/resolve", { ...path(id), body })),
    },
  };
}

type Resources = ReturnType<typeof resources>;

/** A client of the Payments API for one company (and optionally one wallet). */
export class PaymentsClient {
  /** The openapi-fetch client underneath (same credentials, wallet and retries), for anything the methods do not cover. */
  readonly raw: RawClient;
  /** The wallet this client acts in, if any. */
  readonly walletId: string | undefined;
  /**
   * openapi-fetch's calls on the client itself (`client.GET(...)` is `client.raw.GET(...)`): they
   * answer `{data, error, response}`, an error answer in `error` typed by the contract, for code
   * that prefers branching to catching. They throw only on misuse, a network failure, a timeout
   * (`TimeoutError`), or an answer outside the contract (`PaymentsHttpError`): a success without
   * the `{success, data}` envelope, a failure without the error envelope, a redirect.
   */
  readonly GET: RawClient["GET"];
  readonly POST: RawClient["POST"];
  readonly PATCH: RawClient["PATCH"];
  readonly DELETE: RawClient["DELETE"];
  readonly deposits: Resources["deposits"];
  readonly withdrawals: Resources["withdrawals"];
  readonly conversions: Resources["conversions"];
  readonly cryptoDeposits: Resources["cryptoDeposits"];
  readonly company: Resources["company"];
  readonly wallets: Resources["wallets"];
  readonly transactions: Resources["transactions"];
  readonly infractions: Resources["infractions"];
  readonly chargebacks: Resources["chargebacks"];
  readonly webhooks: Resources["webhooks"];
  readonly sandbox: Resources["sandbox"];
  readonly #options: PaymentsClientOptions;

  constructor(options: PaymentsClientOptions) {
    for (const key of ["baseUrl", "apiKey", "apiSecret"] as const) {
      if (typeof options[key] !== "string" || options[key] === "") throw new TypeError(`createPaymentsClient: \`${key}\` is required`);
    }
    // Paths start with /v1: a base URL ending in it would ask for /v1/v1/... and get a bare 404.
    if (/\/v1\/*$/i.test(options.baseUrl)) {
      throw new TypeError("createPaymentsClient: `baseUrl` is the server's root, without /v1 (every path already starts with /v1)");
    }
    // An empty wallet id would send no X-Api-Wallet, and the client would act on the main account.
    if (options.walletId !== undefined && (typeof options.walletId !== "string" || options.walletId === "")) {
      throw new TypeError("createPaymentsClient: `walletId` must be a wallet id (leave it out for the main account)");
    }
    const limitMs = timeoutLimit(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    this.#options = { ...options };
    this.walletId = options.walletId;
    const baseFetch: FetchLike = options.fetch ?? ((request) => globalThis.fetch(request));
    this.raw = createClient<paths>({
      baseUrl: options.baseUrl,
      headers: {
        "X-Api-Key": options.apiKey,
        "X-Api-Secret": options.apiSecret,
        ...(options.walletId ? { "X-Api-Wallet": options.walletId } : {}),
      },
      fetch: withContractAnswers(withRetries(withTimeout(baseFetch, limitMs), options.retry)),
      // The API never redirects. Followed, a redirect would carry X-Api-Key and X-Api-Secret (and a
      // POST's body) to wherever it points, another host included: fetch drops only Authorization.
      // Not followed, it is an answer outside the contract (PaymentsHttpError). Set on the Request
      // openapi-fetch builds: another Request made from it would tie its signal through a weak
      // reference (timeout.ts).
      redirect: "manual",
    });
    ({ GET: this.GET, POST: this.POST, PATCH: this.PATCH, DELETE: this.DELETE } = this.raw);
    const r = resources(this.raw);
    this.deposits = r.deposits;
    this.withdrawals = r.withdrawals;
    this.conversions = r.conversions;
    this.cryptoDeposits = r.cryptoDeposits;
    this.company = r.company;
    this.wallets = r.wallets;
    this.transactions = r.transactions;
    this.infractions = r.infractions;
    this.chargebacks = r.chargebacks;
    this.webhooks = r.webhooks;
    this.sandbox = r.sandbox;
  }

  /** The same client acting in wallet `walletId` (`X-Api-Wallet`). */
  withWallet(walletId: string): PaymentsClient {
    return new PaymentsClient({ ...this.#options, walletId });
  }
}

/** Creates a client; see {@link PaymentsClientOptions}. */
export function createPaymentsClient(options: PaymentsClientOptions): PaymentsClient {
  return new PaymentsClient(options);
}

/** `resource.method` of every resource method of the client. */
export type MethodPath = { [R in keyof Resources]: `${R}.${keyof Resources[R] & string}` }[keyof Resources];

/**
 * The resource method of every operation of the contract. Missing an operation fails the type
 * check; test/client/coverage.test.ts also checks it against generated/openapi.json and that each
 * method sends its operation's method and path.
 */
export const OPERATION_METHODS = {
  createDeposit: "deposits.create",
  getDeposit: "deposits.get",
  listDeposits: "deposits.list",
  createWithdrawal: "withdrawals.create",
  getWithdrawal: "withdrawals.get",
  getWithdrawalPayload: "withdrawals.getPayload",
  listWithdrawals: "withdrawals.list",
  createConversion: "conversions.create",
  getConversion: "conversions.get",
  listConversions: "conversions.list",
  createCryptoDeposit: "cryptoDeposits.create",
  getCryptoDeposit: "cryptoDeposits.get",
  getCompany: "company.get",
  getCompanyBalance: "company.balance",
  createWallet: "wallets.create",
  listWallets: "wallets.list",
  getWallet: "wallets.get",
  updateWallet: "wallets.update",
  archiveWallet: "wallets.archive",
  getWalletBalance: "wallets.balance",
  resendWalletVerification: "wallets.resendVerification",
  listTransactions: "transactions.list",
  listInfractions: "infractions.list",
  getInfraction: "infractions.get",
  addInfractionEvidence: "infractions.addEvidence",
  contestInfraction: "infractions.contest",
  acceptInfraction: "infractions.accept",
  listChargebacks: "chargebacks.list",
  getChargeback: "chargebacks.get",
  createWebhook: "webhooks.create",
  listWebhooks: "webhooks.list",
  getWebhook: "webhooks.get",
  updateWebhook: "webhooks.update",
  deleteWebhook: "webhooks.delete",
  listWebhookDeliveries: "webhooks.deliveries",
  sandboxCreateCompany: "sandbox.createCompany",
  sandboxUpdateCompany: "sandbox.updateCompany",
  sandboxCreditBalance: "sandbox.creditBalance",
  sandboxPayDeposit: "sandbox.payDeposit",
  sandboxExpireDeposit: "sandbox.expireDeposit",
  sandboxPayConversion: "sandbox.payConversion",
  sandboxExpireConversion: "sandbox.expireConversion",
  sandboxPayCryptoDeposit: "sandbox.payCryptoDeposit",
  sandboxExpireCryptoDeposit: "sandbox.expireCryptoDeposit",
  sandboxApproveWithdrawal: "sandbox.approveWithdrawal",
  sandboxRejectWithdrawal: "sandbox.rejectWithdrawal",
  sandboxRemoveWithdrawalPayload: "sandbox.removeWithdrawalPayload",
  sandboxRegisterPixKey: "sandbox.registerPixKey",
  sandboxSetWalletVerification: "sandbox.setWalletVerification",
  sandboxOpenInfraction: "sandbox.openInfraction",
  sandboxResolveInfraction: "sandbox.resolveInfraction",
} as const satisfies Record<OperationId, MethodPath>;
