/** @module How an export walks the matching records in the list's sort, page after page. */

/**
 * `keyset`: the sort is by id (or none), so each page asks for ids past the last one, which stays
 * O(page) on any size. `pages`: any other sort, paged with page/perPage in that sort.
 */
export type ExportPaging = { kind: "keyset"; sort: "id" | "-id" } | { kind: "pages"; sort: string };

/** The paging of an export for the list's API sort (`-created`, `+id`, `author.name,-age`, ""). */
export function exportPaging(sort: string): ExportPaging {
  const keys = sort
    .split(",")
    .map((key) => key.trim())
    .filter(Boolean);
  if (keys.length === 0) return { kind: "keyset", sort: "id" };
  const first = keys[0].replace(/^\+/, "");
  if (first === "id" || first === "-id") return { kind: "keyset", sort: first };
  // rows that tie on the sort keep one order across pages, so none is written twice or skipped
  const tied = keys.some((key) => key.replace(/^[+-]/, "") === "id");
  return { kind: "pages", sort: tied ? keys.join(",") : [...keys, "id"].join(",") };
}

/** The filter of the next keyset page: the user's filter AND the ids past `lastId` in the sort's direction. */
export function keysetFilter(filter: string, lastId: string, sort: "id" | "-id" = "id"): string {
  if (!lastId) return filter;
  const after = `id ${sort === "id" ? ">" : "<"} ${JSON.stringify(lastId)}`;
  return filter.trim() ? `(${filter}) && ${after}` : after;
}
