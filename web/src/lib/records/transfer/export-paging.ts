/** @module How an export walks the matching records page after page, and in which order the file ends up. */
import { hasLeadingIndex } from "../../../../../shared/indexes/index-advice.ts";
import type { Collection } from "../../../../../shared/models.ts";
import { isRowidSort } from "../../../../../shared/records/default-sort.ts";
import { quoteFilterText } from "../../../../../shared/records/search-filter.ts";
import { isMultiple } from "../../collections/collection-fields.ts";

/**
 * `keyset`: by id (the primary key), each page asks for the ids past the last one: O(page) on any size.
 * `keyset-field`: by an indexed field, then id: each page seeks past the last (value, id) on the index.
 * `pages`: numbered pages in the list's sort (each page sorts the matching rows again: small sets only).
 */
export type ExportPaging =
  | { kind: "keyset"; sort: "id" | "-id" }
  | { kind: "keyset-field"; field: string; descending: boolean; sort: string }
  | { kind: "pages"; sort: string };

/** The paging of an export, and the sort field that could not be kept (the file is then in id order). */
export interface ExportPlan {
  paging: ExportPaging;
  /** Set when the list's sort was replaced by id order: the field (or path) it sorted by. */
  idOrderInsteadOf: string;
}

/** Up to this many matching records an unindexed sort is kept: numbered pages re-sort that few rows cheaply. */
export const EXPORT_SORTED_MAX_ROWS = 5_000;

// field types whose API value is one string, number or boolean, so a filter can compare against it
const scalarTypes = new Set([
  "text",
  "email",
  "url",
  "editor",
  "number",
  "bool",
  "date",
  "select",
  "relation",
]);
const scalarSystemFields = new Set(["created", "updated", "username", "email"]);

// `@rowid` (v0.23+'s default order, not a field) cannot page by keyset: the export goes in id order
function splitSort(sort: string): string[] {
  return sort
    .split(",")
    .map((key) => key.trim().replace(/^\+/, ""))
    .filter((key) => key && !isRowidSort(key));
}

function isScalarField(collection: Pick<Collection, "schema">, name: string): boolean {
  if (scalarSystemFields.has(name)) return true;
  const field = collection.schema.find((f) => f.name === name);
  return field !== undefined && scalarTypes.has(field.type) && !isMultiple(field);
}

/**
 * A sort with id last, unless it already sorts by id: rows that tie on the sort then keep one order
 * (across pages, and between two exports). "" stays "" (the table's order); a sort by row id (the
 * embedded backend's stream takes it) stays as it is, as no two rows share one.
 * @example withIdTieBreak("-created") === "-created,id"
 */
export function withIdTieBreak(sort: string): string {
  const all = sort
    .split(",")
    .map((key) => key.trim().replace(/^\+/, ""))
    .filter(Boolean);
  if (all.some(isRowidSort)) return all.join(",");
  const keys = splitSort(sort);
  if (keys.length === 0) return "";
  return keys.some((key) => key.replace(/^-/, "") === "id") ? keys.join(",") : [...keys, "id"].join(",");
}

/**
 * The paging of an export for the list's API sort (`-created`, `+id`, `author.name,-age`, "").
 * `matching` is the count of records to export (-1 when unknown, taken as large).
 * @example exportPlan("-created", { type: "base", schema: [], indexes: [] }, 1e6).idOrderInsteadOf === "created"
 */
export function exportPlan(
  sort: string,
  collection: Pick<Collection, "type" | "schema" | "indexes">,
  matching: number,
): ExportPlan {
  const keys = splitSort(sort);
  const keep = (paging: ExportPaging): ExportPlan => ({ paging, idOrderInsteadOf: "" });
  if (keys.length === 0) return keep({ kind: "keyset", sort: "id" });
  const first = keys[0];
  if (first === "id" || first === "-id") return keep({ kind: "keyset", sort: first });
  const descending = first.startsWith("-");
  const field = first.replace(/^-/, "");
  const tieBreak = descending ? "-id" : "id";
  const onlyField = keys.length === 1 || (keys.length === 2 && keys[1] === tieBreak);
  if (onlyField && isScalarField(collection, field) && hasLeadingIndex(collection, field)) {
    return keep({ kind: "keyset-field", field, descending, sort: `${first},${tieBreak}` });
  }
  // a view has no index of its own, and a small set sorts cheaply: keep the list's sort
  if (collection.type === "view" || (matching >= 0 && matching <= EXPORT_SORTED_MAX_ROWS)) {
    // rows that tie on the sort keep one order across pages, so none is written twice or skipped
    return keep({ kind: "pages", sort: withIdTieBreak(sort) });
  }
  return { paging: { kind: "keyset", sort: "id" }, idOrderInsteadOf: field };
}

/** A value as a filter literal: strings quoted and escaped, numbers and booleans bare. */
export function filterValue(value: unknown): string {
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return quoteFilterText(typeof value === "string" ? value : "");
}

/** The user's `filter` (in parentheses) AND `after`; `after` alone when there is no filter. */
export function withFilter(filter: string, after: string): string {
  return filter.trim() ? `(${filter}) && ${after}` : after;
}

/** The filter of the next keyset page: the user's filter AND the ids past `lastId` in the sort's direction. */
export function keysetFilter(filter: string, lastId: string, sort: "id" | "-id" = "id"): string {
  if (!lastId) return filter;
  return withFilter(filter, `id ${sort === "id" ? ">" : "<"} ${JSON.stringify(lastId)}`);
}

/**
 * The filter of the next page sorted by an indexed field then id: past the last (value, id). The range
 * on the field alone comes first so the backend can seek on its index.
 */
export function fieldKeysetFilter(
  filter: string,
  paging: { field: string; descending: boolean },
  last: { value: unknown; id: string } | null,
): string {
  if (!last) return filter;
  const [wide, strict, idOp] = paging.descending ? ["<=", "<", "<"] : [">=", ">", ">"];
  const value = filterValue(last.value);
  const { field } = paging;
  return withFilter(
    filter,
    `${field} ${wide} ${value} && (${field} ${strict} ${value} || id ${idOp} ${JSON.stringify(last.id)})`,
  );
}

/**
 * What the export menu says when the file cannot follow the list's sort ("" when it does).
 * @example exportOrderNote("created", 1_000_000) === "The file will be in id order: sorting 1,000,000 records by created has no index."
 */
export function exportOrderNote(idOrderInsteadOf: string, matching: number): string {
  if (!idOrderInsteadOf) return "";
  const records = matching >= 0 ? `${matching.toLocaleString("en")} records ` : "";
  return `The file will be in id order: sorting ${records}by ${idOrderInsteadOf} has no index.`;
}
