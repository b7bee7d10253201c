/**
 * Turns express-openapi-validator's (AJV's) English errors into `details` items in Portuguese,
 * naming each field the way a client wrote it: `amount`, `customer.document`, `splits[0].percent`,
 * `limit`, `X-Api-Wallet`.
 */
import type { FieldProblem } from "../errors.ts";

export interface ValidatorIssue {
  path: string;
  message: string;
  errorCode?: string;
}

/**
 * What a value failing each of the contract's request patterns is told, keyed by the pattern as
 * the contract writes it (AJV quotes it in its message). Any other pattern is "Formato inválido.".
 */
const PATTERN_MESSAGES: [pattern: string, message: string][] = [
  [String.raw`^[0-7][0-9A-HJKMNP-TV-Z]{25}$`, "Deve ser um ULID válido."],
  [String.raw`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$`, "Deve ser uma data ISO 8601 UTC com milissegundos."],
  // Webhook URLs (`url` of CreateWebhookRequest and UpdateWebhookRequest): the scheme is http or
  // https and the text is an RFC 3986 URI (the listings answer it back as a `uri`).
  [String.raw`^[Hh][Tt][Tt][Pp][Ss]?:(?:[A-Za-z0-9._~:/?#@!$&'()*+,;=\[\]-]|%[0-9A-Fa-f]{2})*$`, "A URL deve usar http ou https e só caracteres de URI (RFC 3986): um domínio internacional na forma xn--, outros caracteres codificados com %."],
  // AddEvidenceRequest.contentBase64: canonical base64.
  [String.raw`^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{4}|[A-Za-z0-9+/][AQgw](?:==)?|[A-Za-z0-9+/]{2}[AEIMQUYcgkosw048]=?)$`, "Deve ser um conteúdo base64 válido."],
  [String.raw`^[A-Za-z0-9._:\-]+$`, "Use apenas letras sem acento, dígitos e os caracteres . _ : -"],
  [String.raw`^\+?[0-9() .\-]+$`, "Deve ser um telefone: dígitos, com + ( ) . - e espaços opcionais."],
  [String.raw`^[0-9A-Za-z./\- ]+$`, "Deve ser um CPF ou CNPJ: dígitos (e letras no CNPJ alfanumérico), com . / - opcionais."],
  [String.raw`^[^/\\\x00-\x1F\x7F-\x9F\u2028\u2029]+$`, "O nome do arquivo não pode conter /, \\, caracteres de controle nem separadores de linha."],
  // ExternalId: a wallet's external id.
  [String.raw`^[^\x00-\x20\x7F-\xA0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF](?:[^\x00-\x1F\x7F-\x9F\u2028\u2029]*[^\x00-\x20\x7F-\xA0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF])?$`, "Não pode começar nem terminar com espaço, nem ter quebra de linha ou caractere de controle."],
  // FullName (customer, Pix key holder and company names) and wallet names.
  [String.raw`^[^\x00-\x1F\x7F-\x9F\u2028\u2029]+$`, "O nome não pode conter caracteres de controle nem separadores de linha."],
];

/** A value breaking a format or pattern that has no message of its own. */
const GENERIC_FORMAT = "Formato inválido.";

const TYPE_NAMES: Record<string, string> = {
  number: "número",
  integer: "número inteiro",
  string: "texto",
  boolean: "booleano (true ou false)",
  object: "objeto",
  array: "lista",
  null: "nulo",
};

/** A validator path's segments, its location first: `/body/customer/name`, `.body.customer.name` -> body, customer, name. */
function pathParts(path: string): string[] {
  return path.replace(/^[./]/, "").split(/[./]/).filter(Boolean);
}

/** `/body/customer/document` -> `customer.document`; `/body/splits/0/id` -> `splits[0].id`. */
export function fieldName(path: string): string {
  const parts = pathParts(path);
  const location = parts.shift() ?? "body";
  if (location === "headers" || location === "header") {
    const header = parts.join("-");
    return header.toLowerCase() === "x-api-wallet" ? "X-Api-Wallet" : header;
  }
  let field = "";
  for (const part of parts) {
    if (/^\d+$/.test(part)) field += `[${part}]`;
    else field += field ? `.${part}` : part;
  }
  return field || location;
}

function firstNumber(message: string): string | undefined {
  return /(-?\d+(?:\.\d+)?)/.exec(message)?.[1];
}

