/**
 * @module Export of the records matching a filter to CSV or JSON, in the list's sort: page after page
 * (keyset on id when the sort is by id, so the millionth row costs what the first did; numbered pages
 * in any other sort), with progress and cancel. papaparse loads on demand.
 */
import { atom } from "nanostores";
import type { Collection, RecordModel } from "../../../shared/models.ts";
import { pb } from "../lib/api.ts";
import { apiSort } from "../lib/collections/collection-fields.ts";
import { downloadBlob } from "../lib/download.ts";
import { handleApiError, isAbortError } from "../lib/handle-api-error.ts";
import { queryOptions } from "../lib/query-options.ts";
import { exportPaging, keysetFilter } from "../lib/records/transfer/export-paging.ts";
import {
  type ExportFormat,
  exportColumns,
  exportFileName,
  toCsvRow,
  toJsonRow,
} from "../lib/records/transfer/export-rows.ts";
import { $collections } from "./collections.ts";
import { addSuccessToast } from "./toasts.ts";

/** Records asked per request (the API's maximum page size). */
export const EXPORT_PAGE_SIZE = 500;
const REQUEST_KEY = "records_export";

export interface ExportProgress {
  format: ExportFormat;
  done: number;
  /** -1 until the count arrives. */
  total: number;
}

/** The running export, or null. */
export const $exportProgress = atom<ExportProgress | null>(null);

let cancelled = false;

/** Stops the running export; nothing is downloaded. */
export function cancelExport(): void {
  cancelled = true;
  pb.cancelRequest(REQUEST_KEY);
  $exportProgress.set(null);
}

async function countMatching(collection: Collection, filter: string): Promise<number> {
  const result = await pb
    .collection(collection.id)
    .getList(1, 1, { ...queryOptions({ filter, fields: "id" }), requestKey: `${REQUEST_KEY}_count` });
  return result.totalItems;
}

/** The matching records page after page in the list's sort (the same API sort the list sends). */
async function* exportPages(
  collection: Collection,
  filter: string,
  sort: string,
): AsyncGenerator<RecordModel[]> {
  const paging = exportPaging(apiSort(sort, collection, $collections.get()));
  const list = (page: number, pageFilter: string) =>
    pb.collection(collection.id).getList<RecordModel>(page, EXPORT_PAGE_SIZE, {
      ...queryOptions({ filter: pageFilter }),
      sort: paging.sort,
      skipTotal: true,
      requestKey: REQUEST_KEY,
    });
  let lastId = "";
  for (let page = 1; ; page++) {
    const { items } =
      paging.kind === "keyset"
        ? await list(1, keysetFilter(filter, lastId, paging.sort))
        : await list(page, filter);
    yield items;
    if (items.length < EXPORT_PAGE_SIZE) return;
    lastId = items[items.length - 1].id;
  }
}

/** Exports every record of `collection` matching `filter`, in the list's `sort`, and downloads the file. */
export async function exportRecords(
  collection: Collection,
  filter: string,
  sort: string,
  format: ExportFormat,
): Promise<void> {
  if ($exportProgress.get()) return;
  cancelled = false;
  $exportProgress.set({ format, done: 0, total: -1 });
  const columns = exportColumns(collection);
  const parts: string[] = [];
  try {
    const papa = format === "csv" ? (await import("papaparse")).default : null;
    // the count runs beside the pages: it only feeds the progress bar
    void countMatching(collection, filter)
      .then((total) => {
        const now = $exportProgress.get();
        if (now && !cancelled) $exportProgress.set({ ...now, total });
      })
      .catch(() => {}); // the bar then shows the rows done only
    if (papa) parts.push(papa.unparse([columns]));
    let done = 0;
    for await (const items of exportPages(collection, filter, sort)) {
      if (cancelled) return;
      if (items.length === 0) continue;
      if (papa)
        parts.push(
          papa.unparse(
            items.map((r) => toCsvRow(r, columns)),
            { header: false },
          ),
        );
      else for (const r of items) parts.push(JSON.stringify(toJsonRow(r, columns), null, 2));
      done += items.length;
      const now = $exportProgress.get();
      if (now) $exportProgress.set({ ...now, done });
    }
    const text = papa ? `${parts.join("\r\n")}\r\n` : `[\n${parts.join(",\n")}\n]\n`;
    const type = papa ? "text/csv;charset=utf-8" : "application/json";
    downloadBlob(new Blob([text], { type }), exportFileName(collection.name, format, new Date()));
    addSuccessToast(`Successfully exported ${done} record(s).`);
  } catch (err) {
    if (cancelled || isAbortError(err)) return;
    handleApiError(err);
  } finally {
    if (!cancelled) $exportProgress.set(null);
  }
}
