/** @module `/_/backend.json`: the backend's generation and version, read once by the console at start. */
import type { RequestHandler } from "express";
import { BACKEND_INFO_FILE, type BackendInfo } from "../../shared/client/backend-info.ts";

/** Answers GET/HEAD `/backend.json` (mounted at /_) with `info`, never cached (a restart may change it). */
export function backendInfo(info: BackendInfo): RequestHandler {
  return function serveBackendInfo(req, res, next) {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.path !== `/${BACKEND_INFO_FILE}`)
      return next();
    res.set("Cache-Control", "no-store").json(info);
  };
}
