/**
 * The resource methods the flow tests do not reach, each against the reference server through
 * the client only: conversions, USDT deposits, manual approval, strict Pix keys, expiry, MED
 * infractions and chargebacks, wallet verification in `kyc` mode.
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { PaymentsApiError, type PaymentsClient } from "../../clients/typescript/src/index.ts";
import { CUSTOMER, RECIPIENT, ref, startTestServer, type TestServer } from "../helpers/server.ts";
import { clientFor, newCompany } from "./support.ts";

const TRON_ADDRESS = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";

let server: TestServer;
let client: PaymentsClient;
before(async () => {
  server = await startTestServer();
  client = clientFor(server);
});
after(() => server.close());

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => assert.fail("expected a PaymentsApiError"),
    (e: unknown) => e,
  );
  assert.ok(error instanceof PaymentsApiError, String(error));
  return error.code;
}

describe("conversions and USDT deposits", () => {
  test("a BRL conversion is paid in the sandbox and completes; another expires", async () => {
    const conversion = await client.conversions.create({ asset: "USDT", method: "PIX", network: "TRX", address: TRON_ADDRESS, amount: 100, currency: "BRL", customer: CUSTOMER, reference: ref("conv") });
    assert.equal(conversion.status, "pending");
    assert.equal(conversion.pix.amount, 100);
    assert.equal(conversion.crypto.address, TRON_ADDRESS);
    await client.sandbox.payConversion(conversion.id);
    const completed = await server.eventually(async () => {
      const c = await client.conversions.get(conversion.id);
      return c.status === "completed" ? c : undefined;
    });
    assert.equal(completed.crypto.netAmount, conversion.crypto.netAmount);
    const listed = await client.conversions.list({ reference: conversion.reference });
    assert.deepEqual(
      listed.items.map((c) => c.id),
      [conversion.id],
    );

    const other = await client.conversions.create({ asset: "USDT", method: "PIX", network: "TRX", address: TRON_ADDRESS, amount: 5, currency: "USDT", customer: CUSTOMER, reference: ref("conv") });
    assert.equal(other.crypto.netAmount, 5);
    assert.equal((await client.sandbox.expireConversion(other.id)).status, "expired");
    const expired: string[] = [];
    for await (const c of client.conversions.iterate({ status: "expired" })) expired.push(c.id);
    assert.deepEqual(expired, [other.id]);
  });

  test("a USDT deposit address receives what the sandbox sends", async () => {
    const created = await client.cryptoDeposits.create({ network: "TRX", expectedAmount: 25, reference: ref("cdep") });
    assert.equal(created.status, "pending");
    assert.equal(created.network, "trx");
    const paid = await client.sandbox.payCryptoDeposit(created.id, { amount: 25 });
    assert.equal(paid.amount, 25);
    assert.deepEqual(await client.cryptoDeposits.get(created.id), paid);
  });
});

describe("withdrawal approval, strict keys and deposit expiry", () => {
  let manual: PaymentsClient;
  before(async () => {
    manual = (await newCompany(client, server, "Aprovação Manual")).client;
    const updated = await manual.sandbox.updateCompany({ settings: { autoApproveWithdrawals: false } });
    assert.equal(updated.settings.autoApproveWithdrawals, false);
    await manual.sandbox.creditBalance({ amount: 100, currency: "brl" });
  });

  test("withdrawals wait for approval: approved ones are paid, rejected ones canceled", async () => {
    const toApprove = await manual.withdrawals.create({ amount: 10, pixKey: RECIPIENT.email, customer: RECIPIENT, reference: ref("ap") });
    const toReject = await manual.withdrawals.create({ amount: 11, pixKey: RECIPIENT.email, customer: RECIPIENT, reference: ref("rj") });
    assert.equal((await manual.withdrawals.get(toApprove.id)).status, "pending");
    await manual.sandbox.approveWithdrawal(toApprove.id);
    assert.equal((await manual.sandbox.rejectWithdrawal(toReject.id)).status, "canceled");
    await server.eventually(async () => (await manual.withdrawals.get(toApprove.id)).status === "paid");
    assert.equal(await codeOf(manual.sandbox.approveWithdrawal(toReject.id)), "INVALID_STATE");
  });

  test("a strict withdrawal to a key of another holder fails", async () => {
    const key = "d7f6a8a0-3c1e-4e0b-9a55-2f7a4c1b9e10";
    const holder = await manual.sandbox.registerPixKey({ key, name: "Outra Pessoa", document: "529.982.247-25" });
    assert.equal(holder.document, "52998224725");
    const strict = await manual.withdrawals.create({ amount: 5, pixKey: key, strict: true, customer: RECIPIENT, reference: ref("st") });
    await manual.sandbox.approveWithdrawal(strict.id);
    const failed = await server.eventually(async () => {
      const w = await manual.withdrawals.get(strict.id);
      return w.status === "failed" ? w : undefined;
    });
    assert.equal(failed.failure?.code, "PIX_KEY_DOCUMENT_MISMATCH");
    assert.equal(failed.failure?.message, "A chave Pix não corresponde ao documento informado.");
  });

  test("a deposit expires in the sandbox", async () => {
    const deposit = await manual.deposits.create({ amount: 10, customer: CUSTOMER, reference: ref("exp"), expiresIn: 120 });
    assert.equal(Date.parse(deposit.expiresAt) - Date.parse(deposit.createdAt), 120_000);
    assert.equal((await manual.sandbox.expireDeposit(deposit.id)).status, "expired");
    assert.equal(await codeOf(manual.sandbox.payDeposit(deposit.id)), "INVALID_STATE");
  });
});

describe("MED infractions and chargebacks", () => {
  test("open, add evidence, contest and resolve; open and accept into a chargeback", async () => {
    const { client: merchant } = await newCompany(client, server, "Loja MED");
    const paidDeposit = async () => {
      const d = await merchant.deposits.create({ amount: 80, customer: CUSTOMER, reference: ref("med") });
      return merchant.sandbox.payDeposit(d.id);
    };

    const first = await paidDeposit();
    const opened = await merchant.sandbox.openInfraction({ depositId: first.id, amount: 30, description: "Cliente não reconhece" });
    assert.equal(opened.status, "open");
    assert.equal(opened.reason, "fraud");
    assert.equal(opened.blockedAmount, 30);
    const withEvidence = await merchant.infractions.addEvidence(opened.id, { description: "Comprovante de entrega", fileName: "entrega.pdf", contentType: "application/pdf", contentBase64: Buffer.from("%PDF-1.4 test").toString("base64") });
    assert.equal(withEvidence.evidences.length, 1);
    const contested = await merchant.infractions.contest(opened.id, { defense: "Produto entregue ao comprador, comprovante anexo." });
    assert.equal(contested.status, "contested");
    assert.equal((await merchant.sandbox.resolveInfraction(opened.id, { outcome: "dismissed" })).status, "dismissed");

    const second = await paidDeposit();
    const toAccept = await merchant.sandbox.openInfraction({ depositId: second.id, reason: "scam" });
    const accepted = await merchant.infractions.accept(toAccept.id);
    assert.equal(accepted.status, "refunded");
    assert.ok(accepted.chargebackId);
    const chargeback = await merchant.chargebacks.get(accepted.chargebackId);
    assert.equal(chargeback.infractionId, toAccept.id);
    assert.equal(chargeback.depositId, second.id);
    assert.equal((await merchant.deposits.get(second.id)).status, "refunded");

    const all: string[] = [];
    for await (const i of merchant.infractions.iterate({ limit: 1 })) all.push(i.id);
    assert.deepEqual(all, [toAccept.id, opened.id]);
    assert.equal((await merchant.infractions.get(opened.id)).status, "dismissed");
    const chargebacks = [];
    for await (const c of merchant.chargebacks.iterate()) chargebacks.push(c.id);
    assert.deepEqual(chargebacks, [chargeback.id]);
    assert.equal((await merchant.chargebacks.list()).total, 1);
  });
});

describe("wallet verification (kyc mode)", () => {
  test("a kyc wallet operates only once approved; the invite can be resent", async () => {
    const { client: kyc } = await newCompany(client, server, "Conta KYC");
    assert.equal((await kyc.sandbox.updateCompany({ walletMode: "kyc" })).id.length, 26);
    assert.equal(await codeOf(kyc.wallets.create({ name: "Sem dados" })), "VALIDATION_ERROR");
    const wallet = await kyc.wallets.create({ name: "Filial KYC", taxId: "45.378.069/0001-91", email: "filial@example.com", phone: "+5511987654321" });
    assert.ok(wallet.onboardingUrl);
    assert.equal(wallet.verification?.status, "pending");
    const invite = await kyc.wallets.resendVerification(wallet.id, { email: "outro@example.com" });
    assert.equal(invite.walletId, wallet.id);
    assert.equal(invite.email, "outro@example.com");

    const inWallet = kyc.withWallet(wallet.id);
    assert.equal(await codeOf(inWallet.deposits.list()), "WALLET_KYC_NOT_APPROVED");
    const approved = await kyc.sandbox.setWalletVerification(wallet.id, { status: "approved" });
    assert.equal(approved.verification?.status, "approved");
    assert.equal((await inWallet.deposits.list()).total, 0);
  });
});
