/**
 * The statements behind every listing: prepared once and never compiled again per request (no bare
 * parameter in LIMIT or OFFSET, which SQLite reads while planning and so recompiles the statement
 * each time it is bound); the payment listings read through their listing index in order, and a
 * reference through the unique index of references.
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { openDatabase } from "../../server/store/db.ts";
import { SqliteStore } from "../../server/store/sqlite/store.ts";
import { preparedDuring, queryPlan } from "../helpers/statements.ts";

const COMPANY = "01M8FPVSNAAC8SAT8SWV2021QZ";
const WALLET = "01M8FPVSNAAC8SAT8SWV2021R0";

/** A movement in each account, so that the transactions listing's counts do not answer an empty page before its query runs. */
async function bookMovements(store: SqliteStore): Promise<void> {
  let n = 0;
  const movement = (accountId: string, walletId: string | null) =>
    ({ companyId: COMPANY, accountId, walletId, currency: "brl", bucket: "available", amountMinor: 100, type: "deposit", sourceType: "deposit", sourceId: "source", reference: "order-1", description: "x" }) as const;
  await store.transaction((r) => r.ledger.post([movement(COMPANY, null), movement(WALLET, WALLET)], "2026-01-02T00:00:00.000Z", () => `movement-${n++}`));
}

/** Runs every repository listing, plain and filtered, and returns the SQL texts prepared meanwhile. */
async function listingStatements(store: SqliteStore): Promise<string[]> {
  await bookMovements(store);
  const prepared = await preparedDuring(store, () => store.read(async (r) => {
    for (const walletId of [null, WALLET]) {
      for (const filter of [{}, { status: "paid" }, { status: "completed" }, { status: "failed" }, { createdFrom: "2026-01-01T00:00:00.000Z" }, { reference: "order-1" }]) {
        const scoped = { companyId: COMPANY, walletId, page: 2, limit: 5, ...filter };
        await r.deposits.list(scoped);
        await r.withdrawals.list(scoped);
        await r.conversions.list(scoped);
        await r.cryptoDeposits.list(scoped);
        await r.infractions.list(scoped);
        await r.chargebacks.list(scoped);
        await r.ledger.list({ accountId: walletId ?? COMPANY, page: 2, limit: 5, ...filter });
      }
      for (const filter of [{ type: "deposit" }, { currency: "brl" }, { type: "deposit", currency: "brl" }, { type: "deposit", reference: "order-1" }]) {
        await r.ledger.list({ accountId: walletId ?? COMPANY, page: 2, limit: 5, ...filter });
      }
    }
    await r.wallets.list({ companyId: COMPANY, status: "enabled", page: 2, limit: 5 });
    await r.webhooks.list({ companyId: COMPANY, page: 2, limit: 5 });
    await r.events.listDeliveries({ webhookId: WALLET, page: 2, limit: 5 });
  }));
  return prepared.filter((sql) => /\bLIMIT\b/.test(sql));
}

