/**
 * Customer input to the stored snapshot: document unformatted and check-digit verified (CPF, CNPJ,
 * alphanumeric CNPJ), phone as `+` and digits, and a stable id per document within the company.
 */
import { documentKind, isValidCnpj, normalizeDocument } from "../domain/documents.ts";
import { normalizePhone } from "../domain/phone.ts";
import type { FieldProblem } from "../errors.ts";
import type { Repositories } from "../store/repositories.ts";
import type { CustomerSnapshot } from "../store/records.ts";

export interface CustomerInput {
  name: string;
  email?: string;
  phone?: string;
  document: string;
}

export interface NormalizedCustomer {
  name: string;
  email?: string;
  phone?: string;
  document: string;
}

/** A CPF or CNPJ, unformatted; a problem on `field` unless its check digits hold. */
export function checkedDocument(input: string, field: string, problems: FieldProblem[]): string {
  const document = normalizeDocument(input);
  if (!documentKind(document)) problems.push({ field, error: "CPF ou CNPJ inválido." });
  return document;
}

/** A company's or a wallet holder's tax id: a CNPJ, unformatted (a CPF is a problem on `field`). */
export function checkedCnpj(input: string, field: string, problems: FieldProblem[]): string {
  const cnpj = normalizeDocument(input);
  if (!isValidCnpj(cnpj)) problems.push({ field, error: "CNPJ inválido." });
  return cnpj;
}

/** A phone as `+` and digits, or undefined with a problem on `field`. */
export function checkedPhone(input: string, field: string, problems: FieldProblem[]): string | undefined {
  const phone = normalizePhone(input);
  if (!phone) problems.push({ field, error: "Telefone inválido: informe DDD e número, com ou sem +55." });
  return phone;
}

/**
 * A name with its spaces collapsed; a problem on `field` when under 2 characters. U+FEFF inside
 * the name is kept: JavaScript's `\s` counts it, but it is no space (Unicode White_Space) and shows
 * as nothing, so "Hen\uFEFFrique" had been stored as "Hen rique".
 */
export function checkedName(input: string, field: string, problems: FieldProblem[]): string {
  const name = input.trim().replace(/[^\S\uFEFF]+/g, " ");
  if (name.length < 2) problems.push({ field, error: "Deve ter no mínimo 2 caracteres." });
  return name;
}

/** Normalises and checks; problems name fields under `prefix` (`customer.document`). */
export function normalizeCustomer(input: CustomerInput, prefix: string, problems: FieldProblem[]): NormalizedCustomer {
  const document = checkedDocument(input.document, `${prefix}.document`, problems);
  const phone = input.phone === undefined ? undefined : checkedPhone(input.phone, `${prefix}.phone`, problems);
  const name = checkedName(input.name, `${prefix}.name`, problems);
  return { name, ...(input.email ? { email: input.email.trim() } : {}), ...(phone ? { phone } : {}), document };
}

export async function customerSnapshot(repos: Repositories, companyId: string, c: NormalizedCustomer, at: string, newId: () => string): Promise<CustomerSnapshot> {
  const id = await repos.customers.idFor(companyId, c.document, at, newId);
  return { id, ...c };
}
