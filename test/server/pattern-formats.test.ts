/**
 * The validator checks some contract patterns with a hand-written function (server/http/
 * pattern-formats.ts): each function must say exactly what its pattern says, and the server must
 * still refuse to send an answer that breaks it.
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import Database from "better-sqlite3";
import fc from "fast-check";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PATTERN_FORMATS } from "../../server/http/pattern-formats.ts";
import { loadOpenApiDocument } from "../../server/http/openapi-document.ts";
import { CUSTOMER, ref, startTestServer, type TestServer } from "../helpers/server.ts";

describe("pattern formats", () => {
  test("every pattern replaced is one the contract has", () => {
    const text = loadOpenApiDocument().jsonText;
    for (const { pattern } of PATTERN_FORMATS) assert.ok(text.includes(JSON.stringify(pattern)), pattern);
  });

  for (const { pattern, format, validate } of PATTERN_FORMATS) {
    test(`${format} agrees with ${pattern}`, () => {
      const regexp = new RegExp(pattern, "u");
      // Strings near the pattern: a prefix (right, cut or wrong), then base64 characters mixed
      // with '=', other ASCII and non-ASCII characters.
      const prefix = fc.constantFrom("data:image/png;base64,", "data:image/png;base64", "data:image/jpeg;base64,", "", "DATA:image/png;base64,");
      const body = fc.array(fc.oneof(fc.constantFrom(..."ABCXYZabcxyz0189+/="), fc.constantFrom("=", "-", "_", " ", "\n", "é", "€", "\u{1F600}", "\u0141", "\u012b", "\ud841"), fc.string({ maxLength: 2 })), { maxLength: 40 }).map((parts) => parts.join(""));
      fc.assert(
        fc.property(prefix, body, (p, b) => validate(p + b) === regexp.test(p + b)),
        { numRuns: 20_000 },
      );
      // Real base64 (which a fast path may decide alone), as Node writes it or changed in one
      // place: a character replaced, inserted or removed, the padding cut or lengthened.
      const encoded = fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString("base64"));
      const edit = fc.record({ at: fc.nat(), op: fc.constantFrom("keep", "replace", "insert", "delete", "unpad", "pad"), c: fc.constantFrom(..."A/+=-_ \n\u00e9\u20ac\u0000\u0141\u012b\u0161", "\ud841") });
      const edited = fc.tuple(encoded, edit).map(([text, { at, op, c }]) => {
        const i = text.length === 0 ? 0 : at % text.length;
        if (op === "replace") return text.slice(0, i) + c + text.slice(i + 1);
        if (op === "insert") return text.slice(0, i) + c + text.slice(i);
        if (op === "delete") return text.slice(0, i) + text.slice(i + 1);
        if (op === "unpad") return text.replace(/=+$/, "");
        if (op === "pad") return `${text}=`;
        return text;
      });
      fc.assert(
        fc.property(prefix, edited, (p, b) => validate(p + b) === regexp.test(p + b)),
        { numRuns: 20_000 },
      );
      const long = Buffer.alloc(70_000, 7).toString("base64");
      for (const s of ["data:image/png;base64,", "data:image/png;base64,=", "data:image/png;base64,A=", "data:image/png;base64,A=A", "data:image/png;base64,AAAA==\n", "data:image/png;base64,QQ==QQ==", `data:image/png;base64,${long}`, `data:image/png;base64,${long}!`]) {
        assert.equal(validate(s), regexp.test(s), JSON.stringify(s));
      }
    });
  }
});

describe("the validator still enforces the QR image pattern on answers", () => {
  let server: TestServer;
  let dir: string;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), "pattern-formats-"));
    server = await startTestServer({ PAYMENTS_DB: join(dir, "db.sqlite") });
  });
  after(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test("a stored image outside the pattern makes the read a 500, not an invalid answer", async () => {
    const created = await server.api("POST", "/v1/deposits", { amount: 150, customer: CUSTOMER, reference: ref("img") });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const id = created.body.data.id as string;
    assert.equal((await server.api("GET", `/v1/deposits/${id}`)).status, 200);
    const db = new Database(join(dir, "db.sqlite"));
    try {
      db.prepare("UPDATE deposits SET qr_image = ? WHERE id = ?").run(`${created.body.data.qrCode.imageEncoded}!`, id);
    } finally {
      db.close();
    }
    const read = await server.api("GET", `/v1/deposits/${id}`);
    assert.equal(read.status, 500, JSON.stringify(read.body));
    assert.equal(read.body.error.code, "INTERNAL_ERROR");
  });
});
