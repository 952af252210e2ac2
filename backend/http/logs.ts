/** @module The /api/logs routes (http-api §3.8): admin only, and never logged themselves. */
import type { Router } from "express";
import type { Backend } from "../context.ts";
import { notFound } from "../errors.ts";
import { findRequestLog, listRequestLogs, requestLogStats } from "../services/logs/logs.ts";
import {
  parseBucketSeconds,
  parseErrorsFlag,
  requestLogBucketStats,
} from "../services/logs/request-log-buckets.ts";
import { sendJson, sendList } from "./fields-param.ts";
import { requireAdmin } from "./guards.ts";
import { listQueryOf, searchParamsOf } from "./query-params.ts";

/** Binds the request log list, its hourly stats and the view of one entry. */
export function bindLogsRoutes(router: Router, backend: Backend): void {
  router.get("/logs/requests", async (req, res) => {
    requireAdmin(req);
    sendList(req, res, await listRequestLogs(backend, listQueryOf(req)));
  });

  // before `/:id`, which would otherwise take "stats" as an id; `bucket` (seconds) and `errors` are pbdeck's own
  router.get("/logs/requests/stats", async (req, res) => {
    requireAdmin(req);
    const params = searchParamsOf(req);
    const filter = params.get("filter") ?? "";
    const bucket = parseBucketSeconds(params.get("bucket"));
    // without a bucket the answer stays PocketBase's, and so does its shape
    const withErrors = bucket ? parseErrorsFlag(params.get("errors")) : false;
    sendJson(
      req,
      res,
      bucket
        ? await requestLogBucketStats(backend, filter, bucket, withErrors)
        : await requestLogStats(backend, filter),
    );
  });

  router.get("/logs/requests/:id", async (req, res) => {
    requireAdmin(req);
    const entry = await findRequestLog(backend, String(req.params.id));
    if (!entry) throw notFound();
    sendJson(req, res, entry);
  });
}
