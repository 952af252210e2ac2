/**
 * @module The records page's rows asked for at the navigation, before the page renders. A render of
 * the records page (its sidebar, toolbar and table) and the layout after it took 12 to 30 ms before
 * the list's own effect sent the request; asked here, the answer travels meanwhile. A press on a link
 * to the records page asks even sooner: a click ends 50 to 150 ms after its press. On a cold start the
 * rows are asked as soon as the collections are in, not once the page has rendered. Nothing on screen
 * changes until the list takes the answer through `takeRecordsAhead` (stores/records.ts), so a press
 * dragged off its link leaves the page as it was, and the rows are asked once.
 */
import { splitHash } from "../lib/navigate.ts";
import { type RecordsQuery, recordsQueryOf } from "../lib/records/records-query.ts";
import { isAdminSignedIn } from "./auth.ts";
import { $activeCollectionId, $collections, $collectionsLoaded } from "./collections.ts";
import { backendIsEmbedded } from "./connection.ts";
import { $viewDates, isAskedAhead, loadRecordsAhead } from "./records.ts";

/** The records page's route (routes.ts). */
const RECORDS_PATH = "/collections";

/** What the records page lists at `url`; null elsewhere, signed out, or before the collections are in. */
function queryAt(url: string): RecordsQuery | null {
  const { path, query } = splitHash(new URL(url).hash);
  if (path !== RECORDS_PATH || !isAdminSignedIn() || !$collectionsLoaded.get()) return null;
  return recordsQueryOf(new URLSearchParams(query), {
    collections: $collections.get(),
    remembered: $activeCollectionId.get(),
    viewDates: $viewDates.get(),
    rowidSortable: backendIsEmbedded(),
  });
}

function same(a: RecordsQuery | null, b: RecordsQuery): boolean {
  return !!a && a.collection === b.collection && a.filter === b.filter && a.sort === b.sort;
}

/** Asks for the rows the records page shows at `url`, unless it was already showing them at `from`. */
function askAhead(url: string, from: string | null): void {
  const query = queryAt(url);
  // a view whose dates are not known yet is probed by the page first
  if (!query?.viewDates) return;
  if (from !== null && same(queryAt(from), query)) return; // a record opened, say: the list stays
  // the click after a press on the same link: its rows are on their way already
  if (isAskedAhead(query.collection, query.filter, query.sort)) return;
  loadRecordsAhead(query.collection, query.filter, query.sort);
}

/** A press of the main button on a link to one of this page's routes (not one opened elsewhere). */
function onPress(event: PointerEvent): void {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target !== "" && link.target !== "_self")) return;
  if (link.origin !== location.origin || link.pathname !== location.pathname || link.hash === "") return;
  askAhead(link.href, location.href);
}

/** Once the collections are in on a cold start: the rows of the records page the address opens. */
export function startRecordsAhead(): void {
  askAhead(location.href, null);
}

/**
 * Asks for the rows at every navigation to (or within) the records page, and at a press on a link
 * there. Installed before the console mounts, so it runs ahead of the router's own listener and the
 * render it starts.
 */
export function watchRecordsAhead(): void {
  addEventListener("hashchange", (event) => askAhead(event.newURL || location.href, event.oldURL || null));
  addEventListener("pointerdown", onPress, { capture: true, passive: true });
}
