/** @module The `@request.*` context of a record request, built from the HTTP request and its caller. */
import type { IncomingHttpHeaders } from "node:http";
import type { RequestInfo } from "../../filter/index.ts";
import type { RequestAuth } from "../common/caller.ts";

/** The parts of an HTTP request that rules can read. */
export interface RequestLike {
  method: string;
  /** The path with its query string (express' `originalUrl`, or node's `url`). */
  url: string;
  headers: IncomingHttpHeaders;
}

/** First value of each query parameter. */
export function firstQueryValues(url: string): Record<string, string> {
  // no prototype: `?constructor=x` is a plain parameter
  const out: Record<string, string> = Object.create(null);
  let params: URLSearchParams;
  try {
    params = new URL(url, "http://localhost").searchParams;
  } catch {
    return out;
  }
  for (const [key, value] of params) if (!Object.hasOwn(out, key)) out[key] = value;
  return out;
}

/**
 * The RequestInfo of a request: method, first query values, headers (lower-cased, each also under its
 * `-` → `_` form that `@request.headers.x_token` reads), body data and caller.
 */
export function requestInfoOf(
  req: RequestLike,
  auth: RequestAuth,
  data: Record<string, unknown> = {},
): RequestInfo {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    const first = Array.isArray(value) ? (value[0] ?? "") : value;
    const lower = name.toLowerCase();
    headers[lower] = first;
    headers[lower.replace(/-/g, "_")] = first;
  }
  return {
    method: req.method.toUpperCase(),
    query: firstQueryValues(req.url),
    data,
    headers,
    admin: auth.admin,
    authRecord: auth.record,
  };
}

/** A GET context with no query, headers or data: for checks made on behalf of a caller outside a request. */
export function requestInfoForCaller(auth: RequestAuth): RequestInfo {
  return { method: "GET", query: {}, data: {}, headers: {}, admin: auth.admin, authRecord: auth.record };
}
