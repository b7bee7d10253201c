/**
 * Authentication: both headers present (400 before anything else), the key known, the secret's
 * SHA-256 equal to the stored digest (compared in constant time), the company active (401), and
 * the client address inside the company's allowlist when it has one (403).
 */
import { timingSafeEqual } from "node:crypto";
import { sha256Hex } from "../domain/hash.ts";
import type { Request } from "express";
import { AppError } from "../errors.ts";
import { ipInAnyCidr } from "../domain/cidr.ts";
import type { Store } from "../store/repositories.ts";
import type { CompanyRecord } from "../store/records.ts";

/** The 400 checks, run on every /v1 request before routing or validation. */
export function missingCredentials(req: Request): AppError | undefined {
  const key = req.get("x-api-key");
  if (key === undefined || key === "") return new AppError("MISSING_API_KEY", "O cabeçalho X-Api-Key é obrigatório.");
  const secret = req.get("x-api-secret");
  if (secret === undefined || secret === "") return new AppError("MISSING_API_SECRET", "O cabeçalho X-Api-Secret é obrigatório.");
  return undefined;
}

const UNAUTHORIZED_MESSAGE = "Falha na autenticação: chave ou segredo inválidos.";

/**
 * API keys never change once issued, so key -> (company, secret digest) is kept in memory (bounded);
 * the company is read on every request (from the store's company cache, which drops a company on
 * every write), so a change of its settings applies at once.
 */
const knownKeysByStore = new WeakMap<Store, Map<string, { companyId: string; secretSha256: string }>>();

/** Resolves the calling company or throws the AppError to answer with. */
export async function authenticate(store: Store, apiKey: string, apiSecret: string, clientIp: string): Promise<CompanyRecord> {
  let knownKeys = knownKeysByStore.get(store);
  if (!knownKeys) knownKeysByStore.set(store, (knownKeys = new Map()));
  const found = await store.read(async (r) => {
    let key = knownKeys.get(apiKey);
    if (!key) {
      key = await r.apiKeys.find(apiKey);
      if (key) {
        // Full: the oldest entry goes (a long-lived sandbox fills it with CI runs' throwaway keys,
        // which had kept every newer key out of it). A key in use is read back on its next miss.
        if (knownKeys.size >= 100_000) knownKeys.delete(knownKeys.keys().next().value!);
        knownKeys.set(apiKey, key);
      }
    }
    return key ? { key, company: await r.companies.get(key.companyId) } : undefined;
  });
  const presented = Buffer.from(sha256Hex(apiSecret), "hex");
  // Compare against a digest even for an unknown key so the timing does not reveal which keys exist.
  const stored = Buffer.from(found?.key.secretSha256 ?? sha256Hex(`unknown:${apiKey}`), "hex");
  const secretMatches = stored.length === presented.length && timingSafeEqual(stored, presented);
  if (!found || !secretMatches || !found.company || !found.company.active) {
    throw new AppError("UNAUTHORIZED", UNAUTHORIZED_MESSAGE);
  }
  const company = found.company;
  if (company.ipEnabled && !ipInAnyCidr(clientIp, company.ipAddresses)) {
    throw new AppError("IP_NOT_ALLOWED", "O endereço IP de origem não está autorizado para esta empresa.");
  }
  return company;
}
