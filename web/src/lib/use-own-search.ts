/** @module The query string of a page's own route, not of the page the router is switching to. */
import { useRef } from "react";
import { useLocation, useSearch } from "wouter";

/**
 * The current query while the location is under `pathPrefix`, else the last one seen there.
 * While the router switches to another page, the old page can render once more with the new
 * page's query (the logs page's `filter` reaching the records list, say); it must not act on it.
 */
export function useOwnSearch(pathPrefix: string): URLSearchParams {
  const [path] = useLocation();
  const search = useSearch();
  const own = useRef(search);
  if (path.startsWith(pathPrefix)) own.current = search;
  return new URLSearchParams(own.current);
}
