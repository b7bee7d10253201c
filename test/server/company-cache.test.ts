/**
 * The store keeps committed company rows in memory (every authenticated request reads its company).
 * A change must apply to the very next read, and a change that was rolled back must never be served.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { openDatabase } from "../../server/store/db.ts";
import { SqliteStore } from "../../server/store/sqlite/store.ts";
import { companyUseCases } from "../../server/usecases/company.ts";
import { testDeps } from "../helpers/deps.ts";

test("an update is read at once, a rolled-back one never, and shared rows cannot be changed in place", async () => {
  const store = new SqliteStore(openDatabase(":memory:"));
  try {
    // Created as the server creates companies, so the cached row has the real record's shape.
    const deps = testDeps(store);
    const company = (await companyUseCases(deps).create({ tradeName: "Loja Exemplo" })).company;
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
