/**
 * @module Records as export rows: system and schema columns, files and relations kept as ids. Shared by
 * the console's paged export and the embedded backend's streamed one, so both write the same bytes.
 */
import { hasBuiltInUsername, newerFacts } from "../client/generations/v023/collections-display.ts";
import type { Collection, RecordModel } from "../models.ts";
import { collectionDateFields, type DateField } from "./record-date-fields.ts";

export type ExportFormat = "csv" | "json";

/**
 * The exported columns of a collection, in table order (secrets such as passwords are never listed, nor
 * a v0.23+ `password` field: the server never returns it).
 * A view exports the dates of `viewDates` only (those its query selects; none by default).
 */
export function exportColumns(
  collection: Pick<Collection, "type" | "schema">,
  viewDates: readonly DateField[] = [],
): string[] {
  const columns = ["id"];
  if (hasBuiltInUsername(collection)) columns.push("username");
  if (collection.type === "auth") columns.push("email", "emailVisibility", "verified");
  for (const field of collection.schema) if (newerFacts(field).type !== "password") columns.push(field.name);
  columns.push(...collectionDateFields(collection, viewDates));
  return columns;
}

/** One record as a JSON export object: only the columns, in order (no expand, no collection keys). */
export function toJsonRow(record: RecordModel, columns: string[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const column of columns) row[column] = record[column] ?? null;
  return row;
}

/** A value as a CSV cell: arrays and objects as JSON text, null as an empty cell. */
export function toCsvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** One record as CSV cells, in column order. */
export function toCsvRow(record: RecordModel, columns: string[]): string[] {
  return columns.map((column) => toCsvCell(record[column]));
}

// quoted like papaparse's unparse: a quote, comma, line break or byte order mark inside, or a space at either end
const needsQuotes = /[",\r\n\uFEFF]|^ | $/;

/** One CSV field: quoted (with quotes doubled) only when it has to be. */
export function csvField(text: string): string {
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line of these cells, ending in CRLF. */
export function csvLine(cells: string[]): string {
  return `${cells.map(csvField).join(",")}\r\n`;
}

/** One record as a CSV line ending in CRLF, in column order (built straight, without a row array). */
export function toCsvLine(record: RecordModel, columns: string[]): string {
  let line = "";
  for (let i = 0; i < columns.length; i++) {
    if (i > 0) line += ",";
    line += csvField(toCsvCell(record[columns[i]]));
  }
  return `${line}\r\n`;
}

/** The download name: `<collection>_<yyyymmdd-hhmmss>.<ext>`. */
export function exportFileName(collectionName: string, format: ExportFormat, now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `${collectionName}_${stamp}.${format}`;
}

/** The file's text: what opens it, a run of records (CSV lines ending in CRLF, or JSON objects), the separator between runs, what closes it. */
export interface ExportFileWriter {
  head: string;
  rows: (records: RecordModel[]) => string;
  separator: string;
  tail: string;
}

/** How a file of `format` with these columns is written (head, runs of rows joined by the separator, tail). */
export function exportFileWriter(format: ExportFormat, columns: string[]): ExportFileWriter {
  if (format === "json") {
    const rows = (records: RecordModel[]) =>
      records.map((r) => JSON.stringify(toJsonRow(r, columns), null, 2)).join(",\n");
    return { head: "[\n", rows, separator: ",\n", tail: "\n]\n" };
  }
  return {
    head: csvLine(columns),
    rows: (records) => {
      let text = "";
      for (const record of records) text += toCsvLine(record, columns);
      return text;
    },
    separator: "",
    tail: "",
  };
}
