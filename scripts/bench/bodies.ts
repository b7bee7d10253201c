/**
 * The constant answers of the bench's two ceiling servers (bare-express.ts, validated-express.ts):
 * the contract's own examples, and a listing page of twenty paid deposits.
 */
import { readFileSync } from "node:fs";

const cases = JSON.parse(readFileSync(new URL("../../generated/cases.json", import.meta.url), "utf8")).cases as { id: string; response: { body: unknown } }[];
const body = (id: string) => cases.find((c) => c.id === id)!.response.body as { success: true; data: unknown };

export const balance = body("getCompanyBalance:balance");
export const deposit = body("getDeposit:paid-deposit");
export const created = body("createDeposit:deposit-created");
export const withdrawal = body("createWithdrawal:pix-withdrawal-created");
export const page = { success: true, data: { items: Array.from({ length: 20 }, () => deposit.data), total: 1_000_000, page: 1, limit: 20 } };
