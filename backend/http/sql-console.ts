/**
 * @module pbdeck's own admin routes: `/api/pbdeck/sql` (the SQL console) and `/api/pbdeck/view-preview`
 * (dry run of a view query). A remote PocketBase answers 404 on both.
 */
import type { Router } from "express";
import type { Backend } from "../context.ts";
import { runSqlConsole, sqlConsoleInput } from "../services/sql-console/sql-console.ts";
import {
  SQL_RESULT_BYTE_LIMIT,
  SQL_ROW_LIMIT,
  SQL_TIME_LIMIT_MS,
} from "../services/sql-console/sql-limits.ts";
import { previewViewQuery } from "../services/sql-console/view-preview.ts";
import { readBody } from "./body.ts";
import { adminOnly } from "./guards.ts";

/** Binds the SQL console (GET reports its limits and is the console's probe; POST runs one statement) and the view preview. */
export function bindSqlConsoleRoutes(router: Router, backend: Backend): void {
  router.get("/pbdeck/sql", adminOnly, (_req, res) => {
    res.json({ rowLimit: SQL_ROW_LIMIT, byteLimit: SQL_RESULT_BYTE_LIMIT, timeLimitMs: SQL_TIME_LIMIT_MS });
  });

  router.post("/pbdeck/sql", adminOnly, async (req, res) => {
    const body = await readBody(req, "Failed to load the submitted data due to invalid formatting.");
    res.json(await runSqlConsole(backend, sqlConsoleInput(body.json)));
  });

  router.post("/pbdeck/view-preview", adminOnly, async (req, res) => {
    const body = await readBody(req, "Failed to load the submitted data due to invalid formatting.");
    res.json(await previewViewQuery(backend, body.json));
  });
}
