/** @module Search-box text to a filter expression, and sort validation. */

const OPERATORS = ["=", "!=", "~", "!~", ">", ">=", "<", "<="];

/** Whether the text already reads as a filter expression (it has a comparison operator). */
export function hasFilterOperator(text: string): boolean {
  return OPERATORS.some((op) => text.includes(op));
}

function isNumeric(text: string): boolean {
  return text !== "" && !Number.isNaN(Number(text));
}

/** `text` as a double-quoted filter string, backslashes and quotes escaped. */
export function quoteFilterText(text: string): string {
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** A literal for the text: numbers and booleans bare, anything else double-quoted and escaped. */
export function filterLiteral(text: string): string {
  if (isNumeric(text) || text === "true" || text === "false") return text;
  return quoteFilterText(text.replace(/^["'`]+|["'`]+$/g, ""));
}

/**
 * Plain search text becomes an OR of contains-matches over the identifiers;
 * text with a comparison operator is used as written.
 * @example normalizeSearchFilter("abc", ["id", "title"]) // 'id~"abc"||title~"abc"'
 */
export function normalizeSearchFilter(text: string, identifiers: string[]): string {
  const raw = (text ?? "").trim();
  if (!raw || hasFilterOperator(raw) || identifiers.length === 0) return raw;
  const literal = filterLiteral(raw);
  return identifiers.map((name) => `${name}~${literal}`).join("||");
}

const SORT_PATTERN = /^[+-]?\w+$/;

/** Whether a sort value is an optional +/- followed by a word name. */
export function isValidSort(sort: string): boolean {
  return SORT_PATTERN.test(sort);
}

/** The field name of a sort value (`-created` -> `created`). */
export function sortField(sort: string): string {
  return sort.replace(/^[+-]/, "");
}

/**
 * The sort to use for a collection: the requested one when it names a known field, otherwise
 * `fallback`: by default `-created`, or "" when `created` is not available (see `defaultRecordsSort`).
 */
export function resolveSort(
  requested: string | null | undefined,
  knownFields: string[],
  fallback = knownFields.includes("created") ? "-created" : "",
): string {
  const sort = (requested ?? "").trim();
  if (sort && isValidSort(sort) && knownFields.includes(sortField(sort))) return sort;
  return fallback;
}

/** Toggles a header sort: ascending -> descending -> ascending; another field starts descending. */
export function toggleSort(current: string, field: string): string {
  if (current === `-${field}`) return `+${field}`;
  if (current === field || current === `+${field}`) return `-${field}`;
  return `-${field}`;
}
