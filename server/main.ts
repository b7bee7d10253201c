/**
 * The reference server's process entry, as DESIGN.md "Running it" says (`npm start` runs it
 * through scripts/start.mjs, which first builds what is missing). Reads the environment
 * (PORT, HOST, PAYMENTS_DB, PAYMENTS_SANDBOX, PAYMENTS_DEMO_API_KEY / _SECRET, ...), prints the
 * demo company's credentials on a new database, and shuts down gracefully on SIGTERM and SIGINT.
 */
import { ConfigError, loadConfig } from "./config.ts";
import { startRuntime } from "./runtime.ts";

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const runtime = await startRuntime(config);
  // Bound to every interface (HOST=0.0.0.0 or ::), the banner says so rather than suggest the
  // server took only the loopback its url names.
  const listening = runtime.everyInterface ? `on every interface (${runtime.everyInterface}), port ${new URL(runtime.url).port}: ${runtime.url} from this machine` : `on ${runtime.url}`;
  const lines = [`Payments API reference server listening ${listening}`, `  OpenAPI: ${runtime.url}/openapi.json  ${runtime.url}/openapi.yaml`, `  Docs:    ${runtime.url}/docs`, `  Database: ${config.dbPath}  (sandbox ${config.sandbox ? "on" : "off"})`];
  if (runtime.demo?.created) {
    lines.push("Demo company created (its secret is printed only now):", `  X-Api-Key:    ${runtime.demo.apiKey}`, `  X-Api-Secret: ${runtime.demo.apiSecret}`, `  company id:   ${runtime.demo.companyId}`);
  } else if (runtime.demo) {
    lines.push(`Demo company ${runtime.demo.companyId} (X-Api-Key ${runtime.demo.apiKey}) already exists.`);
    if (runtime.demo.secretDiffers) {
      lines.push("  WARNING: PAYMENTS_DEMO_API_SECRET is not this key's stored secret; requests with it get 401 UNAUTHORIZED. The stored secret stands: use it, or start on a new database (PAYMENTS_DB).");
    }
  } else {
    lines.push("Existing database: the demo credentials were printed when it was created (or set PAYMENTS_DEMO_API_KEY/SECRET).");
  }
  console.log(lines.join("\n"));
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.deps.logger.info({ signal }, "shutting down");
    runtime.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "EADDRINUSE") console.error("Another process has this port: stop it, or start on another one (PORT=3001 npm start; PORT=0 picks a free one).");
  // A well-formed HOST (config.ts checks its form) that names no address of this machine.
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "EADDRNOTAVAIL") console.error(`HOST=${process.env.HOST ?? ""} is not an address of this machine: use one of its addresses or names (HOST=127.0.0.1, HOST=0.0.0.0 for every interface).`);
  process.exit(1);
});
