/** @module `/` and `/_` lead to the console at `/_/`. */
import type { RequestHandler } from "express";

/** Redirects GET/HEAD `/` (302) and `/_` (301, as PocketBase does) to `/_/`. */
export function rootRedirect(): RequestHandler {
  return function redirectToConsole(req, res, next) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path === "/") return res.redirect(302, "/_/");
    if (req.path === "/_") return res.redirect(301, "/_/");
    next();
  };
}
