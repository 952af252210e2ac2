/** @module User indexes of a collection table: dropped and re-created on every save. */
import type { DatabaseSync } from "node:sqlite";
import { buildIndex, tryParseIndex } from "../../shared/indexes/index-statement.ts";
import type { FieldError, FieldErrors } from "../../shared/models.ts";
import { fieldError } from "../errors.ts";
import { quoteId } from "./connection.ts";

/** Indexes that SQLite refused (or that cannot be parsed), as `{indexes: {"<i>": error}}`. */
export class IndexCreationError extends Error {
  readonly fieldErrors: FieldErrors;

  constructor(errors: Record<string, FieldError>) {
    super("failed to create the collection indexes");
    this.fieldErrors = { indexes: errors };
  }
}

/**
 * Drops the indexes named by the statements, when they exist on `table`: an index of the same
 * name on another table belongs to another collection and is left alone (creating ours then fails).
 */
export function dropIndexes(db: DatabaseSync, table: string, indexes: readonly string[]): void {
  const find = db.prepare(
    "SELECT tbl_name FROM sqlite_master WHERE type = 'index' AND name = ? COLLATE NOCASE",
  );
  for (const raw of indexes) {
    const parsed = tryParseIndex(raw);
    if (!parsed) continue;
    const existing = find.get(parsed.indexName) as { tbl_name: string } | undefined;
    if (existing && existing.tbl_name.toLowerCase() === table.toLowerCase()) {
      db.exec(`DROP INDEX IF EXISTS ${quoteId(parsed.indexName)}`);
    }
  }
}

/**
 * Creates the user indexes on `table` (whatever table the statements name).
 * @throws IndexCreationError listing every statement that failed.
 */
export function createIndexes(db: DatabaseSync, table: string, indexes: readonly string[]): void {
  // a reused name would otherwise collide with the index it replaces
  dropIndexes(db, table, indexes);
  const errors: Record<string, FieldError> = {};
  indexes.forEach((raw, i) => {
    const parsed = tryParseIndex(raw);
    if (!parsed) {
      errors[i] = fieldError("validation_invalid_index_expression", "Invalid CREATE INDEX expression.");
      return;
    }
    try {
      // prepare() compiles one statement only, so a WHERE clause cannot smuggle in a second one
      db.prepare(buildIndex({ ...parsed, tableName: table })).run();
    } catch (err) {
      errors[i] = fieldError(
        "validation_invalid_index_expression",
        `Failed to create index ${parsed.indexName} - ${(err as Error).message}.`,
      );
    }
  });
  if (Object.keys(errors).length > 0) throw new IndexCreationError(errors);
}
