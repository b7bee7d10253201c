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
