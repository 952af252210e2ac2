import type { Router } from "express";
import type { Backend } from "../context.ts";

/** GET /api/health: public readiness probe. */
export function bindHealthRoutes(router: Router, backend: Backend): void {
  router.get("/health", (_req, res) => {
    // automigrate is pbdeck's own: shown only when on, so the answer stays PocketBase's otherwise
    const automigrate = backend.migrations.automigrate ? { automigrate: true } : {};
    res.json({
      code: 200,
      message: "API is healthy.",
      data: { canBackup: !backend.backupInProgress, ...automigrate },
    });
  });
}
