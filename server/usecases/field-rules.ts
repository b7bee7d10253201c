/**
 * The field rules a schema cannot state (decimals of an amount in its currency, CPF and CNPJ check
 * digits, a phone that can exist, a Pix key's kind, an address valid on its network, the split's
 * sum, metadata's limits), run on a body that already failed the contract's schema, so that one
 * answer lists every field that failed (reference part 7: "details list the fields") and not the
 * schema's fields first and these only after the client fixed those. Each rule runs only where the
 * field has the type the schema asks for; the use cases run the same rules on a valid body. Rules
 * that need the account (balance, fees, wallets, a destination's existence) are not here: they
 * stay with the use case, once the body is valid.
 */
import type { FieldProblem } from "../errors.ts";
import { parsePixKey } from "../domain/pix-key.ts";
import { checkedDocument, checkedName, checkedPhone } from "./customers.ts";
import { planSplits } from "./deposits.ts";
import { amountMinor, checkedAddress, checkMetadata, INVALID_PIX_KEY } from "./payment-common.ts";

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body => typeof value === "object" && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

function customerRules(value: unknown, problems: FieldProblem[]): void {
  if (!isObject(value)) return;
  if (typeof value.document === "string") checkedDocument(value.document, "customer.document", problems);
  if (typeof value.phone === "string") checkedPhone(value.phone, "customer.phone", problems);
  if (typeof value.name === "string") checkedName(value.name, "customer.name", problems);
}

function commonRules(body: Body, problems: FieldProblem[]): void {
  customerRules(body.customer, problems);
  if (isObject(body.metadata)) checkMetadata(body.metadata, problems);
}

/** An address is checked for its network only once the schema took the network. */
function addressRules(body: Body, problems: FieldProblem[], accepted: Accepted): void {
  if (typeof body.network === "string" && accepted("network") && typeof body.address === "string") checkedAddress(body.network, body.address, problems);
}

/** Whether the schema found nothing wrong with a field (its value is then one the contract allows). */
type Accepted = (field: string) => boolean;

const RULES: Record<string, (body: Body, problems: FieldProblem[], accepted: Accepted) => void> = {
  createDeposit(body, problems) {
    if (isNumber(body.amount)) amountMinor(body.amount, "brl", "amount", problems);
    commonRules(body, problems);
    const splits = body.splits;
    if (Array.isArray(splits) && splits.every((line) => isObject(line) && typeof line.id === "string" && isNumber(line.percent))) {
      planSplits(splits as { id: string; percent: number }[], problems);
    }
  },
  createWithdrawal(body, problems, accepted) {
    // Its kind as the body names it (the use case refuses both kinds at once; explainBody says so).
    const pix = "pixKey" in body;
    if (isNumber(body.amount)) amountMinor(body.amount, pix ? "brl" : "usdt", "amount", problems);
    commonRules(body, problems);
    if (typeof body.pixKey === "string" && !parsePixKey(body.pixKey)) problems.push({ field: "pixKey", error: INVALID_PIX_KEY });
    if (!pix) addressRules(body, problems, accepted);
  },
  createConversion(body, problems, accepted) {
    if (isNumber(body.amount) && accepted("currency")) amountMinor(body.amount, body.currency === "BRL" ? "brl" : "usdt", "amount", problems);
    commonRules(body, problems);
    addressRules(body, problems, accepted);
  },
  createCryptoDeposit(body, problems) {
    if (isNumber(body.expectedAmount)) amountMinor(body.expectedAmount, "usdt", "expectedAmount", problems);
    commonRules(body, problems);
  },
};

/** Whether `a` is `b`, or a field inside it, or the other way round (`customer` and `customer.document`). */
function overlaps(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}.`) || a.startsWith(`${b}[`) || b.startsWith(`${a}.`) || b.startsWith(`${a}[`);
}

/**
 * The problems the operation's field rules find in a body the schema refused, leaving out the
 * fields the schema's problems (`reported`) already name, or lie in or around.
 */
export function moreFieldProblems(operationId: string, body: unknown, reported: FieldProblem[]): FieldProblem[] {
  const rules = RULES[operationId];
  if (!rules || !isObject(body)) return [];
  const accepted: Accepted = (field) => !reported.some((r) => r.field === "body" || overlaps(field, r.field));
  const found: FieldProblem[] = [];
  rules(body, found, accepted);
  return found.filter((problem) => accepted(problem.field));
}
