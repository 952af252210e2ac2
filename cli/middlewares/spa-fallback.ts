/** @module Single-page fallback: HTML navigations under /_/ get index.html (routes live in the hash). */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { RequestHandler } from "express";
import { consoleCsp, inlineScriptHashes } from "./console-headers.ts";

/**
 * For GET/HEAD asking for text/html, answers `root/index.html` (no-cache); otherwise passes. Its CSP
 * allows its own inline scripts by their hashes. The build links its assets relatively (`./assets/…`),
 * so below the first level a `<base href="../">` keeps them resolving to /_/assets/ (and behind any
 * path prefix).
 */
export function spaFallback(root: string): RequestHandler {
  const indexFile = join(root, "index.html");
  return function serveIndexHtml(req, res, next) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!String(req.headers.accept ?? "").includes("text/html")) return next();
    const depth = req.path.split("/").length - 2;
    readFile(indexFile, "utf8").then(
      (html) => {
        const hashes = inlineScriptHashes(html);
        if (hashes.length) res.setHeader("Content-Security-Policy", consoleCsp(hashes));
        res.setHeader("Cache-Control", "no-cache");
        const base = depth > 0 ? `<base href="${"../".repeat(depth)}">` : "";
        res.type("html").send(base ? html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${base}`) : html);
      },
      // no build yet: let consoleNotBuilt explain
      () => next(),
    );
  };
}
