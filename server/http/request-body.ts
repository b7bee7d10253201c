/**
 * Whether a request carries a body, decided in one place for the dispatcher's "body required"
 * check and the error middleware. A JSON body the parser read is judged by its bytes (an empty
 * chunked body is none); a body the parser did not read (no or another Content-Type), by its
 * headers (RFC 9112 6.3: a non-zero Content-Length, or Transfer-Encoding).
 */
import type { Request } from "express";
import type { FieldProblem } from "../errors.ts";
import { scanJson } from "./json-text.ts";

type CountedRequest = Request & { bodyBytes?: number };

const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The body's text, for the JSON parser's `verify`. Bytes that are not UTF-8 are refused (thrown as
 * a 400 of type `entity.utf8.invalid`, answered INVALID_JSON): decoded leniently, as the parser
 * would, they became U+FFFD and were stored, a customer's name silently changed.
 */
export function utf8Text(raw: Buffer): string {
  try {
    return STRICT_UTF8.decode(raw);
  } catch {
    throw Object.assign(new Error("the body is not valid UTF-8"), { status: 400, type: "entity.utf8.invalid" });
  }
}

/**
 * Refuses a body labelled with a charset other than UTF-8, thrown as a 415 of type
 * `charset.unsupported`. The JSON parser takes any `utf-*` label and decodes by it: a UTF-16LE body
 * of ASCII text is also valid UTF-8 (every other byte a NUL), so it passed the byte check above and
 * was read as UTF-16; JSON between systems is UTF-8 (RFC 8259 8.1).
 */
export function assertUtf8Label(charset: string): void {
  if (charset === "utf-8" || charset === "utf8") return;
  throw Object.assign(new Error(`unsupported charset ${charset}`), { status: 415, type: "charset.unsupported" });
}

/**
 * Refuses a body sent with a transfer coding other than `chunked` (`Transfer-Encoding: gzip,
 * chunked`), thrown as a 415 of type `transfer.unsupported`. Node's parser takes the chunks off
 * and hands on the coded bytes, which were then told they were not UTF-8. RFC 9112 6.1 answers an
 * unknown transfer coding with 501, which the contract does not have; 415 is what an unknown
 * Content-Encoding gets (RFC 9110 15.5.16), and the message names the header.
 */
export function assertChunkedOnly(req: Request): void {
  const coding = req.headers["transfer-encoding"];
  if (coding === undefined || coding.trim().toLowerCase() === "chunked") return;
  throw Object.assign(new Error(`unsupported transfer coding ${coding}`), { status: 415, type: "transfer.unsupported" });
}

/** `\\u` followed by a UTF-16 surrogate (D800-DFFF), the only way JSON text can carry one. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/**
 * Refuses a body whose strings or keys hold an unpaired surrogate (`"\\ud800"`), thrown as a 400
 * of type `entity.unicode.invalid`, answered INVALID_JSON. Such text is valid JSON but not I-JSON
 * (RFC 7493 2.1) and names no character: SQLite stores it as U+FFFD, so a name would change
 * without a word. Only a body with a surrogate escape is parsed a second time to find out.
 */
export function assertWellFormedUnicode(text: string): void {
  if (!SURROGATE_ESCAPE.test(text)) return;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return; // malformed: the parser answers it
  }
  // An explicit stack: the body may nest deeper than the call stack goes.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (!item.isWellFormed()) throw Object.assign(new Error("the body holds an unpaired surrogate"), { status: 400, type: "entity.unicode.invalid" });
    } else if (Array.isArray(item)) {
      for (const inner of item) pending.push(inner); // not push(...item): a wide array overflows the call
    } else if (item !== null && typeof item === "object") {
      for (const [key, inner] of Object.entries(item)) pending.push(key, inner);
    }
  }
}

/**
 * Refuses a body in which one object names a member twice (`{"amount": 10, "amount": 20}`),
 * thrown as a 400 of type `entity.json.duplicate`, answered INVALID_JSON. JSON.parse keeps the last
 * value; a proxy, a log or a signature check in front of the server may read the first, so the two
 * would act on different amounts. I-JSON (RFC 7493 2.3) forbids it. Names are compared decoded
 * (`"am\u006funt"` is `amount`). One pass over the text (json-text.ts); a malformed body is left to
 * the parser.
 */
export function assertUniqueNames(text: string): void {
  scanJson(text, {
    name(frame, name) {
      if (frame.names.has(name)) throw Object.assign(new Error(`the body names "${name}" twice in one object`), { status: 400, type: "entity.json.duplicate", member: name });
    },
  });
}

/** Called by the JSON parser's `verify` with the raw body it read. */
export function countBodyBytes(req: Request, raw: Buffer): void {
  (req as CountedRequest).bodyBytes = raw.length;
}

/** A body arrived that the JSON parser did not read (its Content-Type is not JSON, or missing). */
export function bodyUnread(req: Request): boolean {
  return (req as CountedRequest).bodyBytes === undefined && hasBody(req);
}

export function hasBody(req: Request): boolean {
  const bytes = (req as CountedRequest).bodyBytes;
  if (bytes !== undefined) return bytes > 0;
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/** The 415 message of a body that is not labelled `application/json`. */
export const NOT_JSON_BODY = "O corpo da requisição deve ser enviado como application/json.";

/** The one problem of a request without the body its operation requires. */
export const MISSING_BODY: FieldProblem = { field: "body", error: "Campo obrigatório." };
