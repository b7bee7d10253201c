/**
 * Negative type test: each `@ts-expect-error` line is followed by a call that must not compile.
 * The check fails when an error disappears (an unused directive is an error), and
 * test/client/types.test.ts also removes the directives and checks that each line fails for the
 * reason named after the directive (a text the compiler's message must contain).
 */
import { createPaymentsClient, PaymentsApiError, verifyWebhook } from "../../src/index.js";

const client = createPaymentsClient({ baseUrl: "http://localhost:3000", apiKey: "k", apiSecret: "s" });
const customer = { name: "Maria Oliveira Santos", document: "52998224725" };
const recipient = { ...customer, email: "m@example.com", phone: "+5511987654321" };

export async function missingRequiredFields(): Promise<void> {
  // @ts-expect-error 'customer'
  await client.deposits.create({ amount: 10, reference: "r" });
  // @ts-expect-error 'reference'
  await client.deposits.create({ amount: 10, customer });
  // @ts-expect-error 'amount'
  await client.deposits.create({ customer, reference: "r" });
  // @ts-expect-error 'document'
  await client.deposits.create({ amount: 10, customer: { name: "Maria" }, reference: "r" });
  // @ts-expect-error 'phone'
  await client.withdrawals.create({ amount: 1, pixKey: "m@example.com", customer: { ...customer, email: "m@example.com" }, reference: "w" });
  // @ts-expect-error 'address'
  await client.withdrawals.create({ amount: 1, network: "TRX", customer: recipient, reference: "w" });
  // @ts-expect-error 'reference'
  await client.withdrawals.create({ amount: 1, pixKey: "m@example.com", customer: recipient });
  // @ts-expect-error 'currency'
  await client.conversions.create({ asset: "USDT", method: "PIX", network: "TRX", address: "T", amount: 1, customer, reference: "c" });
  // @ts-expect-error 'name'
  await client.wallets.create({ externalId: "x" });
  // @ts-expect-error 'currency'
  await client.sandbox.creditBalance({ amount: 1 });
  // @ts-expect-error 'url'
  await client.webhooks.create({ events: ["DEPOSIT_PAID"] });
  // @ts-expect-error 'defense'
  await client.infractions.contest("01ARZ3NDEKTSV4RRFFQ69G5FAV", {});
  // @ts-expect-error Expected 1 arguments
  await client.deposits.get();
  // @ts-expect-error 'secret' does not exist
  (await client.webhooks.get("01ARZ3NDEKTSV4RRFFQ69G5FAV")).secret;
}

export async function wrongValues(): Promise<void> {
  // @ts-expect-error "done"
  await client.deposits.list({ status: "done" });
  // @ts-expect-error "BTC"
  await client.withdrawals.create({ amount: 1, network: "BTC", address: "T", customer: recipient, reference: "w" });
  // @ts-expect-error No overload matches
  await client.withdrawals.create({ amount: 1, pixKey: "m@example.com", network: "TRX", address: "T", customer: recipient, reference: "w" });
  // @ts-expect-error 'strict'
  await client.withdrawals.create({ amount: 1, network: "TRX", address: "T", strict: true, customer: recipient, reference: "w" });
  // @ts-expect-error string
  await client.deposits.create({ amount: "10", customer, reference: "r" });
  // @ts-expect-error 'unknown'
  await client.deposits.create({ amount: 10, customer, reference: "r", unknown: true });
}

export async function narrowing(error: PaymentsApiError): Promise<void> {
  // @ts-expect-error "NO_SUCH_CODE"
  if (error.code === "NO_SUCH_CODE") return;
  const read = await client.withdrawals.get("01ARZ3NDEKTSV4RRFFQ69G5FAV");
  // @ts-expect-error 'pixKey'
  void read.pixKey;
  const event = verifyWebhook("{}", {}, "whsec_c2VjcmV0");
  if (event.type === "DEPOSIT_PAID") {
    // @ts-expect-error 'pixKey'
    void event.data.pixKey;
  }
}
