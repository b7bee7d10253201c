/**
 * Maps a record type to one SQLite table: camelCase fields to snake_case columns, booleans to
 * 0/1, JSON fields to `<name>_json` text. Statements are prepared once and reused.
 */
import type { Statement } from "better-sqlite3";
import type { Db } from "../db.ts";
import type { Page } from "../repositories.ts";
import { boundMillis, parseInstant } from "../../domain/instant.ts";

export type FieldKind = "bool" | "json";

function snake(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * A page's LIMIT and OFFSET, bound as `?+0` rather than `?`. SQLite (3.53, as better-sqlite3 12
 * builds it) reads the values bound to a bare `LIMIT ?` or `OFFSET ?` while planning, and so marks
 * the statement to be compiled again each time they are bound, whatever the values: every listing
 * request parsed and planned its query anew (perf on the deposit listing under load: 4% of the
 * server's CPU in SQLite's parser; in-process, the 20-row page took 84 instead of 67 µs). An
 * expression is not read while planning; the plans are the same (test/server/listing-statements.test.ts).
 */
const PAGE_LIMIT = "LIMIT ?+0 OFFSET ?+0";

const statementsByDb = new WeakMap<Db, Map<string, Statement>>();

/** A statement prepared once per connection (preparing is a fifth of an insert's SQLite time). */
export function prepared(db: Db, sql: string): Statement {
  let cache = statementsByDb.get(db);
  if (!cache) statementsByDb.set(db, (cache = new Map()));
  let stmt = cache.get(sql);
  if (!stmt) cache.set(sql, (stmt = db.prepare(sql)));
  return stmt;
}

export class Table<T extends object> {
  private readonly columns: Map<string, { column: string; kind?: FieldKind }>;
  private readonly fieldByColumn: Map<string, string>;
  /** `SELECT *` statements in raw (array) mode; every one has the table's columns, in its order. */
  private readonly selects = new Map<string, Statement>();
  /** Array row -> record, compiled from the first `SELECT *` (the same for every one of them). */
  private decodeRow: ((row: unknown[]) => T) | undefined;

  constructor(
    readonly db: Db,
    readonly name: string,
    fields: readonly (keyof T & string)[],
    kinds: Partial<Record<keyof T & string, FieldKind>> = {},
  ) {
    this.columns = new Map(
      fields.map((f) => {
        const kind = kinds[f];
        return [f, { column: kind === "json" ? `${snake(f)}_json` : snake(f), kind }];
      }),
    );
    this.fieldByColumn = new Map([...this.columns].map(([f, c]) => [c.column, f]));
  }

  statement(sql: string): Statement {
    return prepared(this.db, sql);
  }

  column(field: keyof T & string): string {
    const c = this.columns.get(field);
    if (!c) throw new Error(`${this.name} has no field ${field}`);
    return c.column;
  }

  private toDb(field: string, value: unknown): unknown {
    const kind = this.columns.get(field)?.kind;
    if (value === undefined || value === null) return null;
    if (kind === "bool") return value ? 1 : 0;
    if (kind === "json") return JSON.stringify(value);
    return value;
  }

  insert(record: T): void {
    const fields = [...this.columns.keys()];
    const sql = `INSERT INTO ${this.name} (${fields.map((f) => this.columns.get(f)!.column).join(", ")}) VALUES (${fields.map(() => "?").join(", ")})`;
    this.statement(sql).run(fields.map((f) => this.toDb(f, (record as Record<string, unknown>)[f])));
  }

  update(keyField: keyof T & string, key: unknown, patch: Partial<T>): void {
    const fields = Object.keys(patch).filter((f) => (patch as Record<string, unknown>)[f] !== undefined && f !== keyField);
    if (fields.length === 0) return;
    const sql = `UPDATE ${this.name} SET ${fields.map((f) => `${this.column(f as keyof T & string)} = ?`).join(", ")} WHERE ${this.column(keyField)} = ?`;
    this.statement(sql).run([...fields.map((f) => this.toDb(f, (patch as Record<string, unknown>)[f])), key]);
  }

  /**
   * A `SELECT *` prepared once in raw mode, and the decoder of its rows. Measured on a 20-row
   * deposit page: better-sqlite3 building a keyed object per row and a generic loop renaming its
   * columns cost about twice what array rows and one object literal per row cost.
   */
  private select(sql: string): { stmt: Statement; decode: (row: unknown[]) => T } {
    let stmt = this.selects.get(sql);
    if (!stmt) this.selects.set(sql, (stmt = this.db.prepare(sql).raw(true)));
    this.decodeRow ??= this.compileDecoder(stmt);
    return { stmt, decode: this.decodeRow };
  }

  private compileDecoder(stmt: Statement): (row: unknown[]) => T {
    const properties = stmt.columns().flatMap((c, i) => {
      const field = this.fieldByColumn.get(c.name);
      if (!field) return [];
      const kind = this.columns.get(field)!.kind;
      const value = kind === "bool" ? `r[${i}] === 1` : kind === "json" ? `(r[${i}] === null ? null : JSON.parse(r[${i}]))` : `r[${i}]`;
      return [`${JSON.stringify(field)}: ${value}`];
    });
    // Field names come from this module's own field lists, never from input.
    return new Function("r", `return { ${properties.join(", ")} };`) as (row: unknown[]) => T;
  }

