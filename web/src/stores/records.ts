/** @module The records list of the active collection: pages, totals, loading and filter errors. */
import { atom } from "nanostores";
import type { Collection, RecordModel } from "../../../shared/models.ts";
import { type DateField, viewDateFields } from "../../../shared/records/record-date-fields.ts";
import { pb } from "../lib/api.ts";
import { apiSort, relationFieldNames } from "../lib/collections/collection-fields.ts";
import { errorMessage, errorStatus, handleApiError, isAbortError } from "../lib/handle-api-error.ts";
import { queryOptions } from "../lib/query-options.ts";
import { $collections } from "./collections.ts";
import { backendIsEmbedded } from "./connection.ts";

export const RECORDS_PER_PAGE = 30;

export const $records = atom<RecordModel[]>([]);
/** The collection, filter and sort `$records` answer; null before the first list. */
export const $recordsQuery = atom<{ collectionId: string; filter: string; sort: string } | null>(null);
export const $recordsPage = atom(0);
/** Records matching the filter; -1 while the count (asked apart from the rows) is on its way. */
export const $recordsTotal = atom(0);
/** Whether the last page came back full (more may follow, whatever the count says). */
export const $recordsHasMore = atom(false);
export const $recordsLoading = atom(false);
/** A 400 from the filter: shown under the search bar, never as a toast. */
export const $recordsFilterError = atom("");

/** Per view collection id: the dates its rows carry (absent while the probe runs). */
export const $viewDates = atom<Record<string, DateField[]>>({});

/**
 * The dates a view's rows carry, read from one row (a view has `created` and `updated` only when its
 * query selects them; the API leaves out the others).
 * @throws ClientResponseError when the list request fails (`isAbort` when `requestKey` cancelled it)
 */
export async function readViewDates(collection: Collection, requestKey: string | null): Promise<DateField[]> {
  const page = await pb.collection(collection.id).getList(1, 1, {
    fields: "created,updated",
    skipTotal: true,
    requestKey,
  });
  return viewDateFields(page.items);
}

/**
 * Finds out which dates a view's rows carry: the list may show and sort by those only (a sort on a
 * missing column is a 400). A failed probe counts as none (no sort is always safe).
 */
export async function probeViewDates(collection: Collection): Promise<void> {
  let dates: DateField[] = [];
  try {
    dates = await readViewDates(collection, `view_dates_${collection.id}`);
  } catch (err) {
    if (isAbortError(err)) return;
  }
  $viewDates.set({ ...$viewDates.get(), [collection.id]: dates });
}

/** How long the first page of the current list took (the rows request alone), for the index advisor. */
export interface RecordsListTiming {
  collectionId: string;
  filter: string;
  sort: string;
  ms: number;
}
/** The timing of the last first page loaded; null while it loads or after it failed. */
export const $recordsListTiming = atom<RecordsListTiming | null>(null);

interface Query {
  collection: Collection;
  filter: string;
  sort: string;
}

let current: Query | null = null;
let sequence = 0;

function listOptions(q: Query) {
  const expand = relationFieldNames(q.collection.schema).join(",");
  const sort = apiSort(q.sort, q.collection, $collections.get());
  // the rows never wait for a count: it is asked apart (countRecords)
  return { ...queryOptions({ sort, filter: q.filter, expand }), skipTotal: true, requestKey: "records_list" };
}

async function fetchPage(q: Query, page: number, perPage = RECORDS_PER_PAGE) {
  return pb.collection(q.collection.id).getList<RecordModel>(page, perPage, listOptions(q));
}

function sameQuery(a: Query, b: Query): boolean {
  return a.collection.id === b.collection.id && a.filter === b.filter && a.sort === b.sort;
}

/** Counts the records of the query (a one-id page) and writes the total unless a newer query started. */
async function countRecords(q: Query): Promise<void> {
  try {
    const result = await pb.collection(q.collection.id).getList(1, 1, {
      ...queryOptions({ filter: q.filter }),
      fields: "id",
      requestKey: "records_count",
    });
    if (current && sameQuery(current, q)) $recordsTotal.set(result.totalItems);
  } catch (err) {
    if (!isAbortError(err) && errorStatus(err) !== 400) handleApiError(err); // a bad filter is shown by the list
  }
}

