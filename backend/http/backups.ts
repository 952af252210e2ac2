/** @module The /api/backups routes (http-api §3.10): admin only, downloads with an admin file token. */
import { basename } from "node:path";
import type { Request, Router } from "express";
import type { Backend } from "../context.ts";
import { forbidden } from "../errors.ts";
import { readForm } from "../services/admins/admin-form-input.ts";
import { inspectBackup } from "../services/backups/backup-inspect.ts";
import {
  createBackup,
  deleteBackup,
  findBackupForDownload,
  listBackups,
  startRestore,
  uploadBackup,
} from "../services/backups/backups.ts";
import { verifyAdminToken } from "../services/common/tokens.ts";
import { sendBlob } from "../storage/blob-response.ts";
import { lazyBlob } from "../storage/file-storage.ts";
import { receiveUploadedFile } from "./backups-upload.ts";
import { sendJson } from "./fields-param.ts";
import { requireAdmin } from "./guards.ts";
import { searchParamsOf } from "./query-params.ts";

const loadFailed = "An error occurred while loading the submitted data.";

function keyOf(req: Request): string {
  return String(req.params.key);
}

/** Binds list, create, upload, download, delete, restore and pbdeck's inspect. */
export function bindBackupsRoutes(router: Router, backend: Backend): void {
  router.get("/backups", async (req, res) => {
    requireAdmin(req);
    sendJson(req, res, await listBackups(backend));
  });

  router.post("/backups", async (req, res) => {
    requireAdmin(req);
    const form = await readForm(req, loadFailed);
    await createBackup(backend, form.string("name"));
    res.status(204).end();
  });

  router.post("/backups/upload", async (req, res) => {
    requireAdmin(req);
    await receiveUploadedFile(req, (stream, fileName) => uploadBackup(backend, stream, fileName));
    res.status(204).end();
  });

  router.get("/backups/:key", async (req, res) => {
    // only the file token counts, never the Authorization header
    const token = searchParamsOf(req).get("token") ?? "";
    const admin = token ? await verifyAdminToken(backend, token, "adminFileToken").catch(() => null) : null;
    if (!admin) throw forbidden("Insufficient permissions to access the resource.");
    const key = keyOf(req);
    const { storage, attributes } = await findBackupForDownload(backend, key);
    await sendBlob(req, res, lazyBlob(storage, key, attributes), basename(key), true);
  });

  router.delete("/backups/:key", async (req, res) => {
    requireAdmin(req);
    await deleteBackup(backend, keyOf(req));
    res.status(204).end();
  });

  router.post("/backups/:key/restore", async (req, res) => {
    requireAdmin(req);
    await startRestore(backend, keyOf(req));
    res.status(204).end();
  });

  router.get("/backups/:key/inspect", async (req, res) => {
    requireAdmin(req);
    sendJson(req, res, await inspectBackup(backend, keyOf(req)));
  });
}
