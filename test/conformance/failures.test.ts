/** How a failing check's problems are reported: per answer, a wrong status first, each problem once. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { reportedFailures, type Failure } from "../../conformance/src/model.ts";

const post = { curl: "curl -X POST 'http://127.0.0.1:3000/v1/deposits'", response: 'HTTP 200 application/json {"success":true}' };
const get = { curl: "curl -X GET 'http://127.0.0.1:3000/v1/deposits/01M'", response: 'HTTP 404 application/json {"success":false}' };

test("within one answer a wrong HTTP status comes first; answers stay in the order found", () => {
  const failures: Failure[] = [
    { aspect: "invariant", message: "data.amount must echo the request's amount", expected: 1, actual: 2, ...post },
    { aspect: "status", message: 'HTTP status of "Invalid amount"', expected: 422, actual: 200, ...post },
    { aspect: "fact", message: "data.status must equal paid", expected: "paid", actual: "pending", ...get },
    { aspect: "status", message: "read: unexpected HTTP status", expected: 200, actual: 404, ...get },
  ];
  assert.deepEqual(
    reportedFailures(failures).map((f) => f.message),
    ['HTTP status of "Invalid amount"', "data.amount must echo the request's amount", "read: unexpected HTTP status", "data.status must equal paid"],
  );
});

test("the echo rule and the invariants finding the same field with the same values in one answer are reported once", () => {
  // The messages as the echo rule (catalog/examples.ts) and the invariants (invariants.ts) word them.
  const failures: Failure[] = [
    { aspect: "invariant", message: "data.reference must echo the request's reference", expected: "a", actual: "b", ...post },
    { aspect: "echo", message: "data.reference must echo the request's body.reference", expected: "a", actual: "b", ...post },
    { aspect: "invariant", message: "data.reference must echo the request's reference", expected: "a", actual: "b", ...post, response: "HTTP 200 application/json {}" },
    { aspect: "echo", message: "data.metadata must echo the request's body.metadata", expected: {}, actual: null, ...post },
  ];
  assert.deepEqual(
    reportedFailures(failures).map((f) => `${f.aspect}: ${f.message}`),
    ["invariant: data.reference must echo the request's reference", "echo: data.metadata must echo the request's body.metadata", "invariant: data.reference must echo the request's reference"],
    "the third is another answer to the same request (a replay), so it stays",
  );
  assert.deepEqual(reportedFailures([]), []);
});
