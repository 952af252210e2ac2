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

/** A page of the query's rows; `requestKey` null: no later list request cancels it (one asked ahead). */
async function fetchPage(q: Query, page: number, requestKey: string | null = "records_list") {
  const expand = relationFieldNames(q.collection.schema).join(",");
  const sort = apiSort(q.sort, q.collection, $collections.get());
  // the rows never wait for a count: it is asked apart (countRecords)
  const options = { ...queryOptions({ sort, filter: q.filter, expand }), skipTotal: true, requestKey };
  return pb.collection(q.collection.id).getList<RecordModel>(page, RECORDS_PER_PAGE, options);
}

type RecordsPage = Awaited<ReturnType<typeof fetchPage>>;

/** The one-id page whose `totalItems` counts the query's records. */
function fetchCount(q: Query, requestKey: string | null) {
  return pb
    .collection(q.collection.id)
    .getList(1, 1, { ...queryOptions({ filter: q.filter }), fields: "id", requestKey });
}

function sameQuery(a: Query, b: Query): boolean {
  return a.collection.id === b.collection.id && a.filter === b.filter && a.sort === b.sort;
}

/**
 * Counts the records of the query (a one-id page, or the one asked ahead) and writes the total unless
 * a newer query started.
 */
async function countRecords(q: Query, asked?: Promise<{ totalItems: number }>): Promise<void> {
  try {
    const result = await (asked ?? fetchCount(q, "records_count"));
    if (current && sameQuery(current, q)) $recordsTotal.set(result.totalItems);
  } catch (err) {
    if (!isAbortError(err) && errorStatus(err) !== 400) handleApiError(err); // a bad filter is shown by the list
  }
}

/**
 * Loads a page of records; page 1 replaces the list, later pages append. `ahead`: the first page (and
 * count) asked for before the list rendered (`takeRecordsAhead`), taken instead of asking again.
 */
export async function loadRecords(
  collection: Collection,
  filter: string,
  sort: string,
  page = 1,
  ahead: RecordsAhead | null = null,
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
  if (countBeside) void countRecords(q, ahead?.count ?? undefined);
  try {
    const started = performance.now();
    const result = await (ahead?.rows ?? fetchPage(q, page));
    // asked ahead, the answer may have waited for the list: the request's own time is kept apart
    const ms = ahead ? ahead.ms : performance.now() - started;
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

/** A first page (and on a PocketBase server its count) asked for before the list that shows it. */
export interface RecordsAhead extends Query {
  at: number;
  /** How long the rows request took (known once it answered), for the index advisor. */
  readonly ms: number;
  rows: Promise<RecordsPage>;
  count: Promise<{ totalItems: number }> | null;
}

/** Asked ahead (stores/records-ahead.ts), not taken yet; nothing on screen changes until a list takes it. */
let ahead: RecordsAhead | null = null;
/** An answer asked ahead and not taken by then is not the list's to trust: it asks again. */
const AHEAD_TAKEN_WITHIN_MS = 3_000;

/**
 * Asks for the first page of a query (and its count, where it goes beside) before its list renders,
 * without touching the list on screen; the list takes the answer (`takeRecordsAhead`).
 */
export function loadRecordsAhead(collection: Collection, filter: string, sort: string): void {
  const q = { collection, filter, sort };
  // no request key: a later list request must not cancel it, nor it one of the list on screen
  const at = performance.now();
  let ms = 0;
  const rows = fetchPage(q, 1, null).then((page) => {
    ms = performance.now() - at;
    return page;
  });
  const count = backendIsEmbedded() ? null : fetchCount(q, null);
  // a failure is the taking list's to show; one nobody takes is dropped
  rows.catch(() => {});
  count?.catch(() => {});
  ahead = {
    ...q,
    at,
    rows,
    count,
    get ms() {
      return ms;
    },
  };
}

/** Whether the first page of this query was asked ahead and no list has taken it yet. */
export function isAskedAhead(collection: Collection, filter: string, sort: string): boolean {
  return (
    !!ahead &&
    ahead.collection === collection &&
    ahead.filter === filter &&
    ahead.sort === sort &&
    performance.now() - ahead.at < AHEAD_TAKEN_WITHIN_MS
  );
}

/**
 * The first page of this query asked ahead of its list, for `loadRecords` to take instead of asking
 * again; null when none was. Any call uses up what was asked ahead.
 */
export function takeRecordsAhead(collection: Collection, filter: string, sort: string): RecordsAhead | null {
  const taken = isAskedAhead(collection, filter, sort) ? ahead : null;
  ahead = null;
  return taken;
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
