/**
 * @module The system dates of records (`created`, `updated`): base and auth records always carry both;
 * a view's records carry only those its query selects, each on its own (the API leaves out the others).
 */
import type { Collection } from "../models.ts";

/** The system date fields, in table order. */
export const DATE_FIELDS = ["created", "updated"] as const;

export type DateField = (typeof DATE_FIELDS)[number];

/**
 * The date fields that some of these records of a view carry (a non-empty value). A date no record has
 * counts as absent: there is nothing to sort by, and an empty column says nothing.
 * @example viewDateFields([{ id: "a", updated: "2023-01-01 00:00:00.000Z" }]) // ["updated"]
 */
export function viewDateFields(records: ReadonlyArray<Record<string, unknown>>): DateField[] {
  return DATE_FIELDS.filter((name) => records.some((r) => typeof r[name] === "string" && r[name] !== ""));
}

/** A collection that may say which date fields it has (v0.23+: only those in its `fields`). */
export type DatedCollection = Pick<Collection, "type"> & { dates?: readonly DateField[] };

/**
 * The date fields of a collection's records: for base and auth collections both, or those the
 * collection lists in `dates` (v0.23+ has only the fields it was given); `viewDates` (what the view
 * is known to select; none by default) for a view.
 */
export function collectionDateFields(
  collection: DatedCollection,
  viewDates: readonly DateField[] = [],
): readonly DateField[] {
  if (collection.type !== "view") return collection.dates ?? DATE_FIELDS;
  return DATE_FIELDS.filter((name) => viewDates.includes(name)); // table order, whatever order was given
}
