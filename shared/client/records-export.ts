/**
 * @module The embedded backend's streamed records export (`/api/pbdeck/collections/{collection}/export`);
 * a remote PocketBase v0.18 has none (404), and callers then page the records list.
 */
import type PocketBase from "pocketbase";
import { ClientResponseError } from "pocketbase";
import type { ExportFormat } from "../records/records-export-rows.ts";

export interface RecordsExportQuery {
  format: ExportFormat;
  /** The records list's filter ("" for all). */
  filter?: string;
  /** The records list's sort, kept in the file ("" for the table's order). */
  sort?: string;
  /** The file's columns, in order (default: every exportable column). */
  columns?: string[];
}

async function envelopeOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return {}; // not JSON: the status alone
  }
}

/**
 * Starts the streamed export and hands back a reader of the file's bytes, or null on a 404: a backend
 * without the route (a remote PocketBase), or an unknown collection, which the records list then reports.
 * @throws ClientResponseError with the error envelope for 400 (bad filter, sort, format or fields)
 * and 401/403 (not an admin); with `isAbort` when `signal` aborts the request.
 */
export async function streamRecordsExport(
  pb: PocketBase,
  collectionIdOrName: string,
  query: RecordsExportQuery,
  signal?: AbortSignal,
): Promise<ReadableStreamDefaultReader<Uint8Array> | null> {
  const search = new URLSearchParams({ format: query.format });
  if (query.filter) search.set("filter", query.filter);
  if (query.sort) search.set("sort", query.sort);
  if (query.columns?.length) search.set("fields", query.columns.join(","));
  const url = pb.buildUrl(
    `/api/pbdeck/collections/${encodeURIComponent(collectionIdOrName)}/export?${search}`,
  );
  const headers: Record<string, string> = {};
  if (pb.authStore.token) headers.Authorization = pb.authStore.token;
  let response: Response;
  try {
    response = await fetch(url, { headers, signal });
  } catch (err) {
    throw new ClientResponseError({ url, status: 0, isAbort: signal?.aborted === true, originalError: err });
  }
  if (response.ok && response.body) return response.body.getReader();
  if (response.status === 404) return null;
  throw new ClientResponseError({ url, status: response.status, data: await envelopeOf(response) });
}
