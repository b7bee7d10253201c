/**
 * The client covers the contract: every operation of generated/openapi.json (webhook entries
 * excluded) has a resource method, and calling that method sends the operation's HTTP method and
 * path with the credentials. The request fields that are optional because of their default are
 * exactly the contract's defaulted, non-required ones (the list below, checked against the
 * contract at run time and against the client's input types at compile time).
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { createPaymentsClient, OPERATION_METHODS, type PaymentsClient } from "../../clients/typescript/src/index.ts";
import type { InputOf, OperationId } from "../../clients/typescript/src/types.ts";
import { loadOpenApi } from "../helpers/contract.ts";

type Json = any;
const doc: Json = loadOpenApi();
const schemas: Record<string, Json> = doc.components.schemas;
const ID = "01ARZ3NDEKTSV4RRFFQ69G5FAV";

/** Request fields with a default in the contract and absent from its `required` list. */
const DEFAULTED_REQUEST_FIELDS = {
  createDeposit: ["expiresIn"],
  createConversion: ["expiresIn"],
  createCryptoDeposit: ["expiresIn"],
  createWebhook: ["enabled"],
  sandboxPayConversion: ["outcome"],
  sandboxOpenInfraction: ["reason"],
} as const satisfies { [K in OperationId]?: readonly (keyof InputOf<K>)[] };

// Compile-time half: each listed field is optional in what the client's method takes.
type Defaulted = typeof DEFAULTED_REQUEST_FIELDS;
type OptionalIn<T, F extends PropertyKey> = T extends unknown ? ({} extends Pick<T, F & keyof T> ? true : false) : never;
type AllOptional = { [K in keyof Defaulted]: OptionalIn<NonNullable<InputOf<K>>, Defaulted[K][number]> }[keyof Defaulted];
const defaultedFieldsAreOptional: [AllOptional] extends [true] ? true : never = true;
void defaultedFieldsAreOptional;

interface Operation {
  operationId: string;
  method: string;
  path: string;
  hasBody: boolean;
  bodySchema?: Json;
}

function operations(): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    for (const [method, op] of Object.entries<Json>(item)) {
      if (!op?.operationId) continue;
      const schema = op.requestBody?.content?.["application/json"]?.schema;
      out.push({ operationId: op.operationId, method: method.toUpperCase(), path, hasBody: Boolean(op.requestBody), bodySchema: schema });
    }
  }
  return out;
}

const deref = (s: Json): Json => (s?.$ref ? schemas[s.$ref.split("/").pop()] : s);

type ResourceMethod = (...args: unknown[]) => Promise<unknown>;
/** The client's method for an operation (OPERATION_METHODS), or undefined. */
function methodOf(client: PaymentsClient, operationId: string): ResourceMethod | undefined {
  const [resource, name] = (OPERATION_METHODS as Record<string, string>)[operationId].split(".") as [string, string];
  return (client as unknown as Record<string, Record<string, ResourceMethod> | undefined>)[resource]?.[name];
}

