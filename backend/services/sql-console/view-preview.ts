/**
 * @module Dry run of a view collection's query for the console's live preview: the fields a save
 * would create (the same inference as saving) and the first rows (run by the SQL runner, so the
 * read-only connection and the time limit apply). Nothing is stored.
 */
import type { Backend } from "../../context.ts";
import { trimQuery } from "../../db/view-save.ts";
import { inferViewSchema } from "../../db/view-schema.ts";
import { ApiError, badRequest } from "../../errors.ts";
import { runSqlConsole } from "./sql-console.ts";

/** The rows a preview shows. */
export const VIEW_PREVIEW_ROWS = 10;

export interface ViewPreview {
  /** The fields a save would create, in column order (id, created and updated are not fields). */
  fields: { name: string; type: string }[];
  /** The query's columns, then up to VIEW_PREVIEW_ROWS rows as arrays in that order. */
  columns: string[];
  rows: unknown[][];
}

function invalid(reason: string) {
  return badRequest("Invalid view query.", {
    query: { code: "validation_invalid_view_query", message: `Invalid query - ${reason}` },
  });
}

/**
 * Previews `{query}` without saving anything.
 * @throws ApiError 400 with the reason under `query` (the message a save would give).
 */
export async function previewViewQuery(backend: Backend, body: unknown): Promise<ViewPreview> {
  const raw = (body ?? {}) as Record<string, unknown>;
  const query = typeof raw.query === "string" ? trimQuery(raw.query) : "";
  if (query === "") throw invalid("the query cannot be blank");
  let fields: ViewPreview["fields"];
  try {
    fields = inferViewSchema(backend.db, query, backend.collections.all()).map((f) => ({
      name: f.name,
      type: f.type,
    }));
  } catch (err) {
    throw invalid(err instanceof Error ? err.message : String(err));
  }
  try {
    const result = await runSqlConsole(backend, {
      query: `SELECT * FROM (${query}) LIMIT ${VIEW_PREVIEW_ROWS}`,
      write: false,
    });
    return { fields, columns: result.columns, rows: result.rows };
  } catch (err) {
    // "too many queries" is not the query's fault
    if (err instanceof ApiError && err.status === 429) throw err;
    throw invalid(err instanceof Error ? err.message.replace(/\.$/, "") : String(err));
  }
}
