/**
 * @module The logs interface every generation's adapter offers: v0.18–v0.19 keep request logs
 * (`v018/request-logs.ts`), v0.20 and newer keep generic logs with a level, a message and data
 * (`v020/logs.ts`). Callers see one entry shape and write filters with v0.18's request-log fields
 * (`url`, `status`, `auth = "admin"`) plus `level`, `message` and `data.*` on v0.20+; the adapter
 * rewrites them for its server.
 */
import type { BucketStat } from "../../logs/logs-stats.ts";
import type { LogsPageOptions, RequestLog } from "../logs.ts";

/**
 * One log entry. A request has the v0.18 fields; v0.20+ entries also carry `level`, `message` and
 * the server's `data` as stored; an entry that is not a request (an app's own log line) has empty
 * request fields (`method` "", `status` 0).
 */
export interface LogEntry extends RequestLog {
  level?: number;
  message?: string;
  data?: Record<string, unknown>;
}

/** What the logs commands and views do, whatever the server's generation. */
export interface LogsApi {
  /** Whether entries have a level and a message (v0.20+): `--level` and the level column need it. */
  hasLevels: boolean;
  /** The filter that leaves out requests made by admins (superusers on v0.23+), in callers' terms. */
  noAdminsFilter: string;
  /**
   * One page, newest first (default sort), without the count query.
   * @throws ClientResponseError 400 for a bad filter or sort
   */
  list(page: number, perPage: number, opts?: LogsPageOptions): Promise<LogEntry[]>;
  /** The number of entries matching `filter`. */
  count(filter: string, requestKey?: string | null): Promise<number>;
  /**
   * Entries per bucket of `bucketMs` (hourly on a real PocketBase, which says no `bucket`; see
   * logs-stats.ts statsUnitMs); with `withErrors`, pbdeck's own backend also counts status >= 400.
   */
  bucketStats(
    filter: string,
    bucketMs: number,
    requestKey?: string | null,
    withErrors?: boolean,
  ): Promise<BucketStat[]>;
  /** Time and status of up to `max` entries, newest first, and whether that is all of them. */
  times(
    filter: string,
    max: number,
    requestKey?: string | null,
  ): Promise<{ items: Array<{ created: string; status: number }>; complete: boolean }>;
  /**
   * One entry.
   * @throws ClientResponseError 404 when there is no such entry
   */
  get(id: string): Promise<LogEntry>;
}
