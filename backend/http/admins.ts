import type { Request, Router } from "express";
import type { Backend } from "../context.ts";
import { notFound } from "../errors.ts";
import { adminAuthResponse, authenticateAdmin } from "../services/admins/admin-auth.ts";
import { validateAdminForm } from "../services/admins/admin-form.ts";
import { readForm } from "../services/admins/admin-form-input.ts";
import { listAdmins } from "../services/admins/admin-list.ts";
import {
  confirmAdminPasswordReset,
  requestAdminPasswordReset,
} from "../services/admins/admin-password-reset.ts";
import { exportAdmin, findAdminById } from "../services/admins/admin-store.ts";
import { createAdmin, deleteAdmin, updateAdmin } from "../services/admins/admins.ts";
import type { AdminRow } from "../services/common/caller.ts";
import { sendJson, sendList } from "./fields-param.ts";
import { requireAdmin, requireAdminOrNoAdmins } from "./guards.ts";
import { listQueryOf } from "./query-params.ts";

const loadFailed = "An error occurred while loading the submitted data.";
const badFormatting = "Failed to load the submitted data due to invalid formatting.";

/** The /api/admins routes: sign-in, password reset and admin management. */
export function bindAdminsRoutes(router: Router, backend: Backend): void {
  router.post("/admins/auth-with-password", async (req, res) => {
    const form = await readForm(req, loadFailed);
    const admin = await authenticateAdmin(backend, form.string("identity"), form.string("password"));
    sendJson(req, res, await adminAuthResponse(backend, admin));
  });

  router.post("/admins/auth-refresh", async (req, res) => {
    const admin = requireAdmin(req);
    sendJson(req, res, await adminAuthResponse(backend, admin));
  });

  router.post("/admins/request-password-reset", async (req, res) => {
    const form = await readForm(req, loadFailed);
    requestAdminPasswordReset(backend, form.string("email"));
    res.status(204).end();
  });

  router.post("/admins/confirm-password-reset", async (req, res) => {
    const form = await readForm(req, loadFailed);
    await confirmAdminPasswordReset(
      backend,
      form.string("token"),
      form.string("password"),
      form.string("passwordConfirm"),
    );
    res.status(204).end();
  });

  router.get("/admins", (req, res) => {
    requireAdmin(req);
    sendList(req, res, listAdmins(backend, listQueryOf(req)));
  });

  router.post("/admins", async (req, res) => {
    // anyone may create the first admin (the installer); afterwards only admins
    requireAdminOrNoAdmins(req, backend);
    const form = await readForm(req, badFormatting);
    const admin = await createAdmin(backend, validateAdminForm(backend, form, null));
    sendJson(req, res, exportAdmin(admin));
  });

  router.get("/admins/:id", (req, res) => {
    requireAdmin(req);
    sendJson(req, res, exportAdmin(adminOfPath(req)));
  });

  router.patch("/admins/:id", async (req, res) => {
    requireAdmin(req);
    const admin = adminOfPath(req);
    const form = await readForm(req, badFormatting);
    const updated = await updateAdmin(backend, admin, validateAdminForm(backend, form, admin));
    sendJson(req, res, exportAdmin(updated));
  });

  router.delete("/admins/:id", (req, res) => {
    requireAdmin(req);
    deleteAdmin(backend, adminOfPath(req));
    res.status(204).end();
  });

  function adminOfPath(req: Request): AdminRow {
    const admin = findAdminById(backend, String(req.params.id));
    if (!admin) throw notFound();
    return admin;
  }
}

// only the first occurrence of each parameter counts, so read the raw query string
