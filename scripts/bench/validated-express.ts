/**
 * The ceiling of the stack the design names: bare Express 5 behind express-openapi-validator,
 * configured as the reference server configures it (request, security and response validation
 * against the generated contract, the same formats), answering the bench's routes with the same
 * constant bodies as bare-express.ts. No database, no use cases, no logging: what is left between
 * this and bare Express is what validating every request and answer costs inside Express.
 * Started as its own process by bench.ts.
 */
import express from "express";
import { createExpressServer } from "../../server/http/express-server.ts";
import { loadOpenApiDocument } from "../../server/http/openapi-document.ts";
import { openApiValidator } from "../../server/http/openapi-validator.ts";
import { balance, created, deposit, page, withdrawal } from "./bodies.ts";

const app = express();
app.disable("x-powered-by");
app.disable("etag");
app.use(express.json());
app.use(openApiValidator(loadOpenApiDocument(), { validateResponses: true, authenticate: async () => true }));
// res.json, not a prepared text: the validator checks an answer by wrapping res.json.
const send = (status: number, value: unknown) => (_req: express.Request, res: express.Response) => void res.status(status).json(value);
app.get("/v1/company/balance", send(200, balance));
app.get("/v1/deposits/:id", send(200, deposit));
app.get("/v1/deposits", send(200, page));
app.post("/v1/deposits", send(200, created));
app.post("/v1/withdrawals", send(200, withdrawal));
app.get("/health", (_req, res) => void res.json({ status: "ok" }));
app.use((error: { status?: number; message?: string }, _req: express.Request, res: express.Response, _next: express.NextFunction) => void res.status(error.status ?? 500).json({ success: false, error: { message: error.message } }));
createExpressServer(app).listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => process.exit(0));
