/**
 * The use cases' dependencies without a server, for tests that call use cases or the store
 * directly: the test configuration, a silent logger, ULIDs, QR images drawn on the calling thread,
 * a worker that is never woken. `overrides` replace any of them (a movable clock, a real wake).
 */
import pino from "pino";
import { loadConfig } from "../../server/config.ts";
import { ulidFactory } from "../../server/domain/ids.ts";
import { createQrRenderer } from "../../server/domain/qr-renderer.ts";
import type { Store } from "../../server/store/repositories.ts";
import type { Deps } from "../../server/usecases/context.ts";
import { FAST_ENV } from "./server.ts";

export function testDeps(store: Store, overrides: Partial<Deps> = {}): Deps {
  return { config: loadConfig(FAST_ENV), store, logger: pino({ level: "silent" }), now: () => new Date(), newId: ulidFactory(), wake: () => {}, qr: createQrRenderer(0), ...overrides };
}
