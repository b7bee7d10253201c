/**
 * The framework's ceiling: a bare Express 5 app answering the bench's routes with constant bodies
 * (the contract's own examples), no validation, no database. Started as its own process by bench.ts.
 */
import express from "express";
import { readFileSync } from "node:fs";

const cases = JSON.parse(readFileSync(new URL("../../generated/cases.json", import.meta.url), "utf8")).cases as { id: string; response: { body: unknown } }[];
const body = (id: string) => JSON.stringify(cases.find((c) => c.id === id)!.response.body);
const balance = body("getCompanyBalance:balance");
const deposit = body("getDeposit:paid-deposit");
const created = body("createDeposit:deposit-created");
const withdrawal = body("createWithdrawal:pix-withdrawal-created");
const one = JSON.parse(deposit).data;
const page = JSON.stringify({ success: true, data: { items: Array.from({ length: 20 }, () => one), total: 1_000_000, page: 1, limit: 20 } });

const app = express();
app.use(express.json());
const send = (text: string) => (_req: express.Request, res: express.Response) => void res.type("application/json").send(text);
app.get("/v1/company/balance", send(balance));
app.get("/v1/deposits/:id", send(deposit));
app.get("/v1/deposits", send(page));
app.post("/v1/deposits", send(created));
app.post("/v1/withdrawals", send(withdrawal));
app.get("/health", (_req, res) => void res.json({ status: "ok" }));
app.listen(Number(process.env.PORT), "127.0.0.1");
