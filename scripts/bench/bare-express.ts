/**
 * The framework's ceiling: a bare Express 5 app answering the bench's routes with constant bodies
 * (the contract's own examples), no validation, no database. Started as its own process by bench.ts.
 *
 * Served by `app.listen`, as a bare Express app is written. With `--app-prototypes` it is served
 * the way the reference server is (server/http/express-server.ts: request and response objects
 * born with the app's prototypes, which spares every request Express's hidden-class cost): the
 * framework's real ceiling, which bench.ts drives as a second row.
 */
import { createServer } from "node:http";
import express from "express";
import { createExpressServer } from "../../server/http/express-server.ts";
import * as bodies from "./bodies.ts";

const app = express();
app.use(express.json());
/** Serialised once: no work per request but sending the text. */
const send = (body: unknown) => {
  const text = JSON.stringify(body);
  return (_req: express.Request, res: express.Response) => void res.type("application/json").send(text);
};
app.get("/v1/company/balance", send(bodies.balance));
app.get("/v1/deposits/:id", send(bodies.deposit));
app.get("/v1/deposits", send(bodies.page));
app.post("/v1/deposits", send(bodies.created));
app.post("/v1/withdrawals", send(bodies.withdrawal));
app.get("/health", (_req, res) => void res.json({ status: "ok" }));
const server = process.argv.includes("--app-prototypes") ? createExpressServer(app) : createServer(app);
server.listen(Number(process.env.PORT), "127.0.0.1");
