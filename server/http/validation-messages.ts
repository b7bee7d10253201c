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

const ULID_PATTERN = "^[0-7][0-9A-HJKMNP-TV-Z]{25}$";
const TIMESTAMP_PATTERN = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$";
/** Webhook URLs (`url` of CreateWebhookRequest and UpdateWebhookRequest): the scheme is http or https. */
const HTTP_URL_PATTERN = "^[Hh][Tt][Tt][Pp][Ss]?:";
/** AddEvidenceRequest.contentBase64: canonical base64. */
const BASE64_PATTERN = "^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{4}|[A-Za-z0-9+/][AQgw](?:==)?|[A-Za-z0-9+/]{2}[AEIMQUYcgkosw048]=?)$";

const TYPE_NAMES: Record<string, string> = {
  number: "número",
  integer: "número inteiro",
  string: "texto",
  boolean: "booleano (true ou false)",
  object: "objeto",
  array: "lista",
  null: "nulo",
};

/** `/body/customer/document` -> `customer.document`; `/body/splits/0/id` -> `splits[0].id`. */
export function fieldName(path: string): { location: string; field: string } {
  const parts = path.replace(/^[./]/, "").split(/[./]/).filter(Boolean);
  const location = parts.shift() ?? "body";
  if (location === "headers" || location === "header") {
    const header = parts.join("-");
    return { location: "header", field: header.toLowerCase() === "x-api-wallet" ? "X-Api-Wallet" : header };
  }
  let field = "";
  for (const part of parts) {
    if (/^\d+$/.test(part)) field += `[${part}]`;
    else field += field ? `.${part}` : part;
  }
  return { location, field: field || (location === "body" ? "body" : location) };
}

function firstNumber(message: string): string | undefined {
  return /(-?\d+(?:\.\d+)?)/.exec(message)?.[1];
}

function translate(keyword: string, message: string, location: string): string {
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
    case "pattern":
      if (message.includes(ULID_PATTERN)) return "Deve ser um ULID válido.";
      if (message.includes(TIMESTAMP_PATTERN)) return "Deve ser uma data ISO 8601 UTC com milissegundos.";
      if (message.includes(HTTP_URL_PATTERN)) return "A URL deve usar http ou https.";
      if (message.includes(BASE64_PATTERN)) return "Deve ser um conteúdo base64 válido.";
      return "Formato inválido.";
    case "format": {
      const format = /format "([^"]+)"/.exec(message)?.[1];
      if (format === "email") return "Deve ser um e-mail válido.";
      if (format === "uri" || format === "url") return "Deve ser uma URL absoluta.";
      if (format === "date-time") return "Deve ser uma data e hora ISO 8601 com fuso (ex.: 2026-11-21T14:03:07.123Z).";
      return "Formato inválido.";
    }
    case "enum": {
      const values = /allowed values: (.*)$/.exec(message)?.[1];
      return values ? `Deve ser um dos valores: ${values}.` : "Valor não permitido.";
    }
    case "const":
      return "Valor não permitido.";
    case "additionalProperties":
    case "unevaluatedProperties":
      return location === "query" ? "Parâmetro desconhecido." : "Campo desconhecido.";
    default:
      return "Valor inválido.";
  }
}

/**
 * One Portuguese `details` item per distinct field problem, in the validator's order. A field that
 * is not of its `format` at all gets that one item, not also its `pattern`'s: the pattern narrows
 * the format (a webhook `url` without a scheme is "not an absolute URL", not "not http").
 */
export function toFieldProblems(issues: ValidatorIssue[]): FieldProblem[] {
  const out: (FieldProblem & { keyword: string })[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    const keyword = issue.errorCode?.split(".")[0] ?? "";
    if (keyword === "oneOf" || keyword === "anyOf" || keyword === "if") continue;
    let { location, field } = fieldName(issue.path);
    // Unknown query parameters come as `Unknown query parameter 'x'` on the query object itself.
    const unknownParam = /Unknown query parameter '([^']+)'/.exec(issue.message);
    if (unknownParam) {
      field = unknownParam[1];
      location = "query";
    }
    const error = unknownParam ? "Parâmetro desconhecido." : translate(keyword, issue.message, location);
    const key = `${field}|${error}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ field, error, keyword });
  }
  const notOfFormat = new Set(out.filter((p) => p.keyword === "format").map((p) => p.field));
  return out.filter((p) => !(p.keyword === "pattern" && notOfFormat.has(p.field))).map(({ field, error }) => ({ field, error }));
}
