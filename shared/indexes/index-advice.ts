/** @module Whether a sort or filter field of a collection is served by an index, and the index to add when it is not. */

import type { Collection } from "../models.ts";
import { tryParseIndex } from "./index-statement.ts";

/** Collections smaller than this are fast enough without an index: no advice below it. */
export const indexAdviceMinRows = 100_000;
/** A list, sort or filter slower than this (ms) on a large collection is worth advice. */
export const indexAdviceMinMs = 200;

// columns every table has an index for: the primary key, and the unique auth columns PocketBase creates with the table
const alwaysIndexed: Record<Collection["type"], string[]> = {
  base: ["id"],
  view: [],
  auth: ["id", "username", "email", "tokenKey"],
};

/**
 * Whether some index of the collection has `field` as its first column, so SQLite can sort or seek on it.
 * Invalid index statements are ignored.
 * @example hasLeadingIndex({ type: "base", indexes: ["CREATE INDEX i ON posts (created)"] }, "created") === true
 */
export function hasLeadingIndex(collection: Pick<Collection, "type" | "indexes">, field: string): boolean {
  const name = field.replace(/^[-+]/, "").toLowerCase();
  if (alwaysIndexed[collection.type].some((column) => column.toLowerCase() === name)) return true;
  return (collection.indexes ?? []).some((sql) => {
    const index = tryParseIndex(sql);
    return index !== null && index.where === "" && index.columns[0]?.name.toLowerCase() === name;
  });
}

/** The name pbdeck gives an advised index: `idx_<collection>_<field>`. */
export function advisedIndexName(collectionName: string, field: string): string {
  return `idx_${collectionName}_${field.replace(/^[-+]/, "")}`;
}

/**
 * The statement that adds the advised index, in PocketBase's canonical form.
 * @example indexAdviceStatement("posts", "-created") === "CREATE INDEX `idx_posts_created` ON `posts` (`created`)"
 */
export function indexAdviceStatement(collectionName: string, field: string): string {
  const column = field.replace(/^[-+]/, "");
  return `CREATE INDEX \`${advisedIndexName(collectionName, column)}\` ON \`${collectionName}\` (\`${column}\`)`;
}

/** What a slow list is asked for: the field of its sort or filter, its time and the records it holds. */
export interface IndexAdviceInput {
  /** Records of the collection (or of the list's filter); -1 while unknown. */
  rows: number;
  /** Time of the list request, in ms. */
  ms: number;
  collection: Pick<Collection, "type" | "schema" | "indexes">;
  /** The sort or filter field (`-created` and `created` alike); "" for none. */
  field: string;
  /** The slowness threshold in ms (default `indexAdviceMinMs`): tests lower it instead of building a slow list. */
  minMs?: number;
}

const tableColumns = ["id", "created", "updated"];

/**
 * Whether to advise an index: a table (not a view) of `indexAdviceMinRows`+ records, a list slower than
 * the threshold, and a field that is a column of the table with no index leading on it.
 * @example shouldAdviseIndex({ rows: 1e6, ms: 300, collection: { type: "base", schema: [], indexes: [] }, field: "-created" }) === true
 */
export function shouldAdviseIndex(input: IndexAdviceInput): boolean {
  const { collection, rows, ms, minMs = indexAdviceMinMs } = input;
  const field = input.field.replace(/^[-+]/, "");
  if (collection.type === "view" || !field) return false;
  if (rows < indexAdviceMinRows || !(ms > minMs)) return false;
  const isColumn = tableColumns.includes(field) || collection.schema.some((f) => f.name === field);
  return isColumn && !hasLeadingIndex(collection, field);
}

// a comparison an index can serve (not `~`, which matches anywhere in the text)
const indexableComparison = /(?:^|[\s(&|])([A-Za-z_]\w*)\s*(?:>=|<=|!=|=|>|<)/g;

/**
 * The fields a list's sort and filter lean on, sort first: the sort's first field, then each field
 * the filter compares with `=`, `!=`, `<`, `<=`, `>`, `>=` (quoted text and `@` macros skipped).
 * @example indexAdviceFields("-created", 'status = "open" && title ~ "x"') // ["created", "status"]
 */
export function indexAdviceFields(sort: string, filter: string): string[] {
  const fields: string[] = [];
  const first = sort.split(",")[0]?.trim().replace(/^[-+]/, "") ?? "";
  if (/^\w+$/.test(first)) fields.push(first);
  const bare = filter.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '""').replace(/@[\w.]+/g, "");
  for (const match of bare.matchAll(indexableComparison)) {
    if (!fields.includes(match[1])) fields.push(match[1]);
  }
  return fields;
}
