/** @module Typed helpers over the SDK's request logs service (list rows apart from their count, stats, one entry). */
import type PocketBase from "pocketbase";
import type { BucketStat, HourlyStat } from "../logs/logs-stats.ts";

/** A request log entry (http-api §2.7). */
export interface RequestLog {
  id: string;
  created: string;
  updated: string;
  url: string;
  method: string;
  status: number;
  auth: string;
  userIp: string;
  remoteIp: string;
  referer: string;
  userAgent: string;
  meta: Record<string, unknown>;
}

export interface LogsPageOptions {
  filter?: string;
  /** Default `-rowid` (newest first), as the console sends. */
  sort?: string;
  /** SDK auto-cancel key; pass null to never cancel. */
  requestKey?: string | null;
}

function options(extra: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(extra)) if (value !== undefined && value !== "") out[key] = value;
  return out;
}

/**
 * One page of request logs without the count query (skipTotal), so the rows come back at once.
 * @throws ClientResponseError 400 for a bad filter or sort.
 */
export async function listRequestLogs(
  pb: PocketBase,
  page: number,
  perPage: number,
  opts: LogsPageOptions = {},
): Promise<RequestLog[]> {
  const result = await pb.logs.getRequestsList(
    page,
    perPage,
    options({ filter: opts.filter, sort: opts.sort ?? "-rowid", skipTotal: 1, requestKey: opts.requestKey }),
  );
  return result.items as unknown as RequestLog[];
}

/**
 * The number of request logs matching a filter (a one-row page that reads only `totalItems`).
 * @throws ClientResponseError 400 for a bad filter.
 */
export async function countRequestLogs(
  pb: PocketBase,
  filter: string,
  requestKey?: string | null,
): Promise<number> {
  const result = await pb.logs.getRequestsList(1, 1, options({ filter, fields: "id", requestKey }));
  return result.totalItems;
}

/**
 * Requests per UTC hour matching a filter, ascending.
 * @throws ClientResponseError 400 "Invalid filter format." for a bad filter.
 */
export async function requestLogStats(
  pb: PocketBase,
  filter: string,
  requestKey?: string | null,
): Promise<HourlyStat[]> {
  return (await pb.logs.getRequestsStats(options({ filter, requestKey }))) as HourlyStat[];
}

/**
 * Requests per bucket of `bucketMs` matching a filter, ascending: pbdeck's stats take a `bucket`
 * size and say it in each entry; PocketBase ignores it and answers per hour (see statsUnitMs).
 * With `withErrors`, pbdeck also counts each bucket's status >= 400 as `errors` (PocketBase does not).
 * @throws ClientResponseError 400 "Invalid filter format." for a bad filter.
 */
export async function requestLogBucketStats(
  pb: PocketBase,
  filter: string,
  bucketMs: number,
  requestKey?: string | null,
  withErrors = false,
): Promise<BucketStat[]> {
  const bucket = Math.round(bucketMs / 1000);
  const query = withErrors ? { filter, bucket, errors: 1, requestKey } : { filter, bucket, requestKey };
  return (await pb.logs.getRequestsStats(options(query))) as BucketStat[];
}

/**
 * The time and status of up to `max` request logs matching a filter, newest first, and whether
 * that is all of them (for counting small ranges when the server's stats are hourly only).
 * @throws ClientResponseError 400 for a bad filter.
 */
export async function requestLogTimes(
  pb: PocketBase,
  filter: string,
  max: number,
  requestKey?: string | null,
): Promise<{ items: Array<{ created: string; status: number }>; complete: boolean }> {
  const result = await pb.logs.getRequestsList(
    1,
    max,
    options({ filter, sort: "-rowid", fields: "created,status", requestKey }),
  );
  const items = result.items as unknown as Array<{ created: string; status: number }>;
  return { items, complete: result.totalItems <= items.length };
}

/**
 * One request log entry.
 * @throws ClientResponseError 404 when there is no such entry.
 */
export async function getRequestLog(pb: PocketBase, id: string): Promise<RequestLog> {
  return (await pb.logs.getRequest(id)) as unknown as RequestLog;
}
