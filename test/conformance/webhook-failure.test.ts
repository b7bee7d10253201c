/**
 * A webhook that does not come can be looked into from the report: against a reference server
 * that never retries a delivery (PAYMENTS_WEBHOOK_MAX_ATTEMPTS=1), rule.webhooks-retry fails with
 * its conditions resolved (the deposit's id, not `{{d.body.data.id}}`), what did arrive at the
 * receiver (event type, webhook-id, data.id, attempts and what the receiver answered), and the
 * target's delivery log of the endpoint the scenario registered, with the curl command that reads
 * it. The JSON report holds the same.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RunReport } from "../../conformance/src/report.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { readJson, runInProcess } from "./support.ts";

let server: TestServer;
before(async () => {
  server = await startTestServer({ PAYMENTS_VALIDATE_RESPONSES: "false", PAYMENTS_WEBHOOK_MAX_ATTEMPTS: "1" });
});
after(() => server.close());

test("a retry that never comes: the failure names the deposit, what arrived, and the endpoint's delivery log with its curl", async () => {
  const json = join(mkdtempSync(join(tmpdir(), "conformance-webhook-failure-")), "report.json");
  const { exitCode, lines } = await runInProcess(["--base-url", server.url, "--api-key", server.apiKey, "--api-secret", server.apiSecret, "--only", "rule.webhooks-retry", "--wait", "1000", "--json", json]);
  assert.equal(exitCode, 1);
  const check = readJson<RunReport>(json).checks.find((c) => c.id === "rule.webhooks-retry");
  assert.equal(check?.status, "fail");
  const [failure] = check!.failures;
  assert.equal(failure.aspect, "webhook");
  assert.doesNotMatch(failure.message, /\{\{/, "no template is left unresolved");
  const depositId = /no DEPOSIT_PAID webhook with data\.id = "([0-9A-HJKMNP-TV-Z]{26})", its first attempt answered 500, retried with the same webhook-id, arrived at http:\/\/127\.0\.0\.1:\d+\/conformance\/\S+\/fail-first within 8000 ms/.exec(failure.message)?.[1];
  assert.ok(depositId, failure.message);
  // What arrived: the one attempt, answered 500 by the receiver, of that deposit's event.
  assert.ok(Array.isArray(failure.actual) && failure.actual.length === 1, JSON.stringify(failure.actual));
  assert.match(String(failure.actual[0]), new RegExp(`^DEPOSIT_PAID webhook-id \\S+, data\\.id "${depositId}": 1 attempt, answered 500$`));
  assert.match(String(failure.expected), new RegExp(`a DEPOSIT_PAID webhook with data\\.id = "${depositId}" at .*/fail-first, its first attempt answered 500 by the receiver, then sent again with the same webhook-id`));
  // The target's delivery log of the endpoint the scenario registered, and how to read it again.
  const endpoint = /the target's delivery log of the endpoint ([0-9A-HJKMNP-TV-Z]{26})/.exec(failure.message)?.[1];
  assert.ok(endpoint, failure.message);
  assert.match(failure.curl ?? "", new RegExp(`curl -sS -i -X GET '${server.url}/v1/webhooks/${endpoint}/deliveries\\?eventType=DEPOSIT_PAID&limit=100'`));
  assert.match(failure.curl ?? "", /-H "X-Api-Secret: \$PAYMENTS_API_SECRET_RULE_WEBHOOKS_RETRY"/);
  assert.match(failure.response ?? "", /^HTTP 200 .*"eventType":"DEPOSIT_PAID","status":"failed","attempts":1,"lastStatusCode":500/);
  // The text report says the same.
  const out = lines.join("\n");
  assert.ok(out.includes(`[webhook] ${failure.message}`));
  assert.ok(out.includes(`/v1/webhooks/${endpoint}/deliveries`));
  assert.ok(!out.includes(server.apiSecret));
});
