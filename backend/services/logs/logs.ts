/** @module Reading the request log of logs.db (http-api §3.8): list, hourly stats, one entry; and purging it. */
import type { DatabaseSync, StatementSync } from "node:sqlite";
import type { RequestLog as RequestLogEntry } from "../../../shared/client/logs.ts";
import { formatDateTime, parseDateTime } from "../../../shared/dates.ts";
import { LOGS_ERRORS_FILTER } from "../../../shared/logs/logs-query.ts";
import type { HourlyStat } from "../../../shared/logs/logs-stats.ts";
import type { ListResult } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { badRequest } from "../../errors.ts";
import { compileListFilter, type SqlFragment } from "../../filter/index.ts";
import { type ListQuery, listPlainTable } from "../common/list-query.ts";
import { cachedHourRows, forgetHourRows } from "./hour-rows-cache.ts";
import { PURGE_SQL } from "./request-log-jobs.ts";

/** The hour of `created` as the stats index holds it (also used to seek into that index). */
export const hourBucket = "strftime('%Y-%m-%d %H:00:00', created)";

/** Identifiers allowed in the logs `filter` and `sort` (`meta` is not filterable). */
export const requestLogColumns = [
  "rowid",
  "id",
  "created",
  "updated",
  "url",
  "method",
  "status",
  "auth",
  "remoteIp",
  "userIp",
  "referer",
  "userAgent",
] as const;

const columns = "id, created, updated, url, method, status, auth, userIp, remoteIp, referer, userAgent, meta";

const findStatements = new WeakMap<DatabaseSync, StatementSync>();

