/** @module PocketBase's installer redirect: /_/ leads to the installer while no admin exists. */
import type { RequestHandler } from "express";

/** Whether the backend has an admin; null when that cannot be known (no redirect then). */
export type AdminsCheck = () => boolean | null | Promise<boolean | null>;

/**
 * On `/_/` and `/_/index.html` (mounted at /_): with no admin and no `installer` query flag,
 * 307 to `?installer#`; with admins and the flag, 307 to `?` (same Locations as PocketBase).
 * With no admin, `renewInstallerLink` is asked for a valid token, so that a link that expired or
 * was used is replaced by a new one on the terminal when the installer is opened again.
 */
export function installerRedirect(hasAdmins: AdminsCheck, renewInstallerLink: () => void): RequestHandler {
  return async function redirectToInstaller(req, res, next) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path !== "/" && req.path !== "/index.html") return next();
    const flagged = new URLSearchParams(req.originalUrl.split("?")[1] ?? "").has("installer");
    const admins = await hasAdmins();
    if (admins === false) renewInstallerLink();
    if (admins === false && !flagged) return res.redirect(307, "?installer#");
    if (admins === true && flagged) return res.redirect(307, "?");
    next();
  };
}
