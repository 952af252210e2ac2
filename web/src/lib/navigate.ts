/** @module Hash navigation outside components: the route and its query live after the `#`. */

/** Splits a hash (`#/collections?filter=x`) into its path and query parts. */
export function splitHash(hash: string): { path: string; query: string } {
  const text = hash.replace(/^#?\/?/, "/");
  const at = text.indexOf("?");
  return at < 0 ? { path: text, query: "" } : { path: text.slice(0, at), query: text.slice(at + 1) };
}

let blocker: ((target: string) => boolean) | null = null;

/** Lets a guard (unsaved changes) stop a navigation: it answers true to block `target`. */
export function setNavigationBlocker(fn: ((target: string) => boolean) | null): void {
  blocker = fn;
}

/** Goes to a route (`/login`, `/collections?collectionId=x`); replace keeps history clean. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const target = to.startsWith("/") ? to : `/${to}`;
  if (blocker?.(target)) return;
  const url = new URL(location.href);
  url.hash = target;
  if (url.href === location.href) return;
  const oldURL = location.href;
  if (options.replace) history.replaceState(history.state, "", url.href);
  else history.pushState(history.state, "", url.href);
  dispatchEvent(new HashChangeEvent("hashchange", { oldURL, newURL: url.href }));
}

/** The query of the current hash as URLSearchParams. */
export function currentHashQuery(): URLSearchParams {
  return new URLSearchParams(splitHash(location.hash).query);
}

/** Writes query values into the current hash with replace (null or "" removes a key). */
export function replaceHashQuery(changes: Record<string, string | null | undefined>): void {
  const { path, query } = splitHash(location.hash);
  const params = new URLSearchParams(query);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  navigate(text ? `${path}?${text}` : path, { replace: true });
}