function parseMeta(raw: unknown): Record<string, unknown> {
  try {
    const meta: unknown = JSON.parse(String(raw ?? "{}"));
    return meta !== null && typeof meta === "object" && !Array.isArray(meta)
      ? (meta as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Maps a `_requests` row to its API shape. */
export function exportRequestLog(row: Record<string, unknown>): RequestLogEntry {
  return {
    id: String(row.id),
    created: String(row.created ?? ""),
    updated: String(row.updated ?? ""),
    url: String(row.url ?? ""),
    method: String(row.method ?? ""),
    status: Number(row.status ?? 0),
    auth: String(row.auth ?? ""),
    userIp: String(row.userIp ?? ""),
    remoteIp: String(row.remoteIp ?? ""),
    referer: String(row.referer ?? ""),
    userAgent: String(row.userAgent ?? ""),
    meta: parseMeta(row.meta),
  };
}

/** The logs filter as SQL over `_requests`, null when empty. @throws FilterError */
export function compileLogsFilter(filter: string): SqlFragment | null {
  return filter.trim() === "" ? null : compileListFilter(filter, requestLogColumns);
}

/**
 * One page of request log entries (no order unless `sort` asks for one).
 * @throws ApiError 400 (default message) when the filter or sort does not compile or run.
 */
export async function listRequestLogs(
  backend: Backend,
  query: ListQuery,
): Promise<ListResult<RequestLogEntry>> {
  await backend.requestLogs.flushed(); // the entries still waiting are part of the answer
  try {
    return listPlainTable(
      {
        db: backend.logsDb,
        table: "_requests",
        columns: requestLogColumns,
        select: columns,
        mapRow: exportRequestLog,
      },
      query,
    );
  } catch {
    throw badRequest();
  }
}

/** A stats row as SQLite returns it: the count and the hour (`YYYY-MM-DD HH:00:00`, null for bad dates). */
export interface RawHourRow {
  total: number;
  date: string | null;
  /** Those with status >= 400, when asked for. */
  errors?: number;
}

/**
 * `count(*) FILTER (WHERE <status >= 400>)` as an aggregate column: the error counts of the chart in
 * the same scan as the totals (the condition compiled from the console's own errors filter).
 */
export function errorsCountColumn(): SqlFragment {
  const errors = compileListFilter(LOGS_ERRORS_FILTER, requestLogColumns);
  return { sql: `, count(*) FILTER (WHERE ${errors.sql}) AS errors`, params: errors.params };
}

/**
 * Request counts per UTC hour of `created`, ascending, as SQLite writes the hour; `fromHour` (an
 * hour the filter already implies as the earliest) lets SQLite seek into the stats index;
 * `withErrors` adds each hour's count of status >= 400.
 * @throws ApiError 400 "Invalid filter format." for a bad filter; "Failed to generate requests stats." when the query fails.
 */
export function requestLogHourRows(
  backend: Backend,
  filterText: string,
  fromHour: string | null = null,
  withErrors = false,
): RawHourRow[] {
  let filter: SqlFragment | null;
  try {
    filter = compileLogsFilter(filterText);
  } catch {
    throw badRequest("Invalid filter format.");
  }
  try {
    // count(*), not count(id) (id is never null): the stats index then covers the whole query
    const conditions = [filter ? `(${filter.sql})` : "", fromHour === null ? "" : `${hourBucket} >= ?`];
    const kept = conditions.filter(Boolean);
    const where = kept.length > 0 ? ` WHERE ${kept.join(" AND ")}` : "";
    const errors = withErrors ? errorsCountColumn() : { sql: "", params: [] };
    const params = [...errors.params, ...(filter?.params ?? []), ...(fromHour === null ? [] : [fromHour])];
    const sql = `SELECT count(*) AS total${errors.sql}, ${hourBucket} AS date FROM _requests${where} GROUP BY ${hourBucket} ORDER BY date ASC`;
    // the rows added since: a rowid range of the table itself (NOT INDEXED keeps SQLite off the stats index)
    const sinceSql = `SELECT count(*) AS total${errors.sql}, ${hourBucket} AS date FROM _requests NOT INDEXED WHERE rowid > ? AND rowid <= ?${kept.map((c) => ` AND ${c}`).join("")} GROUP BY ${hourBucket}`;
    const db = backend.logsDb;
    return cachedHourRows(
      db,
      `${sql} ${JSON.stringify(params)}`,
      () => db.prepare(sql).all(...params) as unknown as RawHourRow[],
      (after, upTo) =>
        db
          .prepare(sinceSql)
          .all(
            ...errors.params,
            after,
            upTo,
            ...params.slice(errors.params.length),
          ) as unknown as RawHourRow[],
    );
  } catch {
    throw badRequest("Failed to generate requests stats.");
  }
}

/**
 * Request counts per UTC hour, ascending, only hours that have entries.
 * @throws ApiError 400 "Invalid filter format." for a bad filter; "Failed to generate requests stats." when the query fails.
 */
export async function requestLogStats(backend: Backend, filterText: string): Promise<HourlyStat[]> {
  await backend.requestLogs.flushed(); // the entries still waiting are part of the answer
  return requestLogHourRows(backend, filterText).map((row) => ({
    total: Number(row.total),
    date: parseDateTime(row.date ?? ""),
  }));
}

/** The entry with this id, or null. */
export async function findRequestLog(backend: Backend, id: string): Promise<RequestLogEntry | null> {
  await backend.requestLogs.flushed(); // the entries still waiting are part of the answer
  let find = findStatements.get(backend.logsDb);
  if (!find) {
    find = backend.logsDb.prepare(`SELECT ${columns} FROM _requests WHERE id = ? LIMIT 1`);
    findStatements.set(backend.logsDb, find);
  }
  const row = find.get(id) as Record<string, unknown> | undefined;
  return row ? exportRequestLog(row) : null;
}

/** The `created` at or before which entries are purged when they are kept `maxDays` days. */
export function purgeThreshold(maxDays: number): string {
  return formatDateTime(new Date(Date.now() - Math.max(maxDays, 0) * 86_400_000));
}

/** Deletes entries older than `maxDays` days; with 0 deletes all of them and compacts logs.db. */
export function purgeRequestLogs(logsDb: DatabaseSync, maxDays: number): void {
  const { changes } = logsDb.prepare(PURGE_SQL).run(purgeThreshold(maxDays));
  if (Number(changes) > 0 || maxDays <= 0) forgetHourRows(logsDb);
  // logging is now off: give the space back
  if (maxDays <= 0) logsDb.exec("VACUUM");
}
