/**
 * Findings of two audits of the runner, each held here: listings the contract orders newest first
 * have their order checked (ties in one millisecond pass); an error message that reads as English
 * fails the envelope check; a request the runner sent twice after a reset is said on every failure
 * of its check; a failed preparation step says so, names its operation and says the check's own
 * request was not sent, and another 2xx the contract lists does not stop it; transport failures
 * are JUnit <error>s, counted apart; control characters from the target are escaped.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import type { TestServer } from "../helpers/server.ts";
import { editObjects, isObj, jsonOf, pathOf, startProxiedServer, withJson, type Fault, type FaultProxy } from "./fault-proxy.ts";
import { newestFirstListings, newestFirstProblem } from "../../conformance/src/invariants.ts";
import { notPortuguese } from "../../conformance/src/rules.ts";
import { envelopeProblems } from "../../conformance/src/structural.ts";
import { markResent } from "../../conformance/src/runner.ts";
import type { CheckContext, CheckResult } from "../../conformance/src/model.ts";
import { junitXml, printable, summaryLines, type RunReport } from "../../conformance/src/report.ts";
import { DEFAULT_OPENAPI } from "../../conformance/src/runtime.ts";
import { runInProcess, xmlProblems } from "./support.ts";

test("the listings the contract orders newest first are read from it: all nine pages", () => {
  const listings = newestFirstListings(JSON.parse(readFileSync(DEFAULT_OPENAPI, "utf8")));
  assert.deepEqual(
    [...listings.keys()].sort(),
    ["listChargebacks", "listConversions", "listDeposits", "listInfractions", "listTransactions", "listWallets", "listWebhookDeliveries", "listWebhooks", "listWithdrawals"],
  );
});

test("newest first: createdAt never increases; items of the same millisecond pass in either order", () => {
  const at = (...times: string[]) => times.map((t, i) => ({ id: String(i), createdAt: `2026-11-28T10:00:00.${t}Z` }));
  assert.equal(newestFirstProblem(at("300", "200", "200", "100"), "WithdrawalPage"), undefined);
  assert.equal(newestFirstProblem(at("200", "200"), "WithdrawalPage"), undefined, "a tie is no order");
  assert.equal(newestFirstProblem(at("100"), "WithdrawalPage"), undefined);
  const problem = newestFirstProblem(at("300", "100", "200"), "WithdrawalPage");
  assert.match(problem?.message ?? "", /newest first \(the contract's WithdrawalPage\): data\.items\[2\]\.createdAt is after data\.items\[1\]\.createdAt/);
});

test("an error message in English fails the envelope check; the reference server's Portuguese ones pass", () => {
  for (const english of ["Request failed: not found", "Request failed: validation error", "Wallet not found", "You do not have access to this wallet"]) {
    assert.match(notPortuguese(english) ?? "", /must be in Portuguese/, english);
    const body = { success: false, error: { code: "NOT_FOUND", message: english, details: null } };
    assert.ok(envelopeProblems(404, {}, body, true, {}).some((p) => /Portuguese/.test(p)), english);
  }
  for (const portuguese of [
    "Carteira não encontrada.",
    "Campo obrigatório.",
    "Referência já utilizada.",
    "Deve ser um ULID válido.",
    "Erro de validação nos dados enviados.",
    "Limite de requisições excedido. Tente novamente em instantes.",
    "O cabeçalho X-Api-Key é obrigatório.",
    "Rota não encontrada.",
    "Erro",
  ]) {
    assert.equal(notPortuguese(portuguese), undefined, portuguese);
  }
});

test("every failure of a check that sent a request twice says so", () => {
  const resent = { seq: 1, request: { method: "POST", url: "", path: "/v1/sandbox/balance", headers: {}, bodyBytes: 0 }, operationId: "sandboxCreditBalance", retriedAfter: "UND_ERR_SOCKET", ms: 1 };
  const ctx = {
    exchanges: [resent, { seq: 2, request: { method: "GET", url: "", path: "/v1/company/balance", headers: {}, bodyBytes: 0 }, ms: 1 }],
    failures: [
      { aspect: "fact", message: "getCompanyBalance: data.balances.brl.available differs" },
      { aspect: "status", message: "sandboxCreditBalance: unexpected HTTP status", resent: "UND_ERR_SOCKET" },
    ],
  } as unknown as CheckContext;
  markResent(ctx);
  assert.match(ctx.failures[0].message, /this check sent POST \/v1\/sandbox\/balance \(sandboxCreditBalance\) twice: the first attempt's connection was reset, UND_ERR_SOCKET/);
  assert.match(ctx.failures[1].message, /\(sent twice: the first attempt's connection was reset, UND_ERR_SOCKET\)$/);
});

function reportOf(checks: CheckResult[]): RunReport {
  const failed = checks.filter((c) => c.status === "fail").length;
  return {
    runId: "t",
    target: "http://127.0.0.1:1",
    startedAt: "2026-11-28T10:00:00.000Z",
    wallMs: 1,
    exitCode: failed ? 1 : 0,
    readOnly: false,
    sandbox: true,
    sandboxReason: "",
    companies: [],
    summary: { total: checks.length, passed: checks.length - failed, failed, skipped: 0, transport: 1 },
    checks,
  };
}

test("a check the target never answered is a JUnit <error>, counted apart in the summary; control characters are escaped", () => {
  const noAnswer: CheckResult = {
    id: "example.getCompany.company",
    title: "t",
    tags: [],
    status: "fail",
    ms: 1,
    failures: [{ aspect: "transport", message: "the target closed the connection without an answer (UND_ERR_SOCKET)", transport: true, response: "no answer: ..." }],
    notes: [],
    requests: 1,
  };
  const wrong: CheckResult = { ...noAnswer, id: "example.getDeposit.deposit", failures: [{ aspect: "status", message: "wrong", response: "HTTP 500 text/plain \u0001\u001b[31mA\u0000B" }] };
  const report = reportOf([noAnswer, wrong]);
  const xml = junitXml(report);
  assert.deepEqual(xmlProblems(xml), []);
  assert.match(xml, /<error message="the target closed the connection without an answer \(UND_ERR_SOCKET\)" type="transport">/);
  assert.match(xml, /<testsuites [^>]*failures="1"[^>]*errors="1"/);
  assert.match(xml, /<testsuite name="example" tests="2" failures="1" errors="1"/);
  assert.match(summaryLines(report)[1], /2 failed \(1 of them got no answer from the target: transport errors\)/);
  assert.equal(printable("HTTP 500 \u0001\u001b[31mA\u0000B\r\n\tC"), "HTTP 500 \\x01\\x1b[31mA\\x00B\\x0d\n\tC");
});

// Against the reference server, through the fault proxy.
let server: TestServer;
let proxy: FaultProxy;
let close: () => Promise<void>;
before(async () => {
  ({ server, proxy, close } = await startProxiedServer());
});
after(() => close());

async function runWith(fault: Fault, only: string[]) {
  proxy.fault = fault;
  proxy.state.memo.clear();
  try {
    return await runInProcess(["--base-url", proxy.url, "--api-key", server.apiKey, "--api-secret", server.apiSecret, "--wait", "10000", "--only", only.join(",")]);
  } finally {
    proxy.fault = undefined;
  }
}

const messages = (outcome: Awaited<ReturnType<typeof runWith>>) => outcome.report.checks.flatMap((c) => c.failures.map((f) => `${c.id}: ${f.message}`));

test("listings answered oldest first are caught for every listing the contract orders newest first", async () => {
  const lists = /^\/v1\/(withdrawals|conversions|infractions|chargebacks|wallets|webhooks|webhooks\/[^/]+\/deliveries)$/;
  const outcome = await runWith(
    {
      id: "oldest-first",
      description: "every listing but deposits and the ledger is reversed",
      only: [],
      caughtBy: [],
      response: (req, res) =>
        req.method === "GET" && lists.test(pathOf(req)) ? editObjects(res, (o) => Array.isArray(o.items) && typeof o.total === "number", (o) => (o.items as unknown[]).reverse()) : res,
    },
    ["example.listWithdrawals", "rule.listings.pages", "rule.wallet-listing-pages", "rule.chargebacks.pages", "rule.webhook-endpoint-deleted", "rule.webhook-deliveries-filter"],
  );
  assert.equal(outcome.exitCode, 1);
  const text = messages(outcome).join("\n");
  for (const op of ["listWithdrawals", "listConversions", "listInfractions", "listChargebacks", "listWebhooks", "listWebhookDeliveries"]) {
    assert.match(text, new RegExp(`${op}: data\\.items must be newest first`), op);
  }
  assert.match(text, /listWallets: data\.items\[0\]\.id differs \(newest first/);
});

test("an error message rewritten in English fails envelope.*", async () => {
  const outcome = await runWith(
    {
      id: "english",
      description: "error messages in English",
      only: [],
      caughtBy: [],
      response: (_req, res) => {
        const json = jsonOf(res);
        if (!isObj(json) || !isObj(json.error) || typeof json.error.code !== "string") return res;
        return withJson(res, { ...json, error: { ...json.error, message: `Request failed: ${json.error.code.toLowerCase().replace(/_/g, " ")}` } });
      },
    },
    ["example.getDeposit"],
  );
  assert.equal(outcome.exitCode, 1);
  const envelope = outcome.report.checks.filter((c) => c.id.startsWith("envelope.") && c.status === "fail");
  assert.ok(envelope.length > 0, messages(outcome).join("\n"));
  assert.match(envelope[0].failures[0].message, /error\.message must be in Portuguese/);
});

test("a preparation step that fails says so, names its operation, and says the check's own request was not sent", async () => {
  const wallets = (req: { method: string; url: string }) => req.method === "POST" && pathOf(req as never) === "/v1/wallets";
  const broken = await runWith(
    {
      id: "wallet-500",
      description: "creating a wallet fails",
      only: [],
      caughtBy: [],
      response: (req, res) => (wallets(req) ? withJson({ ...res, status: 500 }, { success: false, error: { code: "INTERNAL_ERROR", message: "Erro interno. Tente novamente mais tarde.", details: null } }) : res),
    },
    ["example.createDeposit.split-above-100"],
  );
  const check = broken.report.checks.find((c) => c.id === "example.createDeposit.split-above-100");
  assert.equal(check?.status, "fail");
  assert.match(check!.failures[0].message, /^createWallet \(preparation\): unexpected HTTP status \[a preparation step: the check's own request, createDeposit \(POST \/v1\/deposits\), was not sent\]$/);
  assert.equal(check!.requests, 1);

  // Another 2xx the contract lists for the preparation's operation (createWallet's 200) does not stop the check.
  const other2xx = await runWith(
    { id: "wallet-200", description: "a new wallet answered 200", only: [], caughtBy: [], response: (req, res) => (wallets(req) && res.status === 201 ? { ...res, status: 200 } : res) },
    ["example.createDeposit.split-above-100", "example.createWallet.wallet-created"],
  );
  const byId = new Map(other2xx.report.checks.map((c) => [c.id, c]));
  assert.equal(byId.get("example.createDeposit.split-above-100")?.status, "pass", messages(other2xx).join("\n"));
  assert.match(byId.get("example.createDeposit.split-above-100")!.notes.join("\n"), /createWallet \(preparation\) answered HTTP 200 where 201 was expected/);
  assert.equal(byId.get("example.createWallet.wallet-created")?.status, "fail", "the dedicated check judges the status");
});
