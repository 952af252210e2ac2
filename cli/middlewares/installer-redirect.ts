/** @module PocketBase's installer redirect: /_/ leads to the installer while no admin exists. */
import type { RequestHandler } from "express";

/**
 * On `/_/` and `/_/index.html` (mounted at /_): with no admin and no `installer` query flag,
 * 307 to `?installer#`; with admins and the flag, 307 to `?` (same Locations as PocketBase).
 */
export function installerRedirect(hasAdmins: () => boolean): RequestHandler {
  return function redirectToInstaller(req, res, next) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path !== "/" && req.path !== "/index.html") return next();
    const flagged = new URLSearchParams(req.originalUrl.split("?")[1] ?? "").has("installer");
    const admins = hasAdmins();
    if (!admins && !flagged) return res.redirect(307, "?installer#");
    if (admins && flagged) return res.redirect(307, "?");
    next();
  };
}