/** Loads a page of records; page 1 replaces the list, later pages append. */
export async function loadRecords(
  collection: Collection,
  filter: string,
  sort: string,
  page = 1,
): Promise<void> {
  const q = { collection, filter, sort };
  current = q;
  const mine = ++sequence;
  $recordsLoading.set(true);
  if (page === 1) {
    $recordsFilterError.set("");
    $recordsTotal.set(-1);
    $recordsListTiming.set(null);
  }
  // a PocketBase server counts on another thread while it reads the rows, so both are asked at once
  // (as its own dashboard does); the embedded backend answers one query at a time, so there the
  // count is asked once the rows are in and never holds them back
  const countBeside = page === 1 && !backendIsEmbedded();
  if (countBeside) void countRecords(q);
  try {
    const started = performance.now();
    const result = await fetchPage(q, page);
    const ms = performance.now() - started;
    if (mine !== sequence) return;
    if (page === 1) $recordsListTiming.set({ collectionId: collection.id, filter, sort, ms });
    if (page === 1 && !countBeside) void countRecords(q);
    const known = page === 1 ? [] : $records.get();
    const ids = new Set(known.map((r) => r.id));
    $records.set([...known, ...result.items.filter((r) => !ids.has(r.id))]);
    if (page === 1) $recordsQuery.set({ collectionId: collection.id, filter, sort });
    $recordsPage.set(result.page);
    $recordsHasMore.set(result.items.length >= RECORDS_PER_PAGE);
  } catch (err) {
    if (isAbortError(err) || mine !== sequence) return;
    if (errorStatus(err) === 400) {
      handleApiError(err, { notify: false }); // silence filter errors
      $recordsFilterError.set(errorMessage(err));
    } else {
      handleApiError(err);
    }
    $records.set([]);
    $recordsQuery.set({ collectionId: collection.id, filter, sort });
    $recordsPage.set(0);
    $recordsTotal.set(0);
    $recordsHasMore.set(false);
  } finally {
    if (mine === sequence) $recordsLoading.set(false);
  }
}

/** A first page asked for ahead of the list that shows it (stores/records-ahead.ts), not yet taken. */
let ahead: (Query & { at: number }) | null = null;
/** An answer asked for ahead and not taken by then is not the list's to trust: it asks again. */
const AHEAD_TAKEN_WITHIN_MS = 10_000;

/** Asks for the first page of a query before its list renders; the list then takes it (`takeRecordsAhead`). */
export function loadRecordsAhead(collection: Collection, filter: string, sort: string): void {
  ahead = { collection, filter, sort, at: performance.now() };
  void loadRecords(collection, filter, sort, 1);
}

/**
 * Whether the first page of this query was asked for ahead of its list and not yet taken: the list
 * then shows that answer instead of asking again. Any call uses up what was asked ahead.
 */
export function takeRecordsAhead(collection: Collection, filter: string, sort: string): boolean {
  const taken = ahead;
  ahead = null;
  return (
    !!taken &&
    taken.collection === collection &&
    taken.filter === filter &&
    taken.sort === sort &&
    performance.now() - taken.at < AHEAD_TAKEN_WITHIN_MS
  );
}

/** Loads the next page of the current query. */
export async function loadMoreRecords(): Promise<void> {
  if (!current || $recordsLoading.get() || !$recordsHasMore.get()) return;
  await loadRecords(current.collection, current.filter, current.sort, $recordsPage.get() + 1);
}

/** Reloads every page loaded so far (after a bulk delete or a save). */
export async function reloadLoadedRecords(): Promise<void> {
  if (!current) return;
  const q = current;
  const pages = Math.max(1, $recordsPage.get());
  const mine = ++sequence;
  $recordsLoading.set(true);
  try {
    const items: RecordModel[] = [];
    let full = false;
    for (let page = 1; page <= pages; page++) {
      const result = await fetchPage(q, page);
      items.push(...result.items);
      full = result.items.length >= RECORDS_PER_PAGE;
      if (!full) break;
    }
    if (mine !== sequence) return;
    $records.set(items);
    $recordsHasMore.set(full);
    void countRecords(q);
  } catch (err) {
    if (!isAbortError(err)) handleApiError(err);
  } finally {
    if (mine === sequence) $recordsLoading.set(false);
  }
}

/** Puts a saved record into the list (in place, or first when new). */
export function upsertListedRecord(record: RecordModel): void {
  const list = $records.get();
  const at = list.findIndex((r) => r.id === record.id);
  if (at >= 0) {
    $records.set(list.map((r) => (r.id === record.id ? record : r)));
  } else {
    $records.set([record, ...list]);
    if ($recordsTotal.get() >= 0) $recordsTotal.set($recordsTotal.get() + 1);
  }
}

/** Drops deleted records from the list. */
export function removeListedRecords(ids: string[]): void {
  const drop = new Set(ids);
  const list = $records.get();
  const next = list.filter((r) => !drop.has(r.id));
  $records.set(next);
  if ($recordsTotal.get() >= 0)
    $recordsTotal.set(Math.max(0, $recordsTotal.get() - (list.length - next.length)));
}

/** A new record asked for from outside the records page (the command palette). */
export const $newRecordRequested = atom(false);

/** Asks the records page to open a new record of its collection. */
export function requestNewRecord(): void {
  $newRecordRequested.set(true);
}

/** Marks the new-record request as handled. */
export function consumeNewRecordRequest(): void {
  $newRecordRequested.set(false);
}
