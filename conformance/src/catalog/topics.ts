/**
 * Topic tags the rule scenarios carry (`split`, `idempotency`, `kyc`, `customer`), given also to
 * the example and negative checks of the same topic where their data says so unambiguously: `--only
 * split` then runs the split scenarios and the split examples and negative data, not the scenarios
 * alone. Other topic tags (`med`, `fees`, `lifecycle`, ...) are the scenarios' only; the examples
 * and negative checks carry their operation's id and its OpenAPI tag (`deposits`, `wallets`, ...).
 */
import type { Case } from "../runtime.ts";

/** The topics of a paired example, from its request and answer. */
export function exampleTopics(example: Case): string[] {
  const [, name = ""] = example.id.split(":");
  const body = JSON.stringify(example.request?.body ?? null);
  const code = example.errorCode ?? "";
  const topics: string[] = [];
  if (body.includes('"splits"') || code.startsWith("SPLIT_") || /(^|-)split(-|$)/.test(name)) topics.push("split");
  if (code === "DUPLICATE_REFERENCE" || Object.keys(example.response.headers ?? {}).some((h) => h.toLowerCase() === "idempotent-replayed")) topics.push("idempotency");
  if (code.startsWith("WALLET_KYC_") || /(^|-)kyc(-|$)/.test(name)) topics.push("kyc");
  return topics;
}

/** The topics of a negative check, from the body field it breaks (`splits[0].percent`, `customer.document`). */
export function fieldTopics(field: string): string[] {
  if (/^splits(\[|\.|$)/.test(field)) return ["split"];
  if (/^customer(\[|\.|$)/.test(field)) return ["customer"];
  return [];
}
