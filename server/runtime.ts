/**
 * Starts everything the reference server is: the database, the use cases, the HTTP app, the job
 * worker and webhook dispatcher, and the demo company of a new database. `close` shuts down in
 * order: stop accepting, finish requests in flight, finish jobs and deliveries, close the database.
 */
import type { AddressInfo } from "node:net";
import type { Server, ServerResponse } from "node:http";
import pino, { type Logger } from "pino";
import { createApp } from "./app.ts";
import type { Config } from "./config.ts";
import { createBodyExplainer } from "./http/body-explainer.ts";
import { createExpressServer } from "./http/express-server.ts";
import { answerParseErrorsWithEnvelope, sendUnusualRequestsToApp } from "./http/parser-answers.ts";
import { createHandlers } from "./http/handlers.ts";
import { loadOpenApiDocument } from "./http/openapi-document.ts";
import { WebhookDispatcher } from "./jobs/webhook-dispatcher.ts";
import { Worker } from "./jobs/worker.ts";
import { createQrRenderer } from "./domain/qr-renderer.ts";
import { DatabaseOpenError, openDatabase } from "./store/db.ts";
import { Checkpointer } from "./store/sqlite/checkpointer.ts";
import { DatabaseInUseError, lockDatabaseFile } from "./store/sqlite/process-lock.ts";
import { SqliteStore } from "./store/sqlite/store.ts";
import { defaultIds, type Deps } from "./usecases/context.ts";
import { createServices, type Services } from "./usecases/index.ts";
import { loadDocsPages } from "./http/docs-page.ts";
import { sha256Hex } from "./domain/hash.ts";

export interface DemoCredentials {
  companyId: string;
  apiKey: string;
  /** Known only when the company was created by this start. */
  apiSecret?: string;
  created: boolean;
  /**
   * The company existed and PAYMENTS_DEMO_API_SECRET is not its stored secret: requests with the
   * configured one get 401. The stored secret is kept (credentials are data, never changed by a
   * restart); the banner says so.
   */
  secretDiffers?: boolean;
}

export interface Runtime {
  /** An address to call from this machine (127.0.0.1 when bound to every interface). */
  url: string;
  /** The wildcard address (`0.0.0.0` or `::`) when bound to every interface. */
  everyInterface?: string;
  server: Server;
  store: SqliteStore;
  services: Services;
  worker: Worker;
  deps: Deps;
  demo?: DemoCredentials;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  logger?: Logger;
  /** Create the demo company on a new database (default true). */
  seedDemo?: boolean;
}

async function ensureDemoCompany(services: Services, store: SqliteStore, config: Config): Promise<DemoCredentials | undefined> {
  if (config.demoApiKey) {
    const existing = await store.read((r) => r.apiKeys.find(config.demoApiKey!));
    if (existing) {
      const secretDiffers = config.demoApiSecret !== undefined && sha256Hex(config.demoApiSecret) !== existing.secretSha256;
      return { companyId: existing.companyId, apiKey: config.demoApiKey, created: false, secretDiffers };
    }
  } else if ((await store.read((r) => r.companies.count())) > 0) {
    return undefined;
  }
  const created = await services.company.create({
    tradeName: "Loja Exemplo",
    legalName: "Loja Exemplo Ltda",
    taxId: "45378069000191",
    email: "financeiro@lojaexemplo.com.br",
    apiKey: config.demoApiKey,
    apiSecret: config.demoApiSecret,
  });
  return { companyId: created.company.id, apiKey: created.apiKey, apiSecret: created.apiSecret, created: true };
}

