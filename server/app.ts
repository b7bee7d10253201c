/**
 * The app factory: configuration and dependencies in, Express app out. Routes are not written by
 * hand: each operation of the generated OpenAPI is mounted with the handler of the same
 * operationId, behind express-openapi-validator (requests, security, responses).
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { Logger } from "pino";
import { ulidFactory } from "./domain/ids.ts";
import type { Config } from "./config.ts";
import { AppError, requestTimedOut, validationError } from "./errors.ts";
import { authenticate, missingCredentials } from "./http/auth.ts";
import type { StaticPage } from "./http/docs-page.ts";
import { errorMiddleware, isDecompressionError } from "./http/error-middleware.ts";
import { inexactMoneyError, moneyPreTest } from "./http/exact-numbers.ts";
import { queryProblemsOf } from "./http/query-screen.ts";
import { assertChunkedOnly, assertUniqueNames, assertUtf8Label, assertWellFormedUnicode, bodyUnread, countBodyBytes, hasBody, MISSING_BODY, NOT_JSON_BODY, utf8Text } from "./http/request-body.ts";
import { moneyFieldsOf, moneyKeysOf } from "./http/money-fields.ts";
import { loadOpenApiDocument, routesOf, type OpenApiDocument, type RouteInfo } from "./http/openapi-document.ts";
import { openApiValidator } from "./http/openapi-validator.ts";
import { moreFieldProblems } from "./usecases/field-rules.ts";
import { publishedTexts } from "./http/published-document.ts";
import type { HandlerMap, OperationId, RequestContext } from "./http/operations.ts";
import { RateLimiter } from "./http/rate-limit.ts";
import type { Store } from "./store/repositories.ts";
import type { CompanyRecord, WalletRecord } from "./store/records.ts";

export interface AppDependencies {
  config: Config;
  store: Store;
  logger: Logger;
  handlers: HandlerMap;
  /**
   * Resolves X-Api-Wallet for a company: throws when the wallet is not the company's (or the
   * feature is off), and says why an existing wallet cannot take operations now.
   */
  resolveWallet: (company: CompanyRecord, walletId: string) => Promise<{ wallet: WalletRecord; refusal: AppError | undefined }>;
  /** Explains a failed body validation better than AJV (the withdrawal oneOf). */
  explainBody?: (operationId: string, body: unknown) => AppError | undefined;
  /** Static pages served outside /v1 (the docs page). */
  pages?: Record<string, StaticPage>;
  openapi?: OpenApiDocument;
}

type AuthedRequest = Request & {
  company?: CompanyRecord;
  authError?: AppError;
  authPromise?: Promise<CompanyRecord>;
  requestId: string;
  receivedAt: string;
  openapi?: { schema?: { operationId?: string }; pathParams?: Record<string, string> };
  /** The raw body, kept only when a money field may hold a literal JSON.parse changed. */
  moneyText?: string;
  /** Why the body could not be read, answered once the operation is known (see below). */
  bodyError?: unknown;
};

/**
 * The validator's middlewares (route lookup, security, request and response validation) run as
 * one Express layer, each calling the next directly: as separate layers every request paid the
 * router's matching and dispatch once per middleware. An error still goes to the app's error
 * middleware, through the layer's own `next`.
 */
