/** @module Whether a sort or filter field of a collection is served by an index, and the index to add when it is not. */

import { tryParseIndex } from "./index-statement.js";
import type { Collection } from "./models.js";

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
