/**
 * @module Export of the records matching a filter to CSV or JSON, page after page with progress and cancel.
 * Pages seek past the last row (keyset) on id or on an indexed sort field, so the millionth row costs
 * what the first did; an unindexed sort of a large set is exported in id order instead (the menu says
 * so); an id order is walked as a few id ranges side by side. Written pages become Blobs of about 1 MB,
 * so the page's memory stays flat (the browser keeps blob bytes out of the JS heap).
 */
import { atom } from "nanostores";
import type { Collection, RecordModel } from "../../../shared/models.ts";
import { pb } from "../lib/api.ts";
import { apiSort } from "../lib/collections/collection-fields.ts";
import { downloadBlob } from "../lib/download.ts";
import { handleApiError, isAbortError } from "../lib/handle-api-error.ts";
import { queryOptions } from "../lib/query-options.ts";
import { BlobBatches, joinBatches } from "../lib/records/transfer/blob-batches.ts";
import {
  type ExportPaging,
  type ExportPlan,
  exportPlan,
  fieldKeysetFilter,
  keysetFilter,
} from "../lib/records/transfer/export-paging.ts";
import {
  csvLine,
  type ExportFormat,
  exportColumns,
  exportFileName,
  toCsvLine,
  toJsonRow,
} from "../lib/records/transfer/export-rows.ts";
import { idBoundaries, idRangeFilter } from "../lib/records/transfer/id-ranges.ts";
import { $collections } from "./collections.ts";
import { addSuccessToast } from "./toasts.ts";

/** Records asked per request (the API's maximum page size, PocketBase v0.18 included). */
export const EXPORT_PAGE_SIZE = 500;
const REQUEST_KEY = "records_export";

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

// one token per export: cancel flips it, and a later export never revives an earlier one
let run = { cancelled: true };

/** Ranges of ids walked side by side: more requests in flight hide the round trips. */
export const EXPORT_WALKERS = 4;
/** The progress bar moves at most this often (ms). */
const PROGRESS_EVERY_MS = 250;
const walkerKey = (at: number) => `${REQUEST_KEY}_${at}`;

function cancelRequests(): void {
  for (let at = 0; at < EXPORT_WALKERS; at++) pb.cancelRequest(walkerKey(at));
  for (const key of ["count", "id", "-id"]) pb.cancelRequest(`${REQUEST_KEY}_${key}`);
}

/** Stops the running export at once: the requests in flight are aborted, nothing more is written or downloaded. */
export function cancelExport(): void {
  run.cancelled = true;
  cancelRequests();
  $exportProgress.set(null);
}

/** How an export of `collection` in the list's `sort` pages, given the `matching` count (-1: unknown). */
export function planExport(collection: Collection, sort: string, matching: number): ExportPlan {
  return exportPlan(apiSort(sort, collection, $collections.get()), collection, matching);
}

async function countMatching(collection: Collection, filter: string): Promise<number> {
  const result = await pb
    .collection(collection.id)
    .getList(1, 1, { ...queryOptions({ filter, fields: "id" }), requestKey: `${REQUEST_KEY}_count` });
  return result.totalItems;
}

/** The filter of the page after `last` (null: the first page). */
function pageFilter(paging: ExportPaging, filter: string, last: RecordModel | null): string {
  if (paging.kind === "keyset") return keysetFilter(filter, last?.id ?? "", paging.sort);
  if (paging.kind === "keyset-field")
    return fieldKeysetFilter(filter, paging, last && { value: last[paging.field], id: last.id });
  return filter;
}

/**
 * The records of one range page after page. The next page is asked for as soon as a page arrives, so the
 * backend works on it while this one is written.
 */
async function* walkPages(
  collectionId: string,
  filter: string,
  paging: ExportPaging,
  fields: string,
  requestKey: string,
): AsyncGenerator<RecordModel[]> {
  const list = (page: number, last: RecordModel | null) =>
    pb.collection(collectionId).getList<RecordModel>(page, EXPORT_PAGE_SIZE, {
      ...queryOptions({ filter: pageFilter(paging, filter, last), fields }),
      sort: paging.sort,
      skipTotal: true,
      requestKey,
    });
  const keyset = paging.kind !== "pages";
  let next = list(1, null);
  for (let page = 1; ; page++) {
    const { items } = await next;
    const full = items.length >= EXPORT_PAGE_SIZE;
    if (full) {
      next = list(keyset ? 1 : page + 1, items[items.length - 1]);
      next.catch(() => {}); // awaited on the next turn; a cancel in between must not leave it unhandled
    }
    yield items;
    if (!full) return;
  }
}

