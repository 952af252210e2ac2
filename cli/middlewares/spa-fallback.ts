/** @module Single-page fallback: HTML navigations under /_/ get index.html (routes live in the hash). */
import { join } from "node:path";
import type { RequestHandler } from "express";

/** For GET/HEAD asking for text/html, answers `root/index.html` (no-cache); otherwise passes. */
export function spaFallback(root: string): RequestHandler {
  const indexFile = join(root, "index.html");
  return function serveIndexHtml(req, res, next) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!String(req.headers.accept ?? "").includes("text/html")) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(indexFile, { dotfiles: "deny" }, (err?: Error) => {
      // no build yet: let consoleNotBuilt explain
      if (err && !res.headersSent) {
        res.removeHeader("Cache-Control");
        next();
      } else if (err) {
        res.destroy();
      }
    });
  };
}