function translate(keyword: string, message: string): string {
  switch (keyword) {
    case "required":
      return "Campo obrigatório.";
    case "type": {
      const type = /must be (\w+)/.exec(message)?.[1] ?? "";
      return `Deve ser do tipo ${TYPE_NAMES[type] ?? type}.`;
    }
    case "minimum":
      return `Deve ser no mínimo ${firstNumber(message)}.`;
    case "maximum":
      return `Deve ser no máximo ${firstNumber(message)}.`;
    case "exclusiveMinimum":
      return `Deve ser maior que ${firstNumber(message)}.`;
    case "exclusiveMaximum":
      return `Deve ser menor que ${firstNumber(message)}.`;
    case "minLength": {
      const n = firstNumber(message);
      return `Deve ter no mínimo ${n} ${n === "1" ? "caractere" : "caracteres"}.`;
    }
    case "maxLength":
      return `Deve ter no máximo ${firstNumber(message)} caracteres.`;
    case "minItems":
      return `Deve ter no mínimo ${firstNumber(message)} itens.`;
    case "maxItems":
      return `Deve ter no máximo ${firstNumber(message)} itens.`;
    case "maxProperties":
      return `Deve ter no máximo ${firstNumber(message)} chaves.`;
    case "pattern":
      return PATTERN_MESSAGES.find(([pattern]) => message.includes(`"${pattern}"`))?.[1] ?? GENERIC_FORMAT;
    case "format": {
      const format = /format "([^"]+)"/.exec(message)?.[1];
      // Every integer the contract takes has a minimum of its own, told first (rankOf), so a value
      // is told its int32 format only when it is above 2147483647 (a `page` of 2147483648).
      if (format === "int32") return "Deve ser no máximo 2147483647.";
      if (format === "email") return "Deve ser um e-mail válido.";
      if (format === "uri" || format === "url") return "Deve ser uma URL absoluta.";
      if (format === "date-time") return "Deve ser uma data e hora ISO 8601 com fuso (ex.: 2026-11-21T14:03:07.123Z).";
      return GENERIC_FORMAT;
    }
    case "enum": {
      const values = /allowed values: (.*)$/.exec(message)?.[1];
      return values ? `Deve ser um dos valores: ${values}.` : "Valor não permitido.";
    }
    case "const":
      return "Valor não permitido.";
    case "malformedUri":
      // Every path parameter of the contract is a ULID (route-lookup.ts names the one that failed).
      return "Deve ser um ULID válido: o caminho traz uma codificação percentual inválida (%).";
    case "additionalProperties":
    case "unevaluatedProperties":
      // Unknown query parameters never get here: the query screen (query-screen.ts) names them.
      return "Campo desconhecido.";
    default:
      return "Valor inválido.";
  }
}

/**
 * The problem a field is told about when its value breaks several rules: the most basic one (a
 * value of the wrong type is not also told its length), then the one that says most about the
 * value. A value not of its `format` at all is told that, not its `pattern`, which narrows the
 * format (a webhook `url` without a scheme is "not an absolute URL", not "not http"); an integer
 * above the maximum is told the maximum, not that it does not fit 32 bits.
 */
function rankOf(keyword: string, message: string, error: string, empty: boolean): number {
  switch (keyword) {
    case "required":
      return 0;
    case "type":
    case "additionalProperties":
    case "unevaluatedProperties":
      return 1;
    case "enum":
    case "const":
      return 2;
    case "format":
      // A 32-bit bound says less than the field's own minimum or maximum, when it has them.
      return error === GENERIC_FORMAT || /format "int(32|64)"/.test(message) ? 6 : 3;
    case "pattern":
      return error === GENERIC_FORMAT ? 7 : 4;
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum":
      return 5;
    case "minLength":
      // An empty text is told it is empty, not what characters it may hold: a name's pattern
      // (one or more characters, none a control character) fails "" too, and told a blank name
      // that it holds control characters.
      return empty || firstNumber(message) === "1" ? 2 : 6;
    case "maxLength":
    case "minItems":
    case "maxItems":
    case "maxProperties":
      return 6;
    default:
      return 8;
  }
}

/** Whether the request body holds an empty text at a validator path (`/body/customer/name`). */
function emptyTextAt(body: unknown, path: string): boolean {
  const parts = pathParts(path);
  if (parts.shift() !== "body") return false;
  let node = body;
  for (const part of parts) {
    if (!node || typeof node !== "object" || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return node === "";
}

/**
 * One Portuguese `details` item per field, in the order the validator first named each field,
 * holding the problem `rankOf` puts first. `body` is the request body the issues are about, when
 * known.
 */
export function toFieldProblems(issues: ValidatorIssue[], body?: unknown): FieldProblem[] {
  const byField = new Map<string, { error: string; rank: number }>();
  for (const issue of issues) {
    const keyword = issue.errorCode?.split(".")[0] ?? "";
    if (keyword === "oneOf" || keyword === "anyOf" || keyword === "if") continue;
    const field = fieldName(issue.path);
    const error = translate(keyword, issue.message);
    const rank = rankOf(keyword, issue.message, error, keyword === "minLength" && emptyTextAt(body, issue.path));
    const held = byField.get(field);
    if (!held || rank < held.rank) byField.set(field, { error, rank });
  }
  return [...byField].map(([field, { error }]) => ({ field, error }));
}
