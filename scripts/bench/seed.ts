/**
 * A database holding N deposits of the bench company, built once and cached in the system's temp
 * folder (each run copies it, so every run starts fresh). Every row is real: a ULID spread over
 * the last year, the company's fee arithmetic, a customer with a valid CPF, a BR Code with its
 * CRC and a PNG that decodes to it (drawn by the server's QR renderer on two worker threads). They are expired charges, so no
 * money moved and the ledger stays consistent with the balances.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { ulid } from "ulid";
import { loadConfig } from "../../server/config.ts";
import { withCheckDigits } from "../../server/domain/documents.ts";
import { buildDynamicBrCode } from "../../server/domain/brcode.ts";
import { computeFee, feeScheduleFrom, formatMinor } from "../../server/domain/money.ts";
import { createQrRenderer } from "../../server/domain/qr-renderer.ts";
import { openDatabase } from "../../server/store/db.ts";
import { SqliteStore } from "../../server/store/sqlite/store.ts";
import { defaultIds } from "../../server/usecases/context.ts";
import { companyUseCases, DEFAULT_FEES } from "../../server/usecases/company.ts";

export const BENCH_KEY = "pk_bench_key_000000000001";
export const BENCH_SECRET = "sk_bench_secret_0000000001";

export interface Seed {
  path: string;
  companyId: string;
  sampleIds: string[];
}

export async function seedDatabase(count: number, log: (line: string) => void): Promise<Seed> {
  const dir = join(tmpdir(), "payments-bench");
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `seed-${count}.sqlite`);
  if (existsSync(path)) {
    const db = openDatabase(path);
    const meta = db.prepare("SELECT value FROM bench_meta WHERE key = 'complete'").get() as { value: string } | undefined;
    if (meta) {
      const companyId = (db.prepare("SELECT value FROM bench_meta WHERE key = 'company'").get() as { value: string }).value;
      const sampleIds = (db.prepare("SELECT id FROM deposits ORDER BY RANDOM() LIMIT 2000").all() as { id: string }[]).map((r) => r.id);
      db.close();
      log(`reusing ${path}`);
      return { path, companyId, sampleIds };
    }
    db.close();
  }
  const building = `${path}.building`;
  rmSync(building, { force: true });
  const started = Date.now();
  const db = openDatabase(building);
  db.exec("CREATE TABLE bench_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
  const store = new SqliteStore(db);
  const qr = createQrRenderer(2);
  const deps = { config: loadConfig({ LOG_LEVEL: "silent" }), store, logger: pino({ level: "silent" }), now: () => new Date(), newId: defaultIds(), wake: () => {}, qr };
  const company = await companyUseCases(deps).create({ tradeName: "Loja Exemplo", legalName: "Loja Exemplo Ltda", taxId: "45378069000191", apiKey: BENCH_KEY, apiSecret: BENCH_SECRET });
  const companyId = company.company.id;
  db.prepare("INSERT INTO bench_meta VALUES ('company', ?)").run(companyId);

  const customers = Array.from({ length: 1000 }, (_, i) => {
    const document = withCheckDigits(String(100_000_000 + i * 7919).slice(0, 9));
    const id = deps.newId();
    db.prepare("INSERT INTO customers (id, company_id, document, created_at) VALUES (?, ?, ?, ?)").run(id, companyId, document, new Date().toISOString());
    return { id, name: `Cliente ${i + 1} da Silva`, email: `cliente${i + 1}@example.com`, phone: `+55119${String(80000000 + i).padStart(8, "0")}`, document };
  });
  const fees = feeScheduleFrom(DEFAULT_FEES.deposit, "brl");
  const insert = db.prepare(
    `INSERT INTO deposits (id, company_id, wallet_id, reference, request_hash, amount_minor, fee_minor, net_minor, status, customer_json, metadata_json, splits_json, qr_payload, qr_image, end_to_end_id, expires_at, paid_at, created_at, updated_at)
     VALUES (?, ?, NULL, ?, ?, ?, ?, ?, 'expired', ?, '{}', NULL, ?, ?, NULL, ?, NULL, ?, ?)`,
  );
  const yearAgo = Date.now() - 365 * 24 * 3600 * 1000;
  const BATCH = 4000;
  let done = 0;
  try {
    while (done < count) {
      const size = Math.min(BATCH, count - done);
      const rows = Array.from({ length: size }, (_, i) => {
        const at = yearAgo + Math.floor(((done + i) / count) * 364 * 24 * 3600 * 1000);
        const amountMinor = 1000 + ((done + i) * 7_919) % 500_000;
        return { id: ulid(at), at, amountMinor };
      });
      const rendered = await Promise.all(
        rows.map(async (r) => {
          const payload = buildDynamicBrCode({ location: `qr.pix.example.com/v2/${r.id}`, amount: formatMinor(r.amountMinor, "brl"), merchantName: "Loja Exemplo Ltda", merchantCity: "São Paulo", txid: r.id.slice(1) });
          return { payload, image: await qr.render(payload) };
        }),
      );
      db.transaction(() => {
        rows.forEach((r, i) => {
          const fee = computeFee(r.amountMinor, fees);
          const created = new Date(r.at).toISOString();
          const expires = new Date(r.at + 3600_000).toISOString();
          insert.run(r.id, companyId, `seed-${done + i}`, `seed-${done + i}`, r.amountMinor, fee, r.amountMinor - fee, JSON.stringify(customers[(done + i) % customers.length]), rendered[i].payload, rendered[i].image, expires, created, expires);
        });
      })();
      done += size;
      if (done % 100_000 < size) log(`seeded ${done.toLocaleString("en")} / ${count.toLocaleString("en")} deposits (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
  } finally {
    await qr.close();
  }
  db.prepare("INSERT INTO bench_meta VALUES ('complete', ?)").run(String(count));
  const sampleIds = (db.prepare("SELECT id FROM deposits ORDER BY RANDOM() LIMIT 2000").all() as { id: string }[]).map((r) => r.id);
  db.pragma("wal_checkpoint(TRUNCATE)");
  db.close();
  renameSync(building, path);
  log(`seeded ${count.toLocaleString("en")} deposits into ${path} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return { path, companyId, sampleIds };
}
