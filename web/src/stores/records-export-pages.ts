/**
 * @module The paged export (a remote PocketBase has no streamed one): the records list read page after
 * page. Pages seek past the last row (keyset) on id or on an indexed sort field, so the millionth row
 * costs what the first did; an unindexed sort of a large set is read in id order instead (the menu
 * says so); an id order is walked as a few id ranges side by side. Written pages become Blobs of about
 * 1 MB, so the page's memory stays flat (the browser keeps blob bytes out of the JS heap).
 */
import type { Collection, RecordModel } from "../../../shared/models.ts";
import type { ExportFileWriter } from "../../../shared/records/records-export-rows.ts";
import { pb } from "../lib/api.ts";
import { queryOptions } from "../lib/query-options.ts";
import { BlobBatches, joinBatches } from "../lib/records/transfer/blob-batches.ts";
import { type ExportPaging, fieldKeysetFilter, keysetFilter } from "../lib/records/transfer/export-paging.ts";
import { idBoundaries, idRangeFilter } from "../lib/records/transfer/id-ranges.ts";

/** Records asked per request (the API's maximum page size, PocketBase v0.18 included). */
export const EXPORT_PAGE_SIZE = 500;
/** Ranges of ids walked side by side: more requests in flight hide the round trips. */
export const EXPORT_WALKERS = 4;
const REQUEST_KEY = "records_export";
const walkerKey = (at: number) => `${REQUEST_KEY}_${at}`;

/** Aborts every request of a paged export in flight. */
export function cancelPageRequests(): void {
  for (let at = 0; at < EXPORT_WALKERS; at++) pb.cancelRequest(walkerKey(at));
  for (const key of ["count", "id", "-id"]) pb.cancelRequest(`${REQUEST_KEY}_${key}`);
}

/** The count of records matching `filter` (one 1-row list). */
export async function countMatching(collection: Collection, filter: string): Promise<number> {
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

/** What the paged reader needs besides the collection and the filter. */
export interface PagedExport {
  paging: ExportPaging;
  writer: ExportFileWriter;
  columns: string[];
  /** True once the export was cancelled: no more pages are written. */
  cancelled: () => boolean;
  /** Called with the rows of each page written. */
  onRows: (count: number) => void;
}

/**
 * Reads every matching record page after page and writes the file as Blobs (head, rows, tail).
 * @throws ClientResponseError when a page fails (the other ranges' requests are aborted).
 */
export async function readExportPages(
  collection: Collection,
  filter: string,
  run: PagedExport,
): Promise<Blob[]> {
  const { writer } = run;
  const ranges = await exportRanges(collection.id, filter, run.paging);
  const batches = ranges.map(() => new BlobBatches(writer.separator));
  const walk = async (rangeFilter: string, at: number) => {
    const fields = run.columns.join(",");
    for await (const items of walkPages(collection.id, rangeFilter, run.paging, fields, walkerKey(at))) {
      if (run.cancelled()) return;
      if (items.length === 0) continue;
      batches[at].add(writer.rows(items));
      run.onRows(items.length);
    }
  };
  try {
    await Promise.all(ranges.map(walk));
  } catch (err) {
    cancelPageRequests(); // one range failed: the others stop too
    throw err;
  }
  return [new Blob([writer.head]), ...joinBatches(batches, writer.separator), new Blob([writer.tail])];
}
