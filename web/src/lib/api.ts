/** @module The console's one API client: the shared SDK wrapper at the parent path of the page. */
import { LocalAuthStore } from "pocketbase";
import { createClient } from "../../../shared/client/index.ts";
import { fetchWithEarlyAnswers } from "./early-responses.ts";

/** localStorage key of the admin session. */
export const ADMIN_AUTH_KEY = "pb_admin_auth";

/** The API base: the parent of the page's path (`/_/` -> `/`), so any reverse proxy prefix works. */
export function apiBaseUrl(href: string): string {
  const base = new URL("..", href);
  base.hash = "";
  base.search = "";
  return base.href.replace(/\/$/, "") || "/";
}

export const client = createClient(apiBaseUrl(location.href), new LocalAuthStore(ADMIN_AUTH_KEY));

/** The SDK instance (collections, records, admins, files...). */
export const pb = client.pb;

// keep a single in-flight request per key, but never auto-cancel unrelated calls
pb.autoCancellation(true);

// the settings and collections asked for by the page's first script (boot/early-start.ts) answer the
// console's first requests for them
pb.beforeSend = (url, options) => ({
  url,
  options: { ...options, fetch: options.fetch ?? fetchWithEarlyAnswers },
});
