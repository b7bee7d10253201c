/**
 * `format: date-time` is checked as RFC 3339 defines it (server/http/date-time-format.ts), not by
 * shape alone: a listing filter naming an hour, day or offset that does not exist is a
 * VALIDATION_ERROR on that parameter instead of a filter compared as text or rolled over.
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { isRfc3339DateTime } from "../../server/http/date-time-format.ts";
import { CUSTOMER, ref, startTestServer, type TestServer } from "../helpers/server.ts";

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The same rule from Date: the fields must survive a round trip through Date.UTC. */
function reference(year: number, month: number, day: number, hour: number, minute: number, second: number, offsetMinutes: number): boolean {
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 60) return false;
  // setUTCFullYear, not Date.UTC, which reads years 0 to 99 as 1900 to 1999.
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  at.setUTCHours(hour, minute, Math.min(second, 59));
  if (at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day || day < 1) return false;
  if (second === 60) {
    const utc = new Date(at.getTime() - offsetMinutes * 60_000);
    return utc.getUTCHours() === 23 && utc.getUTCMinutes() === 59;
  }
  return true;
}

describe("date-time format", () => {
  test("valid and invalid instants", () => {
    for (const valid of ["2026-11-21T14:03:07.123Z", "2026-11-21T14:03:07Z", "2026-11-21t14:03:07z", "2026-11-21T11:03:07-03:00", "2026-11-21T14:03:07.123456789+05:30", "2024-02-29T00:00:00Z", "2000-02-29T00:00:00Z", "2016-12-31T23:59:60Z", "2016-12-31T20:59:60-03:00", "0001-01-01T00:00:00Z", "9999-12-31T23:59:59.999Z"]) {
      assert.equal(isRfc3339DateTime(valid), true, valid);
    }
    for (const invalid of ["2026-11-21T25:00:00Z", "2026-11-21T24:00:00Z", "2026-13-01T00:00:00Z", "2026-00-10T00:00:00Z", "2026-11-39T00:00:00Z", "2026-11-00T00:00:00Z", "2026-02-29T00:00:00Z", "2026-02-30T00:00:00Z", "1900-02-29T00:00:00Z", "2026-04-31T00:00:00Z", "2026-11-21T14:60:00Z", "2026-11-21T14:03:60Z", "2016-12-31T23:59:60-03:00", "2026-11-21T14:03:07+0300", "2026-11-21T14:03:07+03", "2026-11-21T14:03:07+24:00", "2026-11-21T14:03:07+03:60", "2026-11-21T14:03:07", "2026-11-21 14:03:07Z", "2026-11-21T14:03:07.Z", "2026-11-21T14:03:07.123Zx", "2026-11-21T14:03:07.123", "26-11-21T14:03:07Z", "2026-11-21T1:03:07Z", "２026-11-21T14:03:07Z", ""]) {
      assert.equal(isRfc3339DateTime(invalid), false, invalid);
    }
  });

  test("agrees with a round trip through Date for any field values", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 19 }),
        fc.integer({ min: 0, max: 39 }),
        fc.integer({ min: 0, max: 29 }),
        fc.integer({ min: 0, max: 61 }),
        fc.integer({ min: 0, max: 61 }),
        fc.option(fc.integer({ min: -23 * 60 - 59, max: 23 * 60 + 59 })),
        (year, month, day, hour, minute, second, offset) => {
          const zone = offset === null ? "Z" : `${offset < 0 ? "-" : "+"}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
          const text = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${zone}`;
          return isRfc3339DateTime(text) === reference(year, month, day, hour, minute, second, offset ?? 0);
        },
      ),
      { numRuns: 50_000 },
    );
  });
});