describe("coverage of the contract", () => {
  const ops = operations();

  test("the contract's webhook entries are not operations of the client", () => {
    assert.ok(Object.keys(doc.webhooks).length > 0);
    const webhookOperationIds = Object.values<Json>(doc.webhooks).map((w) => w.post.operationId);
    for (const id of webhookOperationIds) assert.ok(!(id in OPERATION_METHODS), id);
  });

  test("every operation has a resource method and every mapped operation exists", () => {
    const inContract = ops.map((o) => o.operationId).sort();
    assert.ok(inContract.length >= 50, `only ${inContract.length} operations read`);
    assert.deepEqual(Object.keys(OPERATION_METHODS).sort(), inContract);
    const client = createPaymentsClient({ baseUrl: "http://127.0.0.1:9", apiKey: "k", apiSecret: "s" });
    for (const [operationId, method] of Object.entries(OPERATION_METHODS)) assert.equal(typeof methodOf(client, operationId), "function", `${operationId} -> ${method}`);
  });

  test("each resource method sends its operation's method and path, with the credentials and wallet", async () => {
    const sent: Request[] = [];
    const fetch = async (request: Request) => {
      sent.push(request);
      // A well-formed success envelope; what matters here is the request.
      return Response.json({ success: true, data: { id: ID, items: [], total: 0, page: 1, limit: 20 } });
    };
    const base = createPaymentsClient({ baseUrl: "http://payments.test", apiKey: "key-1", apiSecret: "secret-1", fetch, retry: false });
    for (const [label, client, wallet] of [
      ["main account", base, null],
      ["wallet", base.withWallet("01J0WALLET000000000000000A"), "01J0WALLET000000000000000A"],
    ] as const) {
      for (const op of ops) {
        const method = OPERATION_METHODS[op.operationId as keyof typeof OPERATION_METHODS];
        const fn = methodOf(client, op.operationId)!;
        // Resource methods take (id?, body | query?): the path id first, then the body or the query.
        const args: unknown[] = [];
        if (op.path.includes("{id}")) args.push(ID);
        if (op.hasBody) args.push({ marker: op.operationId });
        const before = sent.length;
        await fn(...args);
        assert.equal(sent.length, before + 1, `${label}: ${method} sent ${sent.length - before} requests`);
        const request = sent.at(-1)!;
        assert.equal(request.method, op.method, `${label}: ${method}`);
        assert.equal(new URL(request.url).pathname, op.path.replace("{id}", ID), `${label}: ${method}`);
        assert.equal(request.headers.get("x-api-key"), "key-1");
        assert.equal(request.headers.get("x-api-secret"), "secret-1");
        assert.equal(request.headers.get("x-api-wallet"), wallet, `${label}: ${method}`);
        if (op.hasBody) {
          assert.deepEqual(await request.json(), { marker: op.operationId }, `${label}: ${method} body`);
          assert.match(request.headers.get("content-type") ?? "", /^application\/json/);
        }
      }
    }
  });

  test("every method that takes an id rejects an empty one (or . or ..) with a TypeError, sending nothing", async () => {
    // GET /v1/deposits/ is the listing: sent, its page would come back typed as one deposit.
    const sent: string[] = [];
    const counting = createPaymentsClient({
      baseUrl: "http://payments.test",
      apiKey: "k",
      apiSecret: "s",
      retry: false,
      fetch: async (request) => {
        sent.push(request.url);
        return Response.json({ success: true, data: { items: [], total: 0, page: 1, limit: 1 } });
      },
    });
    const withId = ops.filter((op) => op.path.includes("{id}"));
    assert.ok(withId.length >= 30, `operations with an id: ${withId.length}`);
    const calls: [string, () => Promise<unknown>][] = [["webhooks.iterateDeliveries", () => counting.webhooks.iterateDeliveries("").next()]];
    for (const op of withId) {
      const fn = methodOf(counting, op.operationId)!;
      for (const id of ["", ".", ".."]) calls.push([`${OPERATION_METHODS[op.operationId as keyof typeof OPERATION_METHODS]}(${JSON.stringify(id)})`, () => fn(id, {})]);
    }
    for (const [name, call] of calls) {
      let promise: Promise<unknown> | undefined;
      assert.doesNotThrow(() => (promise = call()), `${name} rejects, it does not throw`);
      await assert.rejects(promise!, (e: unknown) => e instanceof TypeError && /an id is required/.test(e.message), name);
    }
    assert.deepEqual(sent, []);
    assert.equal((await counting.deposits.list({ limit: 1 })).limit, 1, "the counting client does send requests");
    assert.equal(sent.length, 1);
  });

  test("an empty wallet id is a TypeError, not the main account", () => {
    const client = createPaymentsClient({ baseUrl: "http://payments.test", apiKey: "k", apiSecret: "s" });
    assert.throws(() => client.withWallet(""), TypeError);
    assert.throws(() => createPaymentsClient({ baseUrl: "http://payments.test", apiKey: "k", apiSecret: "s", walletId: "" }), TypeError);
  });

  test("a base URL ending in /v1 is a TypeError naming the fix, not a bare 404 on /v1/v1/...", () => {
    for (const baseUrl of ["http://payments.test/v1", "http://payments.test/v1/", "https://payments.test/api/V1"]) {
      assert.throws(() => createPaymentsClient({ baseUrl, apiKey: "k", apiSecret: "s" }), (e: unknown) => e instanceof TypeError && /without \/v1/.test(e.message), baseUrl);
    }
    for (const baseUrl of ["http://payments.test", "http://payments.test/", "http://payments.test/api", "http://payments.test/v10"]) {
      assert.doesNotThrow(() => createPaymentsClient({ baseUrl, apiKey: "k", apiSecret: "s" }), baseUrl);
    }
  });

  test("query parameters reach the URL", async () => {
    let url = "";
    const client = createPaymentsClient({
      baseUrl: "http://payments.test",
      apiKey: "k",
      apiSecret: "s",
      fetch: async (request) => {
        url = request.url;
        return Response.json({ success: true, data: { items: [], total: 0, page: 2, limit: 5 } });
      },
    });
    await client.deposits.list({ page: 2, limit: 5, status: "paid", createdFrom: "2026-01-01T00:00:00.000Z" });
    const query = new URL(url).searchParams;
    assert.deepEqual(Object.fromEntries(query), { page: "2", limit: "5", status: "paid", createdFrom: "2026-01-01T00:00:00.000Z" });
  });

  test("request fields made optional for their default are exactly the contract's defaulted, non-required ones", () => {
    const expected: Record<string, string[]> = {};
    for (const op of ops) {
      const schema = deref(op.bodySchema);
      if (!schema) continue;
      const variants = schema.anyOf ?? schema.oneOf ? (schema.anyOf ?? schema.oneOf).map(deref) : [schema];
      const fields = variants.flatMap((v: Json) =>
        Object.entries<Json>(v.properties ?? {})
          .filter(([name, p]) => (p.default !== undefined || deref(p)?.default !== undefined) && !(v.required ?? []).includes(name))
          .map(([name]) => name),
      );
      if (fields.length > 0) expected[op.operationId] = fields.sort();
    }
    const actual = Object.fromEntries(Object.entries(DEFAULTED_REQUEST_FIELDS).map(([k, v]) => [k, [...v].sort()]));
    assert.deepEqual(actual, expected);
  });
});