  one(where: string, params: unknown[]): T | undefined {
    const { stmt, decode } = this.select(`SELECT * FROM ${this.name} WHERE ${where} LIMIT 1`);
    const row = stmt.get(params) as unknown[] | undefined;
    return row ? decode(row) : undefined;
  }

  many(where: string, params: unknown[], suffix = ""): T[] {
    const { stmt, decode } = this.select(`SELECT * FROM ${this.name} WHERE ${where} ${suffix}`);
    return (stmt.all(params) as unknown[][]).map(decode);
  }

  /**
   * A page ordered newest first, with the total count of matching rows (`knownTotal` when the
   * caller has it from a maintained counter, else COUNT(*)).
   */
  page(where: string, params: unknown[], page: number, limit: number, knownTotal?: number): Page<T> {
    const total = knownTotal ?? (this.statement(`SELECT COUNT(*) AS n FROM ${this.name} WHERE ${where}`).get(params) as { n: number }).n;
    const items = this.many(where, [...params, limit, (page - 1) * limit], `ORDER BY created_at DESC, id DESC ${PAGE_LIMIT}`);
    return { items, total };
  }
}

/**
 * A `createdFrom` / `createdTo` filter, which may be any RFC 3339 date-time (`TimestampFilter` in the
 * contract; the validator has checked it, date-time-format.ts), in the stored form
 * `YYYY-MM-DDTHH:mm:ss.sssZ`, so that comparing texts compares instants. Digits below the
 * millisecond round a lower bound up and an upper bound down, and a leap second is the instant
 * after `23:59:59.999` (domain/instant.ts, which the range rule reads the same way). An instant
 * outside years 0000-9999 in UTC (`9999-12-31T23:59:59-01:00`) is clamped to that range:
 * JavaScript writes it `+010000-...`, which as text sorts before 2026.
 */
export function storedInstant(text: string, bound: "from" | "to"): string {
  const instant = parseInstant(text);
  if (!instant) return text;
  return new Date(Math.min(Math.max(boundMillis(instant, bound), FIRST_STORABLE_MS), LAST_STORABLE_MS)).toISOString();
}

const FIRST_STORABLE_MS = Date.parse("0000-01-01T00:00:00.000Z");
const LAST_STORABLE_MS = Date.parse("9999-12-31T23:59:59.999Z");

/**
 * The account (the main account, '', or a wallet) as the unique reference indexes key it
 * (migration 005), bound to `walletId ?? ""`.
 */
export const ACCOUNT_KEY = "COALESCE(wallet_id, '') = ?";

/**
 * The indexes of a table, beyond its listing index, that its filtered listings can read. A filter
 * reaches such an index only when its WHERE is written as the index is: listWhere writes it so.
 */
export interface ListingIndexes {
  /**
   * A unique index on (company_id, COALESCE(wallet_id, ''), reference) (migration 005). A reference
   * filter names the account as it does, ACCOUNT_KEY (the same rows as `wallet_id IS NULL` or
   * `wallet_id = ?`). Written with the listing index's form, SQLite read every row of
   * the account to compare its reference, with the server blocked meanwhile (on an account of
   * 1,000,000 deposits: 2.2 s a page with the rows cached, 57 to 118 s from a cold cache; 2 ms
   * through this index).
   */
  referenceIndex?: boolean;
  /**
   * The status a partial status index leaves out (migration 007): the one most rows end in, which
   * the listing index finds at once. A filter on any other status states the index's condition
   * (`status <> 'paid'`): SQLite reads a partial index only when the query states what its WHERE does.
   */
  statusIndexLeavesOut?: string;
}

/** WHERE clause pieces for the common listing filters, written so that `indexes` can serve them. */
export function listWhere(filter: {
  companyId?: string;
  walletId?: string | null;
  status?: string;
  reference?: string;
  createdFrom?: string;
  createdTo?: string;
  where?: Record<string, string>;
}, columnOf: (field: string) => string = snake, indexes: ListingIndexes = {}): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (filter.companyId !== undefined) {
    clauses.push("company_id = ?");
    params.push(filter.companyId);
  }
  if (filter.walletId !== undefined && indexes.referenceIndex && filter.reference !== undefined) {
    clauses.push(ACCOUNT_KEY);
    params.push(filter.walletId ?? "");
  } else if (filter.walletId !== undefined) {
    if (filter.walletId === null) clauses.push("wallet_id IS NULL");
    else {
      clauses.push("wallet_id = ?");
      params.push(filter.walletId);
    }
  }
  if (filter.status !== undefined) {
    clauses.push("status = ?");
    params.push(filter.status);
    // The literal comes from the repositories' own declarations, never from a request.
    const leftOut = indexes.statusIndexLeavesOut;
    if (leftOut !== undefined && filter.status !== leftOut) clauses.push(`status <> '${leftOut}'`);
  }
  if (filter.reference !== undefined) {
    clauses.push("reference = ?");
    params.push(filter.reference);
  }
  if (filter.createdFrom !== undefined) {
    clauses.push("created_at >= ?");
    params.push(storedInstant(filter.createdFrom, "from"));
  }
  if (filter.createdTo !== undefined) {
    clauses.push("created_at <= ?");
    params.push(storedInstant(filter.createdTo, "to"));
  }
  for (const [field, value] of Object.entries(filter.where ?? {})) {
    clauses.push(`${columnOf(field)} = ?`);
    params.push(value);
  }
  return { sql: clauses.length ? clauses.join(" AND ") : "1 = 1", params };
}
