/** @module Index statements of the collection panel: names, table renames, column toggles and chip labels. */
import {
  buildIndex,
  type IndexStatement,
  tryParseIndex,
} from "../../../../shared/indexes/index-statement.ts";

/** Index names are `idx_` plus this many random characters. */
export const INDEX_NAME_RANDOM_LENGTH = 7;

/** A fresh index name: `idx_` plus 7 random letters and digits. */
export function randomIndexName(): string {
  const chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  let out = "idx_";
  for (const b of crypto.getRandomValues(new Uint8Array(INDEX_NAME_RANDOM_LENGTH)))
    out += chars[b % chars.length];
  return out;
}

/**
 * Points every index at `table`. Statements already on that table, and ones that do not parse,
 * are kept as written.
 */
export function renameIndexesTable(indexes: string[], table: string): string[] {
  return indexes.map((sql) => {
    const index = tryParseIndex(sql);
    if (!index || index.tableName === table) return sql;
    return buildIndex({ ...index, tableName: table });
  });
}

/** Indexes for a copy of the collection: new names and the copy's table. */
export function regenerateIndexNames(indexes: string[], table: string): string[] {
  return indexes.map((sql) => {
    const index = tryParseIndex(sql);
    if (!index) return sql;
    return buildIndex({ ...index, indexName: randomIndexName(), tableName: table });
  });
}

/** A new index on `table` with no columns yet. */
export function blankIndex(table: string): IndexStatement {
  return {
    unique: false,
    optional: false,
    schemaName: "",
    indexName: randomIndexName(),
    tableName: table,
    columns: [],
    where: "",
  };
}

/** Adds `column` to the index, or removes it when present. */
export function toggleIndexColumn(index: IndexStatement, column: string): IndexStatement {
  const has = index.columns.some((c) => c.name.toLowerCase() === column.toLowerCase());
  return {
    ...index,
    columns: has
      ? index.columns.filter((c) => c.name.toLowerCase() !== column.toLowerCase())
      : [...index.columns, { name: column, collate: "", sort: "" }],
  };
}

/** Whether the index names `column`. */
export function indexHasColumn(index: IndexStatement | null, column: string): boolean {
  return !!index?.columns.some((c) => c.name.toLowerCase() === column.toLowerCase());
}

/** The text of an index chip: `Unique: a, b` or `a, b`; the raw statement when it does not parse. */
export function indexLabel(sql: string): string {
  const index = tryParseIndex(sql);
  if (!index) return sql;
  const columns = index.columns.map((c) => c.name).join(", ");
  return index.unique ? `Unique: ${columns}` : columns;
}

/** An index as saved (`sql`) beside the statement the draft holds (`raw`). */
export interface EffectiveIndex {
  raw: string;
  sql: string;
}

interface IndexedDraft {
  name: string;
  indexes: string[];
  schema: ReadonlyArray<{ name: string; originalName?: string; toDelete?: boolean }>;
}

/**
 * The indexes a save sends: on the collection's table, with renamed fields' columns renamed, and
 * without the indexes of fields marked for deletion.
 */
export function effectiveIndexes(draft: IndexedDraft): EffectiveIndex[] {
  const renamed = new Map<string, string>();
  const removed = new Set<string>();
  for (const field of draft.schema) {
    if (!field.originalName) continue;
    if (field.toDelete) removed.add(field.originalName.toLowerCase());
    else if (field.originalName !== field.name) renamed.set(field.originalName.toLowerCase(), field.name);
  }
  return draft.indexes.flatMap((raw) => {
    const index = tryParseIndex(raw);
    if (!index) return [{ raw, sql: raw }];
    if (index.columns.some((c) => removed.has(c.name.toLowerCase()))) return [];
    const columns = index.columns.map((c) => ({ ...c, name: renamed.get(c.name.toLowerCase()) ?? c.name }));
    const moved = columns.some((c, i) => c.name !== index.columns[i].name);
    if (!moved && index.tableName === draft.name) return [{ raw, sql: raw }];
    return [{ raw, sql: buildIndex({ ...index, columns, tableName: draft.name || index.tableName }) }];
  });
}