describe("listing statements", () => {
  test("bind LIMIT and OFFSET inside an expression, so SQLite does not compile the statement again on each page", async () => {
    const store = new SqliteStore(openDatabase(":memory:"));
    const statements = await listingStatements(store);
    assert.ok(statements.length >= 20, `only ${statements.length} listing statements were prepared:\n${statements.join("\n")}`);
    for (const sql of statements) assert.doesNotMatch(sql, /\b(LIMIT|OFFSET)\s+\?(?!\s*\+)/, sql);
    await store.close();
  });

  /** The outer query's plan lines: the view's per-row status lookups are searches by primary key. */
  const outerPlan = (store: SqliteStore, sql: string) =>
    queryPlan(store, sql)
      .filter((line) => !/SUBQUERY|autoindex/.test(line))
      .join("\n");
  const REFERENCED = /FROM (deposits|withdrawals|conversions|crypto_deposits) .*reference = \?/;

  test("payment listings read their rows from the listing index, newest first, without sorting", async () => {
    const store = new SqliteStore(openDatabase(":memory:"));
    const statements = await listingStatements(store);
    const payments = statements.filter((sql) => /FROM (deposits|withdrawals|conversions|infractions|chargebacks|ledger_entries_with_status) /.test(sql) && !REFERENCED.test(sql));
    assert.ok(payments.length >= 15, payments.join("\n"));
    for (const sql of payments) {
      const plan = outerPlan(store, sql);
      assert.match(plan, /^SEARCH \w+ USING INDEX \w*listing/, `${sql}\n${plan}`);
      assert.doesNotMatch(plan, /TEMP B-TREE/, `${sql}\n${plan}`);
    }
    await store.close();
  });

  test("a deposit, withdrawal or conversion listing filtered by a status most rows are not in reads that status's index range", async () => {
    const store = new SqliteStore(openDatabase(":memory:"));
    const byStatus = (await listingStatements(store)).filter((sql) => /FROM (deposits|withdrawals|conversions) .*status = \?/.test(sql));
    // Withdrawals and conversions: the status index leaves out the status most rows end in
    // (migration 007), which the listing index serves; every other status states the index's condition.
    const partial = byStatus.filter((sql) => /status <> '(paid|completed)'/.test(sql));
    assert.deepEqual(partial.map((sql) => /FROM (\w+)/.exec(sql)![1]).sort(), ["conversions", "conversions", "withdrawals", "withdrawals"], byStatus.join("\n"));
    assert.ok(byStatus.length >= 10, byStatus.join("\n"));
    for (const sql of byStatus) {
      const plan = outerPlan(store, sql);
      const dense = /FROM (withdrawals|conversions) /.test(sql) && !partial.includes(sql);
      if (dense) assert.match(plan, /^SEARCH \w+ USING INDEX \w+_listing \(company_id=\? AND wallet_id=\?\)$/, `${sql}\n${plan}`);
      else assert.match(plan, /^SEARCH \w+ USING INDEX \w+_status_listing \(company_id=\? AND wallet_id=\? AND status=\?\)$/, `${sql}\n${plan}`);
    }
    await store.close();
  });

  test("a transactions listing filtered by type, currency or reference reads that filter's index in order, and counts type and currency from the counts", async () => {
    const store = new SqliteStore(openDatabase(":memory:"));
    const ledger = (await listingStatements(store)).filter((sql) => /FROM ledger_entries_with_status /.test(sql));
    const indexOf = (sql: string) => /\breference = \?/.test(sql) ? "ledger_reference_listing" : /\btype = \?/.test(sql) ? "ledger_type_listing" : /\bcurrency = \?/.test(sql) ? "ledger_currency_listing" : undefined;
    const filtered = ledger.filter((sql) => indexOf(sql) !== undefined && !/\bstatus = \?/.test(sql));
    // reference, type, currency, type with currency (the type's index), type with reference
    assert.equal(filtered.length, 5, ledger.join("\n"));
    for (const sql of filtered) {
      const plan = outerPlan(store, sql);
      assert.match(plan, new RegExp(`^SEARCH l USING INDEX ${indexOf(sql)} \\(account_id=\\? AND (type|currency|reference)=\\?\\)$`), `${sql}\n${plan}`);
    }
    await store.close();
    const fresh = new SqliteStore(openDatabase(":memory:"));
    await bookMovements(fresh);
    const counted = await preparedDuring(fresh, () => fresh.read(async (r) => {
      for (const filter of [{}, { type: "deposit" }, { currency: "brl" }, { type: "deposit", currency: "usdt" }]) await r.ledger.list({ accountId: COMPANY, page: 1, limit: 5, ...filter });
    }));
    assert.deepEqual(counted.filter((sql) => /\bFROM ledger_kind_counts\b/.test(sql)).length, 4, counted.join("\n"));
    assert.deepEqual(counted.filter((sql) => /\bCOUNT\(/.test(sql)), [], "a count of the rows");
    await fresh.close();
  });

  test("a listing filtered by reference looks it up in the account's unique reference index, not row by row", async () => {
    const store = new SqliteStore(openDatabase(":memory:"));
    const byReference = (await listingStatements(store)).filter((sql) => REFERENCED.test(sql));
    // deposits, withdrawals, conversions and USDT deposits, each for the main account and a wallet
    assert.ok(byReference.length >= 4, byReference.join("\n"));
    for (const sql of byReference) {
      const plan = outerPlan(store, sql);
      assert.match(plan, /^SEARCH \w+ USING INDEX \w+_reference \(company_id=\? AND <expr>=\? AND reference=\?\)$/, `${sql}\n${plan}`);
    }
    await store.close();
  });
});
