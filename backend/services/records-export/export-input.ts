/** @module The query of a records export (`format`, `filter`, `sort`, `fields`), checked before anything is read. */

import type { Collection } from "../../../shared/models.ts";
import type { DateField } from "../../../shared/records/record-date-fields.ts";
import { type ExportFormat, exportColumns } from "../../../shared/records/records-export-rows.ts";
import { badRequest } from "../../errors.ts";

export interface RecordsExportInput {
  format: ExportFormat;
  filter: string;
  sort: string;
  /** The file's columns, in order (all exportable columns by default). */
  columns: string[];
}

/**
 * The export asked by a query string (first occurrence of each name). `viewDates`: the date columns a
 * view selects (see `viewDateColumns`), exported like its other columns.
 * @throws ApiError 400 for an unknown format, or a `fields` column the collection does not export.
 */
export function recordsExportInput(
  collection: Collection,
  search: URLSearchParams,
  viewDates: readonly DateField[] = [],
): RecordsExportInput {
  const format = search.get("format") ?? "csv";
  if (format !== "csv" && format !== "json")
    throw badRequest("Invalid export format.", {
      format: { code: "validation_in_invalid", message: "Must be csv or json." },
    });
  const exportable = exportColumns(collection, viewDates);
  const asked = (search.get("fields") ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = asked.filter((name) => !exportable.includes(name));
  if (unknown.length > 0)
    throw badRequest("Invalid export fields.", {
      fields: { code: "validation_unknown_field", message: `Unknown column: ${unknown.join(", ")}.` },
    });
  return {
    format,
    filter: search.get("filter") ?? "",
    sort: search.get("sort") ?? "",
    columns: asked.length > 0 ? asked : exportable,
  };
}
