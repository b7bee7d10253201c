/**
 * Positive type test: typical uses of the client compile, and the client's types are exactly the
 * contract's. Type-checked (never run) by the root `tsc` and by test/client/types.test.ts.
 */
import {
  createPaymentsClient,
  PaymentsApiError,
  verifyWebhook,
  type components,
  type Deposit,
  type ErrorCode,
  type InputOf,
  type PaymentsClient,
  type PixWithdrawal,
  type UsdtWithdrawal,
  type WebhookEvent,
  type WebhookEventOf,
  type Withdrawal,
} from "../../src/index.js";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only when `T` is `true`. */
export function assertType<T extends true>(): T | undefined {
  return undefined;
}

type Schemas = components["schemas"];

export async function usage(): Promise<void> {
  const client: PaymentsClient = createPaymentsClient({ baseUrl: "http://localhost:3000", apiKey: "k", apiSecret: "s", retry: { attempts: 2 } });
  const customer = { name: "Maria Oliveira Santos", document: "52998224725" };

  // Deposits: `expiresIn` (defaulted) may be left out or given.
  const deposit = await client.deposits.create({ amount: 10, customer, reference: "r1" });
  await client.deposits.create({ amount: 10, customer, reference: "r2", expiresIn: 600, metadata: { a: 1 }, splits: [{ id: "01ARZ3NDEKTSV4RRFFQ69G5FAV", percent: 0.5 }] });
  assertType<Equal<typeof deposit, Schemas["Deposit"]>>();
  assertType<Equal<Awaited<ReturnType<PaymentsClient["deposits"]["get"]>>, Deposit>>();
  assertType<Equal<InputOf<"createDeposit">["expiresIn"], number | undefined>>();

  // Webhooks: the registration shows the signing secret, always.
  const endpoint = await client.webhooks.create({ url: "https://hooks.example.com/payments" });
  assertType<Equal<typeof endpoint.secret, string>>();

  // Withdrawals: the body's shape picks the answer's kind; reads are the union.
  const recipient = { ...customer, email: "m@example.com", phone: "+5511987654321" };
  const pix = await client.withdrawals.create({ amount: 1, pixKey: "m@example.com", customer: recipient, reference: "w1", strict: true });
  assertType<Equal<typeof pix, PixWithdrawal>>();
  const usdt = await client.withdrawals.create({ amount: 1, network: "TRX", address: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", customer: recipient, reference: "w2" });
  assertType<Equal<typeof usdt, UsdtWithdrawal>>();
  const read = await client.withdrawals.get(pix.id);
  assertType<Equal<typeof read, Schemas["PixWithdrawal"] | Schemas["UsdtWithdrawal"]>>();
  assertType<Equal<Withdrawal, Schemas["Withdrawal"]>>();
  const detail: string | undefined = read.method === "pix" ? read.details?.endToEndId : read.address;
  void detail;

  // Listings.
  for await (const d of client.deposits.iterate({ status: "paid", limit: 10 })) assertType<Equal<typeof d, Deposit>>();
  for await (const w of client.withdrawals.iterate({ method: "usdt" })) assertType<Equal<typeof w, Withdrawal>>();
  for await (const t of client.transactions.iterate()) assertType<Equal<typeof t, Schemas["Transaction"]>>();
  for await (const x of client.webhooks.iterateDeliveries("01ARZ3NDEKTSV4RRFFQ69G5FAV")) assertType<Equal<typeof x, Schemas["WebhookDelivery"]>>();
  const page = await client.wallets.list({ status: "disabled" });
  assertType<Equal<typeof page, Schemas["WalletPage"]>>();

  // The rest of the surface, one call each kind.
  const inWallet = client.withWallet("01ARZ3NDEKTSV4RRFFQ69G5FAV");
  await inWallet.sandbox.creditBalance({ amount: 5, currency: "usdt" });
  await client.conversions.create({ asset: "USDT", method: "PIX", network: "TRX", address: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", amount: 100, currency: "BRL", customer, reference: "c1" });
  await client.cryptoDeposits.create({ network: "TRX", reference: "cd1" });
  await client.webhooks.create({ url: "https://example.com/hooks" });
  await client.sandbox.payConversion("01ARZ3NDEKTSV4RRFFQ69G5FAV");
  await client.sandbox.openInfraction({ depositId: deposit.id });
  await client.infractions.contest("01ARZ3NDEKTSV4RRFFQ69G5FAV", { defense: "Cliente reconheceu a compra." });
  const balance = await client.wallets.balance("01ARZ3NDEKTSV4RRFFQ69G5FAV", { currency: "usdt" });
  assertType<Equal<typeof balance, Schemas["WalletBalance"]>>();

  // The raw client is typed by the contract's paths.
  const raw = await client.raw.GET("/v1/deposits/{id}", { params: { path: { id: deposit.id } } });
  if (raw.data) assertType<Equal<typeof raw.data.data, Deposit>>();

  // Errors carry the contract's code union.
  try {
    await client.company.get();
  } catch (error) {
    if (error instanceof PaymentsApiError) {
      assertType<Equal<typeof error.code, ErrorCode>>();
      assertType<Equal<ErrorCode, Schemas["ErrorCode"]>>();
      if (error.code === "WALLET_HAS_BALANCE") error.details satisfies Schemas["FieldError"][] | null;
    }
  }
}

export function webhookHandler(body: string, headers: Record<string, string>): string {
  const event = verifyWebhook(body, headers, "whsec_c2VjcmV0");
  assertType<Equal<typeof event, WebhookEvent>>();
  assertType<Equal<WebhookEvent["type"], Schemas["WebhookEventType"]>>();
  switch (event.type) {
    case "DEPOSIT_PAID":
      assertType<Equal<typeof event.data, Deposit>>();
      return event.data.reference;
    case "WITHDRAW_PAID":
    case "WITHDRAW_FAILED":
      assertType<Equal<typeof event.data, Withdrawal>>();
      return event.data.method === "pix" ? event.data.pixKey : event.data.address;
    case "CONVERSION_COMPLETED":
      return event.data.crypto.address;
    default: {
      const other: Exclude<WebhookEvent["type"], "DEPOSIT_PAID" | "WITHDRAW_PAID" | "WITHDRAW_FAILED" | "CONVERSION_COMPLETED"> = event.type;
      return other;
    }
  }
}

export const paidEvent = (e: WebhookEventOf<"DEPOSIT_PAID">): string => e.data.id;
