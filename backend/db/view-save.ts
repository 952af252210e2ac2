/** @module SQL views of view collections: (re)creation, table info, and the text-id wrapper. */
import type { DatabaseSync } from "node:sqlite";
import { quoteId } from "./connection.ts";
import { ViewQueryError } from "./view-query-parser.ts";
import { tokenize } from "./view-tokenizer.ts";

/** One row of `PRAGMA table_info`. */
export interface ColumnInfo {
  cid: number;
  name: string;
  type: string;
  notnull: number;
  dflt_value: unknown;
  pk: number;
}

/**
 * The columns of a table or view.
 * @throws Error when the object is missing or broken (SQLite's message).
 */
export function tableInfo(db: DatabaseSync, name: string): ColumnInfo[] {
  const rows = db.prepare("SELECT * FROM pragma_table_info(?)").all(name) as unknown as ColumnInfo[];
  if (rows.length === 0) {
    throw new ViewQueryError(`empty table info probably due to invalid or missing table ${name}`);
  }
  return rows;
}

/** `DROP VIEW IF EXISTS`. */
export function dropView(db: DatabaseSync, name: string): void {
  db.exec(`DROP VIEW IF EXISTS ${quoteId(name)}`);
}

/** The query with surrounding whitespace and semicolons removed. */
export function trimQuery(query: string): string {
  return query.trim().replace(/^;+|;+$/g, "");
}

/**
 * Re-creates the SQL view `name` as `SELECT * FROM (<query>)` and checks that SQLite can
 * describe it (missing tables and columns only show up then).
 * @throws Error for several statements, SQL errors, or a view SQLite cannot describe.
 */
export function saveView(db: DatabaseSync, name: string, query: string): void {
  dropView(db, name);
  const select = trimQuery(query);
  if (tokenize(select, ";").tokens.length > 1) {
    throw new ViewQueryError("multiple statements are not supported");
  }
  // the wrapping SELECT and prepare() (one statement only) keep the query a single read-only SELECT
  db.prepare(`CREATE VIEW ${quoteId(name)} AS SELECT * FROM (${select})`).run();
  try {
    tableInfo(db, name);
  } catch (err) {
    dropView(db, name);
    throw err;
  }
}

/**
 * Wraps the query so that `id` is text: `SELECT cast(`id` as text) `id`,`a`,… FROM (<query>)`,
 * with the column aliases in their order.
 */
export function wrapQueryWithTextId(query: string, aliases: readonly string[]): string {
  const columns = aliases.map((alias) => (alias === "id" ? "cast(`id` as text) `id`" : quoteId(alias)));
  return `SELECT ${columns.join(",")} FROM (${query})`;
}
