/**
 * Customer input to the stored snapshot: document unformatted and check-digit verified (CPF, CNPJ,
 * alphanumeric CNPJ), phone as `+` and digits, and a stable id per document within the company.
 */
import { documentKind, normalizeDocument } from "../domain/documents.ts";
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

/** Normalises and checks; problems name fields under `prefix` (`customer.document`). */
export function normalizeCustomer(input: CustomerInput, prefix: string, problems: FieldProblem[]): NormalizedCustomer {
  const document = normalizeDocument(input.document);
  if (!documentKind(document)) problems.push({ field: `${prefix}.document`, error: "CPF ou CNPJ inválido." });
  let phone: string | undefined;
  if (input.phone !== undefined) {
    phone = normalizePhone(input.phone);
    if (!phone) problems.push({ field: `${prefix}.phone`, error: "Telefone inválido: informe DDD e número, com ou sem +55." });
  }
  const name = input.name.trim().replace(/\s+/g, " ");
  if (name.length < 2) problems.push({ field: `${prefix}.name`, error: "Deve ter no mínimo 2 caracteres." });
  return { name, ...(input.email ? { email: input.email.trim() } : {}), ...(phone ? { phone } : {}), document };
}

export async function customerSnapshot(repos: Repositories, companyId: string, c: NormalizedCustomer, at: string, newId: () => string): Promise<CustomerSnapshot> {
  const id = await repos.customers.idFor(companyId, c.document, at, newId);
  return { id, ...c };
}
