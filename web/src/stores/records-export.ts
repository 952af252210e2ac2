/**
 * @module Export of the records matching a filter to CSV or JSON, with progress and cancel. On the
 * embedded backend one streamed request brings the file in the list's sort (`records-export-stream.ts`);
 * on a remote PocketBase the records list is read page after page (`records-export-pages.ts`), in id
 * order when the list's sort of a large set has no index (the menu says so).
 */
import { atom } from "nanostores";
import type { Collection } from "../../../shared/models.ts";
import {
  type ExportFormat,
  exportColumns,
  exportFileName,
  exportFileWriter,
} from "../../../shared/records/records-export-rows.ts";
import { apiSort } from "../lib/collections/collection-fields.ts";
import { downloadBlob } from "../lib/download.ts";
import { handleApiError, isAbortError } from "../lib/handle-api-error.ts";
import { type ExportPlan, exportPlan, withIdTieBreak } from "../lib/records/transfer/export-paging.ts";
import { $collections } from "./collections.ts";
import { $embeddedFeatures } from "./embedded-features.ts";
import { readViewDates } from "./records.ts";
import { cancelPageRequests, countMatching, readExportPages } from "./records-export-pages.ts";
import { readExportStream } from "./records-export-stream.ts";
import { addSuccessToast } from "./toasts.ts";

export interface ExportProgress {
  format: ExportFormat;
  done: number;
  /** -1 until the count arrives. */
  total: number;
  /** `performance.now()` when the export started (for rows/s and the time left). */
  startedAt: number;
  /** The sort field replaced by id order ("" when the file follows the list's sort). */
  idOrderInsteadOf: string;
}

/** The running export, or null. */
export const $exportProgress = atom<ExportProgress | null>(null);

// one token per export: cancel flips it (and aborts its stream), and a later export never revives an earlier one
let run = { cancelled: true, abort: new AbortController() };

/** The progress bar moves at most this often (ms). */
const PROGRESS_EVERY_MS = 250;

/** Stops the running export at once: the requests in flight are aborted, nothing more is written or downloaded. */
export function cancelExport(): void {
  run.cancelled = true;
  run.abort.abort();
  cancelPageRequests();
  $exportProgress.set(null);
}

/** Whether the backend is known to page (a remote PocketBase: no streamed export). Unknown counts as streamed. */
export function exportsArePaged(): boolean {
  return $embeddedFeatures.get() === null;
}

/** How a paged export of `collection` in the list's `sort` pages, given the `matching` count (-1: unknown). */
export function planExport(collection: Collection, sort: string, matching: number): ExportPlan {
  return exportPlan(apiSort(sort, collection, $collections.get()), collection, matching);
}

/**
 * Exports every record of `collection` matching `filter` and downloads the file: streamed in the list's
 * `sort` on the embedded backend; paged otherwise, in that sort when it is cheap and in id order when not
 * (see `planExport`). `matching` is the list's count (-1: unknown).
 */
export async function exportRecords(
  collection: Collection,
  filter: string,
  sort: string,
  format: ExportFormat,
  matching = -1,
): Promise<void> {
  if ($exportProgress.get()) return;
  const mine = { cancelled: false, abort: new AbortController() };
  run = mine;
  const plan = planExport(collection, sort, matching);
  $exportProgress.set({
    format,
    done: 0,
    total: matching,
    startedAt: performance.now(),
    idOrderInsteadOf: exportsArePaged() ? plan.idOrderInsteadOf : "",
  });
  let done = 0;
  const progress = (patch: Partial<ExportProgress>) => {
    const now = $exportProgress.get();
    if (now && !mine.cancelled) $exportProgress.set({ ...now, ...patch });
  };
  // a few updates a second (each one re-renders and repaints the page), the last one always shown
  let shownAt = 0;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  const showDone = () => {
    const wait = shownAt + PROGRESS_EVERY_MS - performance.now();
    if (wait > 0) {
      trailing ??= setTimeout(() => {
        trailing = undefined;
        showDone();
      }, wait);
      return;
    }
    shownAt = performance.now();
    const total = $exportProgress.get()?.total ?? -1;
    progress({ done: total >= 0 ? Math.min(done, total) : done });
  };
  try {
    // the count runs beside the export: it only feeds the progress bar
    if (matching < 0)
      void countMatching(collection, filter)
        .then((total) => progress({ total }))
        .catch(() => {}); // the bar then shows the rows done only
    // a view exports the dates its rows carry, read here: the stream is told them, so that it writes the
    // paged file's columns even where the SQL view's columns say otherwise (an empty view)
    const isView = collection.type === "view";
    const columns = exportColumns(collection, isView ? await readViewDates(collection, null) : []);
    const sorted = withIdTieBreak(apiSort(sort, collection, $collections.get()));
    const query = { filter, sort: sorted, format, columns: isView ? columns : undefined };
    const streamed = exportsArePaged()
      ? null
      : await readExportStream(collection, query, mine.abort.signal, (rows) => {
          done = rows;
          showDone();
        });
    let parts = streamed?.parts;
    if (!parts) {
      progress({ idOrderInsteadOf: plan.idOrderInsteadOf });
      parts = await readExportPages(collection, filter, {
        paging: plan.paging,
        writer: exportFileWriter(format, columns),
        columns,
        cancelled: () => mine.cancelled,
        onRows: (rows) => {
          done += rows;
          showDone();
        },
      });
    }
    if (mine.cancelled) return;
    const type = format === "csv" ? "text/csv;charset=utf-8" : "application/json";
    downloadBlob(new Blob(parts, { type }), exportFileName(collection.name, format, new Date()));
    addSuccessToast(`Successfully exported ${streamed?.rows ?? done} record(s).`);
  } catch (err) {
    if (mine.cancelled || isAbortError(err)) return;
    handleApiError(err);
  } finally {
    clearTimeout(trailing);
    if (!mine.cancelled) $exportProgress.set(null);
    mine.cancelled = true; // a finished export is never cancelled later
  }
}