/**
 * The filters of the ranges walked side by side, in the file's order. Only an id keyset splits (between
 * the first and the last matching id, two one-row requests on the primary key); any other paging is one range.
 */
async function exportRanges(collectionId: string, filter: string, paging: ExportPaging): Promise<string[]> {
  if (paging.kind !== "keyset") return [filter];
  const edge = async (sort: string) => {
    const { items } = await pb.collection(collectionId).getList(1, 1, {
      ...queryOptions({ filter, fields: "id" }),
      sort,
      skipTotal: true,
      requestKey: `${REQUEST_KEY}_${sort}`,
    });
    return (items[0]?.id as string | undefined) ?? "";
  };
  const [first, last] = await Promise.all([edge("id"), edge("-id")]);
  const boundaries = idBoundaries(first, last, EXPORT_WALKERS);
  const ranges = ["", ...boundaries].map((lo, i) => idRangeFilter(filter, lo, boundaries[i] ?? ""));
  return paging.sort === "-id" ? ranges.reverse() : ranges;
}

/** The file's text: what opens it, one page (CSV lines ending in CRLF, or JSON objects), the page separator, what closes it. */
interface FileWriter {
  head: string;
  page: (items: RecordModel[]) => string;
  separator: string;
  tail: string;
}

function fileWriter(format: ExportFormat, columns: string[]): FileWriter {
  if (format === "json") {
    const page = (items: RecordModel[]) =>
      items.map((r) => JSON.stringify(toJsonRow(r, columns), null, 2)).join(",\n");
    return { head: "[\n", page, separator: ",\n", tail: "\n]\n" };
  }
  return {
    head: csvLine(columns),
    page: (items) => {
      let text = "";
      for (const record of items) text += toCsvLine(record, columns);
      return text;
    },
    separator: "",
    tail: "",
  };
}

/**
 * Exports every record of `collection` matching `filter` and downloads the file: in the list's `sort`
 * when that is cheap, otherwise in id order (see `planExport`). `matching` is the list's count (-1: unknown).
 */
export async function exportRecords(
  collection: Collection,
  filter: string,
  sort: string,
  format: ExportFormat,
  matching = -1,
): Promise<void> {
  if ($exportProgress.get()) return;
  const mine = { cancelled: false };
  run = mine;
  const plan = planExport(collection, sort, matching);
  $exportProgress.set({
    format,
    done: 0,
    total: matching,
    startedAt: performance.now(),
    idOrderInsteadOf: plan.idOrderInsteadOf,
  });
  const columns = exportColumns(collection);
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
    progress({ done });
  };
  try {
    const writer = fileWriter(format, columns);
    // the count runs beside the pages: it only feeds the progress bar
    if (matching < 0)
      void countMatching(collection, filter)
        .then((total) => progress({ total }))
        .catch(() => {}); // the bar then shows the rows done only
    const ranges = await exportRanges(collection.id, filter, plan.paging);
    const batches = ranges.map(() => new BlobBatches(writer.separator));
    const walk = async (rangeFilter: string, at: number) => {
      const pages = walkPages(collection.id, rangeFilter, plan.paging, columns.join(","), walkerKey(at));
      for await (const items of pages) {
        if (mine.cancelled) return;
        if (items.length === 0) continue;
        batches[at].add(writer.page(items));
        done += items.length;
        showDone();
      }
    };
    await Promise.all(ranges.map(walk));
    if (mine.cancelled) return;
    const type = format === "csv" ? "text/csv;charset=utf-8" : "application/json";
    const parts = [writer.head, ...joinBatches(batches, writer.separator), writer.tail];
    downloadBlob(new Blob(parts, { type }), exportFileName(collection.name, format, new Date()));
    addSuccessToast(`Successfully exported ${done} record(s).`);
  } catch (err) {
    if (mine.cancelled || isAbortError(err)) return;
    cancelRequests(); // one range failed: the others stop too
    handleApiError(err);
  } finally {
    clearTimeout(trailing);
    if (!mine.cancelled) $exportProgress.set(null);
    mine.cancelled = true; // a finished export is never cancelled later
  }
}
