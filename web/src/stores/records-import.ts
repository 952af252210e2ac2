/**
 * @module Import of records from a CSV or JSON file: read the file (papaparse on demand), then create
 * the rows a few at a time with progress. Each row is one create request, so a row is stored whole or
 * not at all; rows the browser already finds invalid are not sent.
 */
import { atom } from "nanostores";
import type { Collection, FieldErrors } from "../../../shared/models.ts";
import { pb } from "../lib/api.ts";
import { errorMessage, errorStatus, handleApiError, isAbortError } from "../lib/handle-api-error.ts";
import type { ColumnMapping } from "../lib/records/transfer/import-mapping.ts";
import { errorsText, type RowErrors, validateBody } from "../lib/records/transfer/import-validation.ts";
import { rowToBody, type SourceRow } from "../lib/records/transfer/import-values.ts";
import {
  isJsonFile,
  type ParsedRecordsFile,
  parseCsvRecords,
  parseJsonRecords,
} from "../lib/records/transfer/parse-records-file.ts";

/** Create requests in flight at once. */
export const IMPORT_CONCURRENCY = 4;

export interface ImportFailure {
  /** 1-based row of the file's data (the CSV header not counted). */
  row: number;
  reasons: string;
  values: SourceRow;
}

export interface ImportSummary {
  created: number;
  failed: ImportFailure[];
  cancelled: boolean;
}

/** Rows done of the running import, or null. */
export const $importProgress = atom<{ done: number; total: number } | null>(null);

let cancelled = false;

/** Reads a records file. @throws RecordsFileError when it cannot be read as records */
export async function readRecordsFile(file: File): Promise<ParsedRecordsFile> {
  const text = await file.text();
  if (isJsonFile(file.name, file.type)) return parseJsonRecords(text);
  const papa = (await import("papaparse")).default;
  return parseCsvRecords(papa, text);
}

/** The create body and the errors the browser finds for one row. */
export function previewRow(collection: Collection, mapping: ColumnMapping, row: SourceRow) {
  const { body, errors } = rowToBody(collection, mapping, row);
  return { body, errors: validateBody(collection, body, errors) };
}

function flatErrors(data: FieldErrors | undefined): RowErrors {
  const out: RowErrors = {};
  for (const [name, value] of Object.entries(data ?? {}))
    if (value && typeof value.message === "string") out[name] = value as RowErrors[string];
  return out;
}

/** Stops the running import after the requests in flight. */
export function cancelImport(): void {
  cancelled = true;
}

/** Imports the rows into `collection` with this mapping; resolves with the summary. */
export async function importRecords(
  collection: Collection,
  rows: SourceRow[],
  mapping: ColumnMapping,
): Promise<ImportSummary> {
  cancelled = false;
  const summary: ImportSummary = { created: 0, failed: [], cancelled: false };
  let next = 0;
  let done = 0;
  let stopped = false;
  $importProgress.set({ done, total: rows.length });
  const one = async (index: number) => {
    const row = rows[index];
    const { body, errors } = previewRow(collection, mapping, row);
    if (Object.keys(errors).length > 0) {
      summary.failed.push({ row: index + 1, reasons: errorsText(errors), values: row });
      return;
    }
    try {
      await pb.collection(collection.id).create(body, { requestKey: null });
      summary.created++;
    } catch (err) {
      if (isAbortError(err)) throw err;
      if (errorStatus(err) !== 400) {
        stopped = true;
        handleApiError(err); // auth or server trouble ends the import
        throw err;
      }
      // a 400 belongs to this row: its reasons go into the summary, not a toast
      const fields = errorsText(flatErrors((err as { response?: { data?: FieldErrors } }).response?.data));
      summary.failed.push({ row: index + 1, reasons: fields || errorMessage(err), values: row });
    }
  };
  const worker = async () => {
    while (!cancelled && !stopped && next < rows.length) {
      const index = next++;
      await one(index);
      done++;
      $importProgress.set({ done, total: rows.length });
    }
  };
  try {
    await Promise.all(Array.from({ length: IMPORT_CONCURRENCY }, worker));
  } catch {
    // reported above; the summary keeps what was done
  } finally {
    $importProgress.set(null);
  }
  summary.cancelled = cancelled || stopped;
  summary.failed.sort((a, b) => a.row - b.row);
  return summary;
}

/** The failures as a downloadable JSON text. */
export function failuresJson(summary: ImportSummary): string {
  return `${JSON.stringify(summary.failed, null, 2)}\n`;
}
