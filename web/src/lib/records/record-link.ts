/** @module The address of an open record: opening it again shows the same record in its editor. */

/** The console URL of a record, from the current page address (its path and origin kept). */
export function recordLink(href: string, collectionId: string, recordId: string): string {
  const url = new URL(href);
  const query = new URLSearchParams({ collectionId, recordId });
  url.hash = `/collections?${query.toString()}`;
  return url.href;
}