export async function startRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const logger = options.logger ?? pino({ level: config.logLevel });
  // A replacement started while the old server drains waits for it: its grace period and a little more.
  const processLock = await lockDatabaseFile(config.dbPath, config.shutdownGraceMs + 5000, () =>
    logger.warn({ database: config.dbPath }, "another server process has this database open: waiting for it to stop"),
  ).catch((error: unknown) => {
    // The lock comes first: its folder or file failing (a parent path that is a file, a read-only
    // folder) is the database failing to open. DatabaseInUseError already names the file.
    throw error instanceof DatabaseInUseError ? error : new DatabaseOpenError(config.dbPath, error);
  });
  let db: ReturnType<typeof openDatabase>;
  try {
    db = openDatabase(config.dbPath);
  } catch (error) {
    processLock.release();
    throw error;
  }
  const store = new SqliteStore(db, config.dbPath === ":memory:" ? {} : { checkpointer: new Checkpointer(db, config.dbPath) });
  let worker: Worker | undefined;
  const qr = createQrRenderer(config.qrWorkers);
  const deps: Deps = { config, store, logger, now: () => new Date(), newId: defaultIds(), wake: (at) => worker?.wake(at), qr };
  const services = createServices(deps);
  const dispatcher = new WebhookDispatcher(deps);
  worker = new Worker(
    deps,
    {
      "withdrawal.approve": (repos, p) => services.withdrawals.approveJob(repos, String(p.companyId), String(p.withdrawalId)),
      "withdrawal.settle": (repos, p) => services.withdrawals.settleJob(repos, String(p.companyId), String(p.withdrawalId)),
      "conversion.deliver": (repos, p) => services.conversions.deliverJob(repos, String(p.companyId), String(p.conversionId)),
    },
    [
      { run: () => services.deposits.expireDue(SWEEP_BATCH), batch: SWEEP_BATCH, nextDue: (repos) => repos.deposits.nextExpiry() },
      { run: () => services.conversions.expireDue(SWEEP_BATCH), batch: SWEEP_BATCH, nextDue: (repos) => repos.conversions.nextExpiry() },
      { run: () => services.cryptoDeposits.expireDue(SWEEP_BATCH), batch: SWEEP_BATCH, nextDue: (repos) => repos.cryptoDeposits.nextExpiry() },
    ],
    dispatcher,
  );
  const openapi = loadOpenApiDocument();
  const app = createApp({
    config,
    store,
    logger,
    handlers: createHandlers(services),
    resolveWallet: (company, walletId) => services.wallets.resolve(company, walletId),
    explainBody: createBodyExplainer(openapi.bundled),
    openapi,
    pages: loadDocsPages(config.sandbox),
  });
  await worker.start();
  const server = await new Promise<Server>((resolve, reject) => {
    // The contract's REQUEST_TIMEOUT: headers within 60 s, the whole request within 300 s (Node's
    // headersTimeout and requestTimeout). Node enforces both only when it looks at its connections,
    // every 30 s by default, which made the headers' limit anything from 60 to 90 s (a request
    // whose headers ended at 68 s was served); looking every second holds it to 60 to 61 s.
    // requireHostHeader: the app answers a missing Host in the envelope (Node's own 400 is bare).
    const s = createExpressServer(app, { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1000, requireHostHeader: false });
    // Idle kept-alive connections stay open 65 s instead of Node's 5: longer than the idle timeout
    // of common proxies and clients (60 s), so neither writes a request on a connection the
    // server is closing at that moment, which the writer sees as a reset without an answer.
    // (headersTimeout only times requests under way on Node 20, never an idle connection,
    // measured with a 10 s headersTimeout and 25 s of idleness.)
    s.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    s.once("error", reject);
    s.listen(config.port, config.host, () => resolve(s));
  });
  answerParseErrorsWithEnvelope(server, logger);
  sendUnusualRequestsToApp(server);
  const address = server.address() as AddressInfo;
  const everyInterface = address.address === "0.0.0.0" || address.address === "::" ? address.address : undefined;
  const host = everyInterface ? "127.0.0.1" : address.family === "IPv6" ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  // Once closing, every answer not yet started says `Connection: close`: a keep-alive client whose
  // request was in flight at close() could otherwise go on sending requests on its connection and
  // hold the shutdown open for as long as it likes.
  const unanswered = new Set<ServerResponse>();
  server.prependListener("request", (_req, res: ServerResponse) => {
    if (closing) return void res.setHeader("Connection", "close");
    unanswered.add(res);
    res.on("close", () => unanswered.delete(res));
  });
  const runtime: Runtime = {
    url: `http://${host}:${address.port}`,
    everyInterface,
    server,
    store,
    services,
    worker,
    deps,
    close() {
      closing ??= (async () => {
        for (const res of unanswered) if (!res.headersSent) res.setHeader("Connection", "close");
        // The worker stops taking jobs now, not once the last connection is gone: a connection held
        // open must not keep it running beside a replacement process on the same database.
        const workerStopped = worker!.stop();
        await new Promise<void>((resolve) => {
          // Node stops timing requests once its server closes, so a client that trickles a request
          // would hold the shutdown for ever (a 408 never comes): after the grace period every
          // connection left is cut. A request cut there got no answer (it may have committed: a
          // retry with the same reference replays it).
          const cut = setTimeout(() => server.closeAllConnections(), config.shutdownGraceMs);
          server.close(() => {
            clearTimeout(cut);
            resolve();
          });
          server.closeIdleConnections();
        });
        await workerStopped;
        await qr.close();
        await store.close();
        processLock.release();
      })();
      return closing;
    },
  };
  // Only once the server listens: a start that failed to (its port taken) would have created the
  // company, exited before printing its secret, and left every later start saying it was printed.
  if (options.seedDemo !== false) {
    try {
      runtime.demo = await ensureDemoCompany(services, store, config);
    } catch (error) {
      await runtime.close();
      throw error;
    }
  }
  return runtime;
}

/** Pending charges expired per transaction by each sweep. */
const SWEEP_BATCH = 100;
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** REQUEST_TIMEOUT of the contract: the headers within 60 s, the whole request within 300 s. */
const HEADERS_TIMEOUT_MS = 60_000;
const REQUEST_TIMEOUT_MS = 300_000;
