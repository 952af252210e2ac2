/** @module Single-page fallback: HTML navigations under /_/ get index.html (routes live in the hash). */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { RequestHandler } from "express";

/**
 * For GET/HEAD asking for text/html, answers `root/index.html` (no-cache); otherwise passes.
 * The build links its assets relatively (`./assets/…`), so below the first level a
 * `<base href="../">` keeps them resolving to /_/assets/ (and behind any path prefix).
 */
export function spaFallback(root: string): RequestHandler {
  const indexFile = join(root, "index.html");
  return function serveIndexHtml(req, res, next) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!String(req.headers.accept ?? "").includes("text/html")) return next();
    const depth = req.path.split("/").length - 2;
    if (depth <= 0) {
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
      return;
    }
    readFile(indexFile, "utf8").then(
      (html) => {
        const base = `<base href="${"../".repeat(depth)}">`;
        res.setHeader("Cache-Control", "no-cache");
        res.type("html").send(html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${base}`));
      },
      () => next(),
    );
  };
}
