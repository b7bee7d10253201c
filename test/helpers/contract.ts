/** The generated contract as tests read it. */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface Case {
  id: string;
  operationId: string;
  method: string;
  path: string;
  title: string;
  description?: string;
  request: { path: Record<string, Json>; query: Record<string, Json>; headers: Record<string, Json>; body?: Json } | null;
  response: { status: number; headers: Record<string, Json>; body: JsonObject };
  errorCode?: string;
}

export function loadOpenApi(): JsonObject {
  return JSON.parse(readFileSync(new URL("../../generated/openapi.json", import.meta.url), "utf8"));
}

export function loadCases(): Case[] {
  return JSON.parse(readFileSync(new URL("../../generated/cases.json", import.meta.url), "utf8")).cases;
}

/** One example delivery of the `webhooks` section: the event type, its schema's name, the body. */
export interface WebhookExample {
  type: string;
  schemaName: string;
  title: string;
  body: Json;
}

export function webhookExamples(doc: JsonObject): WebhookExample[] {
  const out: WebhookExample[] = [];
  for (const [type, item] of Object.entries(doc.webhooks as JsonObject)) {
    const media = ((((item as JsonObject).post as JsonObject).requestBody as JsonObject).content as JsonObject)["application/json"] as JsonObject;
    const schemaName = ((media.schema as JsonObject).$ref as string).split("/").pop()!;
    for (const example of Object.values((media.examples ?? {}) as JsonObject)) {
      const { summary, value } = example as JsonObject;
      out.push({ type, schemaName, title: String(summary), body: value });
    }
  }
  return out;
}
