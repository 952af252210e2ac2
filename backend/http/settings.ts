/** @module The /api/settings routes (http-api §3.9): admin only. */
import type { Router } from "express";
import type { Backend } from "../context.ts";
import { readForm } from "../services/admins/admin-form-input.ts";
import { redactSettings, updateSettings } from "../services/settings/settings-api.ts";
import { generateAppleClientSecret } from "../services/settings/settings-api-apple.ts";
import { testS3 } from "../services/settings/settings-api-s3.ts";
import { sendTestEmail } from "../services/settings/settings-api-test-email.ts";
import { readBody } from "./body.ts";
import { sendJson } from "./fields-param.ts";
import { requireAdmin } from "./guards.ts";

const loadFailed = "An error occurred while loading the submitted data.";

/** Binds GET/PATCH /settings, the S3 and email tests and the Apple client secret generator. */
export function bindSettingsRoutes(router: Router, backend: Backend): void {
  router.get("/settings", (req, res) => {
    requireAdmin(req);
    sendJson(req, res, redactSettings(backend.settings));
  });

  router.patch("/settings", async (req, res) => {
    requireAdmin(req);
    const body = await readBody(req, loadFailed);
    // only JSON can address nested settings; other bodies change nothing
    const updated = updateSettings(backend, body.kind === "json" ? body.json : {});
    sendJson(req, res, redactSettings(updated));
  });

  router.post("/settings/test/s3", async (req, res) => {
    requireAdmin(req);
    const form = await readForm(req, loadFailed);
    await testS3(backend, form.string("filesystem"));
    res.status(204).end();
  });

  router.post("/settings/test/email", async (req, res) => {
    requireAdmin(req);
    const form = await readForm(req, loadFailed);
    await sendTestEmail(backend, form.string("email"), form.string("template"));
    res.status(204).end();
  });

  router.post("/settings/apple/generate-client-secret", async (req, res) => {
    requireAdmin(req);
    const form = await readForm(req, loadFailed);
    const secret = await generateAppleClientSecret({
      clientId: form.string("clientId"),
      teamId: form.string("teamId"),
      keyId: form.string("keyId"),
      privateKey: form.string("privateKey"),
      duration: form.integer("duration", 0),
    });
    sendJson(req, res, { secret });
  });
}
