/**
 * @module Request counts per bucket of any size (pbdeck's `bucket` parameter of the stats endpoint;
 * PocketBase ignores it and answers hourly). Sub-hour buckets are counted in one aggregate query
 * that seeks into the stats index from the hour of the filter's `created >=` bound, or between the
 * first and last hour holding matches (found by an hourly pass) when the filter has no such bound.
 */
import { formatDateTime } from "../../../shared/dates.ts";
import type { BucketStat } from "../../../shared/logs/logs-stats.ts";
import type { Backend } from "../../context.ts";
import { badRequest, fieldError } from "../../errors.ts";
import type { SqlFragment } from "../../filter/index.ts";
import { createdLowerHour } from "./created-lower-bound.ts";
import {
  compileLogsFilter,
  errorsCountColumn,
  hourBucket,
  type RawHourRow,
  requestLogHourRows,
} from "./logs.ts";

const HOUR_SECONDS = 3600;
/** The bucket sizes the endpoint takes: whole minutes up to a week. */
export const MIN_BUCKET_SECONDS = 60;
export const MAX_BUCKET_SECONDS = 7 * 24 * HOUR_SECONDS;

/**
 * The `bucket` query value as seconds; null when absent.
 * @throws ApiError 400 with `data.bucket` when it is not a whole number of minutes from 1 minute to 7 days
 */
export function parseBucketSeconds(value: string | null): number | null {
  if (value === null || value === "") return null;
  const seconds = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(seconds >= MIN_BUCKET_SECONDS && seconds <= MAX_BUCKET_SECONDS && seconds % 60 === 0)) {
    throw badRequest("Invalid bucket size.", {
      bucket: fieldError(
        "validation_invalid_bucket",
        "Must be a whole number of minutes in seconds, from 60 to 604800.",
      ),
    });
  }
  return seconds;
}

/**
 * The `errors` query value (pbdeck's, with `bucket`): whether each entry also counts its requests with
 * status >= 400, as `errors`, so a chart needs one scan instead of a second request. Go booleans.
 * @throws ApiError 400 with `data.errors` when it is not a boolean
 */
export function parseErrorsFlag(value: string | null): boolean {
  if (value === null || value === "") return false;
  if (/^(1|t|T|TRUE|true|True)$/.test(value)) return true;
  if (/^(0|f|F|FALSE|false|False)$/.test(value)) return false;
  throw badRequest("Invalid errors flag.", {
    errors: fieldError("validation_invalid_bool", "Must be a boolean."),
  });
}

/** Epoch seconds of an hour row (`YYYY-MM-DD HH:00:00`), NaN when unreadable. */
function hourSeconds(row: RawHourRow): number {
  return Date.parse(`${String(row.date).replace(" ", "T")}Z`) / 1000;
}

/** A bucket's entry; `errors` only when they were counted. */
function entry(start: number, counts: { total: number; errors?: number }, bucket: number): BucketStat {
  const stat: BucketStat = { total: counts.total, date: formatDateTime(new Date(start * 1000)), bucket };
  if (counts.errors !== undefined) stat.errors = counts.errors;
  return stat;
}

/** Whole hours merged into buckets aligned to multiples of `bucket` seconds since the epoch. */
function mergeHours(rows: readonly RawHourRow[], bucket: number, withErrors: boolean): BucketStat[] {
  const merged = new Map<number, { total: number; errors?: number }>();
  for (const row of rows) {
    const hour = hourSeconds(row);
    if (!Number.isFinite(hour)) continue;
    const start = Math.floor(hour / bucket) * bucket;
    const counts = merged.get(start) ?? { total: 0, errors: withErrors ? 0 : undefined };
    counts.total += Number(row.total);
    if (counts.errors !== undefined) counts.errors += Number(row.errors);
    merged.set(start, counts);
  }
  return [...merged].sort((a, b) => a[0] - b[0]).map(([start, counts]) => entry(start, counts, bucket));
}

/**
 * Requests per bucket of `bucket` seconds matching a filter, ascending, only buckets with entries;
 * each entry says its `bucket` size so a client can tell pbdeck's answer from PocketBase's hourly one,
 * and with `withErrors` its count of status >= 400 (`errors`), from the same scan.
 * @throws ApiError 400 "Invalid filter format." for a bad filter; "Failed to generate requests stats." when the query fails.
 */
export async function requestLogBucketStats(
  backend: Backend,
  filterText: string,
  bucket: number,
  withErrors = false,
): Promise<BucketStat[]> {
  await backend.requestLogs.flushed(); // the entries still waiting are counted too
  // a plain `created >=` in the filter gives the first hour to read: SQLite seeks there in the stats index
  const fromHour = createdLowerHour(filterText);
  if (bucket % HOUR_SECONDS === 0) {
    return mergeHours(
      requestLogHourRows(backend, filterText, fromHour, withErrors).filter((row) => row.date !== null),
      bucket,
      withErrors,
    );
  }
  let filter: SqlFragment | null;
  try {
    filter = compileLogsFilter(filterText);
  } catch {
    throw badRequest("Invalid filter format.");
  }
  // one aggregate query over the range; without a bound in the filter, an hourly pass finds the hours to read
  let hours: [string, string | null];
  if (fromHour !== null) hours = [fromHour, null];
  else {
    const found = requestLogHourRows(backend, filterText).filter((row) => row.date !== null);
    if (found.length === 0) return [];
    hours = [String(found[0].date), String(found[found.length - 1].date)];
  }
  try {
    const where = filter ? `(${filter.sql}) AND ` : "";
    const upTo = hours[1] === null ? "" : ` AND ${hourBucket} <= ?`;
    const errors = withErrors ? errorsCountColumn() : { sql: "", params: [] };
    // numbers bind as REAL in node:sqlite: the casts keep the division whole
    const rows = backend.logsDb
      .prepare(
        `SELECT count(*) AS total${errors.sql}, (unixepoch(created) / CAST(? AS INTEGER)) * CAST(? AS INTEGER) AS start FROM _requests WHERE ${where}${hourBucket} >= ?${upTo} GROUP BY start ORDER BY start ASC`,
      )
      .all(
        ...errors.params,
        bucket,
        bucket,
        ...(filter?.params ?? []),
        ...hours.filter((h) => h !== null),
      ) as Array<{ total: number; errors?: number; start: number | null }>;
    return rows
      .filter((row) => row.start !== null)
      .map((row) =>
        entry(
          Number(row.start),
          { total: Number(row.total), errors: withErrors ? Number(row.errors) : undefined },
          bucket,
        ),
      );
  } catch {
    throw badRequest("Failed to generate requests stats.");
  }
}