function oneLayer(middlewares: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let i = 0;
    const step = (error?: unknown): void => {
      if (error) return next(error);
      const middleware = middlewares[i++];
      if (!middleware) return next();
      try {
        void middleware(req, res, step);
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}

/** Body errors about a body's content, which an operation that takes no body ignores (raiseBodyError). */
const IGNORABLE_BODY_ERRORS = new Set(["entity.parse.failed", "entity.too.large", "charset.unsupported", "encoding.unsupported", "transfer.unsupported", "entity.utf8.invalid", "entity.unicode.invalid", "entity.json.duplicate"]);
const ignorableBodyError = (error: unknown): boolean => IGNORABLE_BODY_ERRORS.has(String((error as { type?: unknown }).type)) || isDecompressionError(error);

/**
 * Calls `ended` once the request's body has been read off to its end (without keeping it), or
 * `cut` when the connection closes first: the client went away, broke its chunks, or Node's
 * request time limit answered 408. A request whose body never arrived in full was not made.
 */
function whenBodyEnds(req: Request, ended: () => void, cut: () => void): void {
  req.once("end", ended);
  req.once("close", () => {
    if (!req.complete) cut();
  });
  req.resume();
}

export function createApp(deps: AppDependencies): express.Express {
  const { config, store, logger } = deps;
  const openapi = deps.openapi ?? loadOpenApiDocument();
  const app = express();
  const newRequestId = ulidFactory();
  app.disable("x-powered-by");
  app.disable("etag");
  // Paths are case-sensitive (RFC 3986 6.2.2.1), as the contract writes them: /v1/Deposits was
  // answered as /v1/deposits while /V1/deposits was 404. Set before the first app.use, which
  // creates the router with it; the validator's route lookup reads it too.
  app.enable("case sensitive routing");
  // Nor does a trailing slash name another route: /v1/deposits/ (and POST /v1/deposits/) ran the
  // operation of /v1/deposits, a path outside the contract that a server built from it answers 404.
  app.enable("strict routing");
  if (config.trustProxy) app.set("trust proxy", config.trustProxy);

  app.use((req, res, next) => {
    const r = req as AuthedRequest;
    // RFC 9110 9.3.2: HEAD is GET without the body. The contract lists GET only, so the request
    // goes on as a GET (same validation, headers and status); Node already knows it was a HEAD
    // and sends no body, keeping the GET's Content-Length.
    const method = req.method;
    if (method === "HEAD") req.method = "GET";
    const incoming = req.get("x-request-id");
    r.requestId = incoming && /^[A-Za-z0-9._-]{1,64}$/.test(incoming) ? incoming : newRequestId();
    r.receivedAt = new Date().toISOString();
    res.set("X-Request-Id", r.requestId);
    // Every answer is of the type it declares (JSON, YAML, the docs page): a browser must not
    // sniff another one from the content, such as a text field of a JSON answer read as HTML.
    res.set("X-Content-Type-Options", "nosniff");
    const started = process.hrtime.bigint();
    // RFC 9112 3.2: an HTTP/1.1 request without a Host is invalid. Node's own check answered it
    // with a bare 400 and no envelope, so the server is created without it (runtime.ts).
    const host = req.headers.host;
    if ((host === undefined || host === "") && req.httpVersion === "1.1") {
      res.set("Connection", "close");
      return next(new AppError("MALFORMED_REQUEST", "A requisição não é HTTP/1.1 válido: falta o cabeçalho Host."));
    }
    res.on("finish", () => {
      // originalUrl, not req.path: an answer sent inside the /v1 mount sees the path without it.
      const url = req.originalUrl;
      const query = url.indexOf("?");
      logger.info(
        { requestId: r.requestId, method, path: query < 0 ? url : url.slice(0, query), status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6, company: r.company?.id },
        "request",
      );
    });
    next();
  });

  const published = publishedTexts(openapi, config.sandbox);
  app.get("/openapi.json", (_req, res) => void res.type("application/json").send(published.json()));
  app.get("/openapi.yaml", (_req, res) => void res.type("application/yaml").send(published.yaml()));
  app.get("/health", (_req, res) => void res.json({ status: "ok" }));
  for (const [path, page] of Object.entries(deps.pages ?? {})) {
    app.get([path, `${path}/`], (req, res) => {
      // "/docs/" comes here too, where the page's relative links (openapi.json) would resolve
      // under /docs/ and miss: send the browser to the one address.
      if (req.path !== path) return void res.redirect(301, path);
      res.type(page.contentType).send(typeof page.body === "function" ? page.body() : page.body);
    });
  }

  // One gate for every /v1 request, in the order the answers take precedence: missing
  // credentials (400), the sandbox surface when sandbox mode is off (404). One middleware instead
  // of two: each Express layer costs a path match on every request. (The query is re-encoded for
  // the validator by the query screen, query-screen.ts, once the operation is known.)
  app.use("/v1", (req, _res, next) => {
    const missing = missingCredentials(req);
    if (missing) return next(missing);
    if (!config.sandbox && /^\/sandbox(\/|$)/i.test(req.path)) return next(new AppError("NOT_FOUND", "Rota não encontrada."));
    // A Content-Type that labels no body says nothing: the validator answered 415 to a label it
    // does not read (made "body required" below) on an operation whose body is optional, where the
    // same empty request without the header runs. Dropped, every request without a body is judged
    // alike.
    if (req.headers["content-type"] !== undefined && !hasBody(req)) delete req.headers["content-type"];
    next();
  });
  // JSON.parse loses the written value of a literal like 10.0000000000000001: the raw body of a
  // request that may hold one in a money field is kept for the operation's check below.
  const moneyFields = moneyFieldsOf(openapi.json);
  const mayHoldInexactMoney = moneyPreTest(moneyKeysOf(moneyFields), moneyKeysOf(moneyFields, true));
  /** The VALIDATION_ERROR of the first money literal of the request's body JSON.parse changed, if any. */
  const inexactMoneyOf = (req: Request): AppError | undefined => {
    const r = req as AuthedRequest;
    const fields = r.moneyText === undefined ? undefined : moneyFields.get(r.openapi?.schema?.operationId ?? "");
    return fields && inexactMoneyError(r.moneyText!, fields);
  };
  app.use(
    express.json({
      limit: "1mb",
      strict: true,
      type: ["application/json", "application/*+json"],
      verify: (req, _res, raw, charset) => {
        countBodyBytes(req as Request, raw);
        assertChunkedOnly(req as Request);
        assertUtf8Label(charset);
        const text = utf8Text(raw);
        assertWellFormedUnicode(text);
        assertUniqueNames(text);
        if (mayHoldInexactMoney.test(text)) (req as AuthedRequest).moneyText = text;
      },
    }),
  );
  // A body that cannot be read (malformed JSON, too large, an unknown encoding or charset) is kept
  // aside and answered once the validator has found the operation (raiseBodyError): to a path or
  // method the contract does not have, 404 or 405 say what is wrong; the body's error would not.
  // An error-handling layer: a request whose body parses only steps past it.
  app.use((error: unknown, req: Request, _res: Response, next: NextFunction) => {
    const status = (error as { status?: unknown } | null)?.status;
    if (error instanceof AppError || typeof status !== "number" || status < 400 || status >= 500) return next(error);
    (req as AuthedRequest).bodyError = error;
    next();
  });
  // Credentials are judged before the body, in the reference's order of errors (400 missing
  // credentials, 401, then the request's content): when the body cannot be read, authentication
  // runs first, and toAppError answers with its failure (req.authError) over the body's error.
  const raiseBodyError = (req: Request, _res: Response, next: NextFunction) => {
    const { bodyError: error, openapi } = req as AuthedRequest;
    // No operation (a path outside /v1, which the validator ignores): the catch-all 404 answers.
    if (!openapi) return next();
    // Almost every request has arrived in full by now (a JSON body was read to its end): one read.
    if (error === undefined && req.complete) return next();
    const takesNoBody = operations.get(openapi.schema?.operationId ?? "")?.takesBody === false;
    if (error === undefined) {
      // A body not labelled JSON is never read: an operation that takes no body ignores it, but
      // waits for it to end, as for any other body (below). It used to run at once: an infraction
      // was accepted and refunded for a request whose client went away mid-body.
      if (takesNoBody && bodyUnread(req)) return whenBodyEnds(req, next, () => next(requestTimedOut()));
      return next();
    }
    const passOn = () => next(error);
    const refuse = () => void authenticateOnce(req).then(passOn, passOn);
    // An operation that takes no body ignores any body it is sent (one not labelled JSON is never
    // read), and so one the parser could not read (malformed, over 1 MiB, another charset or
    // encoding): its contract lists none of those errors. But only once the body has arrived in
    // full (read off to the end without keeping it): when it does not (the client went away,
    // broken chunks, the time limit), the request was not made and the operation must not run.
    if (takesNoBody && ignorableBodyError(error)) {
      const ignore = () => {
        (req as AuthedRequest).bodyError = undefined;
        next();
      };
      if (req.complete) return ignore();
      // Refused by its label before a byte was read (charset, encoding): read off now.
      return whenBodyEnds(req, ignore, refuse);
    }
    refuse();
  };

  // The rate limit counts a key's requests only once its secret is proven: counted before, anyone
  // who knows a company's (public) key could use up its limit with wrong secrets. Failed
  // attempts are limited per client address instead: an address that has used up its failures is
  // refused before its credentials are looked at, until the window ends, so a right guess among
  // wrong ones is not told apart (answering 200 to it would leave guessing as fast as before).
  const limiter = new RateLimiter(config.rateLimitMax, config.rateLimitWindowMs);
  const failedLimiter = new RateLimiter(config.rateLimitMax, config.rateLimitWindowMs);
  const rateLimited = (wait: number) => new AppError("RATE_LIMITED", "Limite de requisições excedido. Tente novamente em instantes.", null, { "Retry-After": String(wait) });
  const authenticateLimited = async (apiKey: string, apiSecret: string, ip: string): Promise<CompanyRecord> => {
    const lockedOut = failedLimiter.exhausted(ip);
    if (lockedOut !== 0) throw rateLimited(lockedOut);
    let company: CompanyRecord;
    try {
      company = await authenticate(store, apiKey, apiSecret, ip);
    } catch (error) {
      const wait = failedLimiter.hit(ip);
      throw wait !== 0 ? rateLimited(wait) : error;
    }
    const wait = limiter.hit(apiKey);
    if (wait !== 0) throw rateLimited(wait);
    return company;
  };

  const authenticateOnce = (req: Request): Promise<boolean> => {
    const r = req as AuthedRequest;
    r.authPromise ??= authenticateLimited(req.get("x-api-key") ?? "", req.get("x-api-secret") ?? "", req.ip ?? "");
    return r.authPromise.then(
      (company) => {
        r.company = company;
        return true;
      },
      (error: unknown) => {
        if (error instanceof AppError) r.authError = error;
        throw Object.assign(new Error(error instanceof Error ? error.message : "unauthorized"), { status: error instanceof AppError ? error.status : 500 });
      },
    );
  };

  app.use(oneLayer(openApiValidator(openapi, { validateResponses: config.validateResponses, authenticate: authenticateOnce, afterLookup: raiseBodyError })));

  // The validator has already found the request's operation (req.openapi), so the handler is
  // picked by operationId in one map lookup instead of Express matching 50 routes in turn.
  type MountedHandler = (input: unknown, ctx: RequestContext) => Promise<{ status: number; body: unknown; headers?: Record<string, string> }>;
  const operations = new Map<string, RouteInfo & { handler: MountedHandler }>();
  for (const route of routesOf(openapi)) {
    const handler = deps.handlers[route.operationId as OperationId] as unknown as MountedHandler;
    if (!handler) throw new Error(`no handler for operation ${route.operationId}`);
    operations.set(route.operationId, { ...route, handler });
  }
  app.use("/v1", async (req: Request, res: Response, next: NextFunction) => {
    const r = req as AuthedRequest;
    const operation = operations.get(r.openapi?.schema?.operationId ?? "");
    if (!operation) return next();
    try {
      const company = r.company;
      if (!company) throw new AppError("UNAUTHORIZED", "Falha na autenticação: chave ou segredo inválidos.");
      // The validator requires a body only when its schema lists required fields (it reads the
      // schema's `required` for `requestBody.required`): a request sent with no body at all to an
      // operation whose fields are all optional, or a oneOf, reached the handler without one. An
      // empty body (Content-Length: 0, what fetch sends without one) is no body either, though the
      // JSON parser makes it `{}`.
      if (operation.bodyRequired && !hasBody(req)) throw validationError([MISSING_BODY]);
      // A body without a JSON Content-Type (none, or an empty one) is not read by the JSON parser,
      // and the validator answers 415 only where the body is required: where it is optional (a
      // sandbox payment's amount or outcome) the operation ran as if nothing were sent, doing
      // what the body did not ask. An empty chunked body sent so is refused too: only its bytes
      // could tell it is empty, and the parser did not read them.
      if (operation.takesBody && bodyUnread(req)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", NOT_JSON_BODY);
      const inexact = inexactMoneyOf(req);
      if (inexact) throw inexact;
      // The request passed every check but the screened query parameters: they alone are the answer.
      const screened = queryProblemsOf(req);
      if (screened.length > 0) throw validationError(screened);
      const walletHeader = operation.walletScoped ? req.get("x-api-wallet") : undefined;
      const resolved = walletHeader ? await deps.resolveWallet(company, walletHeader) : undefined;
      // A wallet that cannot take operations refuses the request here, except a creation that may
      // answer a replay (Idempotent-Replayed in the contract): its use case still answers the
      // replay of a request made before, and refuses a new reference (refuseUnlessReplay).
      if (resolved?.refusal && !operation.replayable) throw resolved.refusal;
      const ctx: RequestContext = { company, wallet: resolved?.wallet ?? null, receivedAt: r.receivedAt };
      const result = await operation.handler({ path: r.openapi?.pathParams ?? {}, query: req.query, body: req.body }, ctx);
      res.status(result.status);
      if (result.headers) res.set(result.headers);
      res.json(result.body);
    } catch (error) {
      next(error);
    }
  });

  app.use((_req, _res, next) => next(new AppError("NOT_FOUND", "Rota não encontrada.")));
  app.use(
    errorMiddleware({
      logger,
      explainBody: (req) => {
        const operationId = (req as AuthedRequest).openapi?.schema?.operationId;
        return operationId ? deps.explainBody?.(operationId, req.body) : undefined;
      },
      moreProblems: (req, reported) => moreFieldProblems((req as AuthedRequest).openapi?.schema?.operationId ?? "", req.body, reported),
      inexactMoney: (req) => inexactMoneyOf(req)?.details?.[0],
    }),
  );
  return app;
}
