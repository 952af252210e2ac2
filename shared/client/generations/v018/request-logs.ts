/** @module Logs on PocketBase v0.18–v0.19 (and pbdeck's own backend): the request logs of /api/logs/requests. */
import type PocketBase from "pocketbase";
import { LOGS_NO_ADMINS_FILTER } from "../../../logs/logs-query.ts";
import {
  countRequestLogs,
  getRequestLog,
  listRequestLogs,
  requestLogBucketStats,
  requestLogTimes,
} from "../../logs.ts";
import type { LogsApi } from "../logs-api.ts";

/** The request logs of a v0.18 server: the typed helpers of ../../logs.ts as they are. */
export function requestLogsV018(pb: PocketBase): LogsApi {
  return {
    hasLevels: false,
    noAdminsFilter: LOGS_NO_ADMINS_FILTER,
    list: (page, perPage, opts) => listRequestLogs(pb, page, perPage, opts),
    count: (filter, requestKey) => countRequestLogs(pb, filter, requestKey),
    bucketStats: (filter, bucketMs, requestKey, withErrors) =>
      requestLogBucketStats(pb, filter, bucketMs, requestKey, withErrors),
    times: (filter, max, requestKey) => requestLogTimes(pb, filter, max, requestKey),
    get: (id) => getRequestLog(pb, id),
  };
}
