/** @module The tabs of the API docs panel for one collection, each with its endpoint description. */
import type { Collection } from "../../../../shared/models.ts";
import { authEndpoints } from "./api-docs-auth.ts";
import { recordEndpoints } from "./api-docs-records.ts";
import type { ApiDocsEndpoint, ApiDocsTab } from "./api-docs-types.ts";

/**
 * Every documented endpoint of the collection, in tab order: the record endpoints (views: list
 * and view only), then for auth collections the auth endpoints (password and OAuth2 sign-in only
 * when enabled).
 */
export function apiDocsEndpoints(collection: Collection, baseUrl: string): ApiDocsEndpoint[] {
  return [...recordEndpoints(collection, baseUrl), ...authEndpoints(collection, baseUrl)];
}

/** The tab list of the collection (ids and labels only). */
export function apiDocsTabs(collection: Collection): ApiDocsTab[] {
  return apiDocsEndpoints(collection, "").map(({ id, label }) => ({ id, label }));
}
