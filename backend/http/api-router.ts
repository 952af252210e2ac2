/** @module The /api router: ordered middlewares, then one group of routes per resource. */
import { Router as createRouter, type Router } from "express";
import type { Backend } from "../context.ts";
import { bindAdminsRoutes } from "./admins.ts";
import { bindBackupsRoutes } from "./backups.ts";
import { bindCollectionsRoutes } from "./collections.ts";
import { bindFilesRoutes } from "./files.ts";
import { bindHealthRoutes } from "./health.ts";
import { bindLogsRoutes } from "./logs.ts";
import { apiNotFound } from "./middlewares/api-not-found.ts";
import { corsMiddleware } from "./middlewares/cors.ts";
import { errorHandler } from "./middlewares/error-handler.ts";
import { loadAuth } from "./middlewares/load-auth.ts";
import { requestLog } from "./middlewares/request-log.ts";
import { securityHeaders } from "./middlewares/security-headers.ts";
import { stripTrailingSlash } from "./middlewares/trailing-slash.ts";
import { writeGate } from "./middlewares/write-gate.ts";
import { bindRealtimeRoutes } from "./realtime.ts";
import { bindRecordAuthRoutes } from "./record-auth.ts";
import { bindRecordsRoutes } from "./records.ts";
import { bindRecordsExportRoutes } from "./records-export.ts";
import { bindSettingsRoutes } from "./settings.ts";
import { bindSqlConsoleRoutes } from "./sql-console.ts";

export interface ApiRouterOptions {
  /** Allowed CORS origins (exact or with `*` wildcards). */
  origins?: string[];
}

/** Builds the router to mount at `/api`. */
export function createApiRouter(backend: Backend, options: ApiRouterOptions = {}): Router {
  const router = createRouter({ strict: false, caseSensitive: true });
  // answers preflights before anything else and sets CORS on every response
  router.use(corsMiddleware(options.origins));
  router.use(securityHeaders);
  // `/api/collections/` is `/api/collections`
  router.use(stripTrailingSlash);
  // written when the response closes, so it sees the final status and the caller
  router.use(requestLog(backend));
  // resolves the Authorization header into admin / auth record / guest
  router.use(loadAuth(backend));
  // requests that may write wait (with await, not in SQLite's busy wait) while an SQL console write runs
  router.use(writeGate(backend));

  bindHealthRoutes(router, backend);
  // early: its subscribe requests come in streams, and express tries the routes in order
  bindRealtimeRoutes(router, backend);
  bindAdminsRoutes(router, backend);
  bindRecordAuthRoutes(router, backend);
  bindRecordsRoutes(router, backend);
  bindCollectionsRoutes(router, backend);
  bindFilesRoutes(router, backend);
  bindLogsRoutes(router, backend);
  bindSettingsRoutes(router, backend);
  bindBackupsRoutes(router, backend);
  // pbdeck's own additions under /api/pbdeck (absent on a real PocketBase)
  bindSqlConsoleRoutes(router, backend);
  bindRecordsExportRoutes(router, backend);

  // every other /api path
  router.use(apiNotFound);
  // registered last: one error envelope for every failure
  router.use(errorHandler);
  return router;
}
