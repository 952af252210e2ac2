/**
 * @module Which records the records page lists for a URL: the collection, its filter and its sort.
 * The page renders from it, and `stores/records-ahead.ts` asks for the same rows before the page
 * renders, so both must read the URL the same way.
 */
import type { Collection } from "../../../../shared/models.ts";
import { defaultRecordsSort } from "../../../../shared/records/default-sort.ts";
import { DATE_FIELDS, type DateField } from "../../../../shared/records/record-date-fields.ts";
import { normalizeSearchFilter, resolveSort } from "../../../../shared/records/search-filter.ts";
import { collectionIdentifiers, searchIdentifiers } from "../collections/collection-fields.ts";
import { pickActiveCollection } from "../collections/collections-order.ts";

export interface RecordsQuery {
  collection: Collection;
  /** The dates its rows carry; undefined for a view whose probe has not answered (no list yet). */
  viewDates: readonly DateField[] | undefined;
  filter: string;
  sort: string;
}

export interface RecordsQueryContext {
  collections: Collection[];
  /** The collection shown last, for a URL that names none. */
  remembered: string;
  /** Per view collection id: the dates its rows carry, once probed. */
  viewDates: Record<string, DateField[]>;
  /** The embedded backend sorts by `@rowid` as v0.23+ does. */
  rowidSortable: boolean;
}

/** The records the page lists for the query string `params`; null while there is no collection. */
export function recordsQueryOf(params: URLSearchParams, context: RecordsQueryContext): RecordsQuery | null {
  const collection = pickActiveCollection(
    context.collections,
    params.get("collectionId") || context.remembered,
  );
  if (!collection) return null;
  // a view may select `created`, `updated`, both or neither: unknown until its probe answers
  const viewDates = collection.type === "view" ? context.viewDates[collection.id] : DATE_FIELDS;
  const knownFields = collectionIdentifiers(collection, viewDates);
  // without `created` the default sort falls back to none, or to `-@rowid` on v0.23+ (spec §4)
  const fallback = defaultRecordsSort(collection, knownFields, { rowidSortable: context.rowidSortable });
  return {
    collection,
    viewDates,
    filter: normalizeSearchFilter(params.get("filter") ?? "", searchIdentifiers(collection, viewDates)),
    sort: resolveSort(params.get("sort"), knownFields, fallback),
  };
}