describe("listing filters", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  test("an instant that does not exist is a VALIDATION_ERROR on its parameter", async () => {
    for (const [name, value] of [["createdFrom", "2026-11-21T25:00:00Z"], ["createdTo", "2026-02-30T00:00:00Z"], ["createdFrom", "2026-19-39T29:59:59Z"], ["createdTo", "2026-11-21T14:03:07+0300"]]) {
      for (const listing of ["/v1/deposits", "/v1/withdrawals", "/v1/transactions"]) {
        const r = await server.api("GET", `${listing}?${name}=${encodeURIComponent(value)}`);
        assert.equal(r.status, 422, `${listing} ${name}=${value}: ${JSON.stringify(r.body)}`);
        assert.equal(r.body.error.code, "VALIDATION_ERROR");
        assert.deepEqual(r.body.error.details.map((d: { field: string }) => d.field), [name]);
      }
    }
  });

  test("an instant beyond year 9999 or before year 0000 in UTC bounds the listing as the end of the range does", async () => {
    const made = await server.api("POST", "/v1/deposits", { amount: 10, customer: CUSTOMER, reference: ref("far") });
    assert.equal(made.status, 200);
    const count = async (query: string) => (await server.api("GET", `/v1/deposits?limit=100&${query}`)).body.data.total as number;
    const all = await count("");
    assert.ok(all >= 1);
    // 9999-12-31T23:59:59-01:00 is year 10000 in UTC, written +010000-... by JavaScript.
    assert.equal(await count(`createdFrom=${encodeURIComponent("9999-12-31T23:59:59-01:00")}`), 0);
    assert.equal(await count(`createdTo=${encodeURIComponent("9999-12-31T23:59:59-01:00")}`), all);
    assert.equal(await count(`createdFrom=${encodeURIComponent("0000-01-01T00:00:00+00:01")}`), all);
    assert.equal(await count(`createdTo=${encodeURIComponent("0000-01-01T00:00:00+00:01")}`), 0);
  });

  test("a range whose start is after its end is a VALIDATION_ERROR on createdFrom, in every listing; equal bounds are a range", async () => {
    const listings = ["/v1/deposits", "/v1/withdrawals", "/v1/conversions", "/v1/transactions", "/v1/infractions", "/v1/chargebacks"];
    // The same instants written in other zones: 10:00-03:00 is 13:00Z, after 12:59:59.999Z.
    // A leap second is after every fraction of the second before it; digits below the millisecond count.
    const reversed = [
      ["2026-11-22T00:00:00Z", "2026-11-21T00:00:00Z"],
      ["2026-11-21T10:00:00-03:00", "2026-11-21T12:59:59.999Z"],
      ["2016-12-31T23:59:60Z", "2016-12-31T23:59:58Z"],
      ["2016-12-31T23:59:60Z", "2016-12-31T23:59:59.5Z"],
      ["2017-01-01T00:00:00Z", "2016-12-31T23:59:60.999Z"],
      ["2026-11-21T00:00:00.0009Z", "2026-11-21T00:00:00.0001Z"],
    ];
    for (const listing of listings) {
      for (const [from, to] of reversed) {
        const r = await server.api("GET", `${listing}?createdFrom=${encodeURIComponent(from)}&createdTo=${encodeURIComponent(to)}`);
        assert.equal(r.status, 422, `${listing} ${from} > ${to}: ${JSON.stringify(r.body)}`);
        assert.equal(r.body.error.code, "VALIDATION_ERROR");
        assert.deepEqual(r.body.error.details, [{ field: "createdFrom", error: "Deve ser igual ou anterior a createdTo." }]);
      }
      const ranges = [
        ["2026-11-21T10:00:00-03:00", "2026-11-21T13:00:00Z"],
        ["2026-11-21T00:00:00Z", "2026-11-22T00:00:00Z"],
        ["2016-12-31T23:59:59.5Z", "2016-12-31T23:59:60Z"],
        ["2016-12-31T23:59:59.001Z", "2016-12-31T20:59:60-03:00"],
        ["2026-11-21T00:00:00.5Z", "2026-11-21T00:00:00.500000Z"],
      ];
      for (const [from, to] of ranges) {
        const r = await server.api("GET", `${listing}?createdFrom=${encodeURIComponent(from)}&createdTo=${encodeURIComponent(to)}`);
        assert.equal(r.status, 200, `${listing} ${from} .. ${to}: ${JSON.stringify(r.body)}`);
      }
    }
  });

  test("an instant with an offset, a leap day or a leap second is taken", async () => {
    for (const value of ["2026-11-21T11:03:07-03:00", "2024-02-29T12:00:00Z", "2016-12-31T23:59:60Z", "2026-11-21T14:03:07.123456Z"]) {
      const r = await server.api("GET", `/v1/deposits?createdFrom=${encodeURIComponent(value)}`);
      assert.equal(r.status, 200, `${value}: ${JSON.stringify(r.body)}`);
    }
  });
});
