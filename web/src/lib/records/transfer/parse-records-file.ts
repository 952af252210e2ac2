/** @module A records file (CSV with a header row, or a JSON array of objects) as columns and rows. */
import type Papa from "papaparse";
import type { SourceRow } from "./import-values.ts";

export interface ParsedRecordsFile {
  columns: string[];
  rows: SourceRow[];
}

/** Thrown with a message fit for the form. */
export class RecordsFileError extends Error {}

/** Whether a file name or type says JSON (everything else is read as CSV). */
export function isJsonFile(name: string, type = ""): boolean {
  return name.toLowerCase().endsWith(".json") || type === "application/json";
}

/**
 * Rows of a JSON records file: an array of objects (a `{ items: [...] }` list answer is accepted too).
 * @throws RecordsFileError when the text is not such an array
 */
export function parseJsonRecords(text: string): ParsedRecordsFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new RecordsFileError("The file is not valid JSON.");
  }
  if (
    data &&
    typeof data === "object" &&
    !Array.isArray(data) &&
    Array.isArray((data as { items?: unknown }).items)
  )
    data = (data as { items: unknown[] }).items;
  if (!Array.isArray(data)) throw new RecordsFileError("The JSON file must hold an array of records.");
  const columns = new Set<string>();
  const rows: SourceRow[] = [];
  for (const item of data) {
    if (!item || typeof item !== "object" || Array.isArray(item))
      throw new RecordsFileError("Every item of the JSON array must be an object.");
    for (const key of Object.keys(item)) if (key !== "expand") columns.add(key);
    rows.push(item as SourceRow);
  }
  return { columns: [...columns], rows };
}

/**
 * Rows of a CSV records file with a header row, parsed by papaparse (passed in: it loads on demand).
 * @throws RecordsFileError when there is no header or a row is malformed
 */
export function parseCsvRecords(papa: typeof Papa, text: string): ParsedRecordsFile {
  const result = papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  const columns = (result.meta.fields ?? []).filter((c) => c !== "");
  if (columns.length === 0) throw new RecordsFileError("The CSV file has no header row.");
  const bad = result.errors.find((e) => e.type !== "FieldMismatch" || e.code !== "TooFewFields");
  if (bad) throw new RecordsFileError(`Row ${(bad.row ?? 0) + 1}: ${bad.message}.`);
  return { columns, rows: result.data };
}
