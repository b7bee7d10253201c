/**
 * POST /v1/withdrawals takes a `oneOf` of two shapes, and AJV reports a failed `oneOf` as the
 * errors of both branches. This re-validates the body against the branch its fields point to
 * (`pixKey` -> Pix, `network`/`address` -> USDT) so `details` names only what is really wrong.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { validatorFormats } from "./pattern-formats.ts";
import { validationError, type AppError, type FieldProblem } from "../errors.ts";
import { toFieldProblems } from "./validation-messages.ts";

const DOC_ID = "https://payments-api.local/openapi.json";
const KIND_MEMBERS = new Set(["pixKey", "network", "address"]);

/** Which kinds of withdrawal a body names: Pix by `pixKey`, USDT by `network` or `address`. */
function namedWithdrawalKinds(body: object): { pix: boolean; usdt: boolean } {
  return { pix: "pixKey" in body, usdt: "network" in body || "address" in body };
}

/** DESIGN: "`pixKey` means Pix, `network` + `address` means USDT; both or neither is a VALIDATION_ERROR." */
const BOTH_WITHDRAWAL_KINDS: FieldProblem = { field: "pixKey", error: "Informe pixKey (saque Pix) ou network e address (saque USDT), não ambos." };

export function createBodyExplainer(doc: { components?: unknown }): (operationId: string, body: unknown) => AppError | undefined {
  // Compiled on first use, from the components only: nothing to pay at start.
  let validators: { pix: ValidateFunction; usdt: ValidateFunction } | undefined;
  const compile = () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    for (const [name, format] of Object.entries(validatorFormats())) ajv.addFormat(name, format as never);
    ajv.addSchema({ $id: DOC_ID, components: doc.components });
    return {
      pix: ajv.compile({ $ref: `${DOC_ID}#/components/schemas/PixWithdrawalRequest` }),
      usdt: ajv.compile({ $ref: `${DOC_ID}#/components/schemas/UsdtWithdrawalRequest` }),
    };
  };

  const problemsOf = (validate: ValidateFunction, body: unknown): FieldProblem[] => {
    if (validate(body)) return [];
    const issues = (validate.errors ?? []).map((e: ErrorObject) => {
      // A missing member, or one the closed body does not name, is the field itself.
      const { missingProperty, additionalProperty } = e.params as { missingProperty?: string; additionalProperty?: string };
      const member = missingProperty ?? additionalProperty;
      // The allowed values are appended as express-openapi-validator appends them to its own
      // enum errors, so both paths give the same message ("Deve ser um dos valores: TRX, ETH.").
      const allowed = e.keyword === "enum" ? (e.params as { allowedValues?: unknown[] }).allowedValues : undefined;
      const message = allowed ? `${e.message}: ${allowed.join(", ")}` : (e.message ?? "");
      return { path: `/body${e.instancePath}${member ? `/${member}` : ""}`, message, errorCode: `${e.keyword}.openapi.validation` };
    });
    return toFieldProblems(issues, body);
  };

  return (operationId, body) => {
    if (operationId !== "createWithdrawal" || !body || typeof body !== "object" || Array.isArray(body)) return undefined;
    const { pix: hasPix, usdt: hasUsdt } = namedWithdrawalKinds(body);
    validators ??= compile();
    if (hasPix === hasUsdt) {
      // Which withdrawal is meant is unknown, but a problem both shapes find (a missing amount or
      // reference, a bad customer) is one whichever it is: listed too, so one answer names them all.
      const variant = hasPix
        ? BOTH_WITHDRAWAL_KINDS
        : { field: "pixKey", error: "Informe pixKey para um saque Pix, ou network e address para um saque USDT." };
      // Matched by field: an amount over both variants' maxima is wrong either way, though each
      // variant states its own maximum (the Pix one is given).
      // The kinds' own members (pixKey, network, address) are what `variant` is about: each
      // variant calls the other's unknown, which says nothing more.
      const asUsdt = new Set(problemsOf(validators.usdt, body).map((p) => p.field));
      const shared = problemsOf(validators.pix, body).filter((p) => asUsdt.has(p.field) && !KIND_MEMBERS.has(p.field));
      return validationError([variant, ...shared]);
    }
    const problems = problemsOf(hasPix ? validators.pix : validators.usdt, body);
    return problems.length > 0 ? validationError(problems) : undefined;
  };
}
