/** How a failing check's problems are reported: a wrong status first, and each problem once. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { reportedFailures, type Failure } from "../../conformance/src/model.ts";

test("a wrong HTTP status is reported first, and a problem found twice in one answer once", () => {
  const curl = "curl -X POST 'http://127.0.0.1:3000/v1/deposits'";
  const failures: Failure[] = [
    { aspect: "invariant", message: "data.reference must echo the request's reference", expected: "a", actual: "b", curl },
    { aspect: "invariant", message: "data.amount must echo the request's amount", expected: 1, actual: 2, curl },
    { aspect: "status", message: 'HTTP status of "Invalid amount"', expected: 422, actual: 200, curl },
    { aspect: "echo", message: "data.reference must echo the request's reference", expected: "a", actual: "b", curl },
    { aspect: "invariant", message: "data.reference must echo the request's reference", curl: "curl -X GET 'http://127.0.0.1:3000/v1/deposits/01M'" },
  ];
  assert.deepEqual(
    reportedFailures(failures).map((f) => `${f.aspect}: ${f.message}${f.curl === curl ? "" : " (another request)"}`),
    [
      'status: HTTP status of "Invalid amount"',
      "invariant: data.reference must echo the request's reference",
      "invariant: data.amount must echo the request's amount",
      "invariant: data.reference must echo the request's reference (another request)",
    ],
  );
  assert.deepEqual(reportedFailures([]), []);
});
