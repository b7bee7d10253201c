/**
 * The store keeps committed company rows in memory (every authenticated request reads its company).
 * A change must apply to the very next read, and a change that was rolled back must never be served.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { openDatabase } from "../../server/store/db.ts";
import type { CompanyRecord } from "../../server/store/records.ts";
import { SqliteStore } from "../../server/store/sqlite/store.ts";

const at = "2026-11-21T12:00:00.000Z";
const company: CompanyRecord = {
  id: "01M7ZQ0000000000000000CACHE",
  tradeName: "Loja Exemplo",
  legalName: "Loja Exemplo Ltda",
  taxId: "11222333000181",
  email: "contato@example.com",
  phone: "+551140000000",
  icon: "https://assets.example.com/companies/default.png",
  address: { line1: "Avenida Paulista, 1000", district: "Bela Vista", city: "São Paulo", state: "SP", postalCode: "01310100", countryCode: "BR" },
  ipEnabled: false,
  ipAddresses: [],
  autoApproveWithdrawals: true,
  walletsEnabled: true,
  walletMode: "simple",
  fees: { deposit: { fixed: 0, percentage: 0, minimumFee: 0 }, withdraw: { fixed: 0, percentage: 0, minimumFee: 0 } },
  usdtPriceE8: null,
  active: true,
  createdAt: at,
  updatedAt: at,
};

test("an update is read at once, a rolled-back one never, and shared rows cannot be changed in place", async () => {
  const store = new SqliteStore(openDatabase(":memory:"));
  try {
    await store.transaction((r) => r.companies.insert(company));
    const read = () => store.read((r) => r.companies.get(company.id));
    assert.equal((await read())?.active, true);
    assert.equal((await read())?.active, true, "a second read (from memory) agrees");

    await store.transaction((r) => r.companies.update(company.id, { active: false, ipAddresses: ["10.0.0.0/8"] }));
    assert.equal((await read())?.active, false);
    assert.deepEqual((await read())?.ipAddresses, ["10.0.0.0/8"]);

    // Inside the transaction the change is visible; after the rollback the committed row is back.
    await assert.rejects(
      store.transaction(async (r) => {
        await r.companies.update(company.id, { active: true, tradeName: "Nunca Gravada" });
        assert.equal((await r.companies.get(company.id))?.tradeName, "Nunca Gravada");
        throw new Error("abort");
      }),
      /abort/,
    );
    const after = await read();
    assert.equal(after?.tradeName, "Loja Exemplo");
    assert.equal(after?.active, false);

    // Every request gets the same object, so none may change it for the others.
    assert.throws(() => {
      (after as { active: boolean }).active = true;
    }, TypeError);
    assert.throws(() => (after!.ipAddresses as string[]).push("0.0.0.0/0"), TypeError);
    assert.equal(await store.read((r) => r.companies.get("01M7ZQ00000000000000NOSUCH")), undefined);
  } finally {
    await store.close();
  }
});
