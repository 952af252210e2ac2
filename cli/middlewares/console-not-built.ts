/** @module A short page in place of the console when dist/web is missing (the API still works). */
import type { RequestHandler } from "express";

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>pbdeck</title></head>
<body>
<h1>The pbdeck console is not built</h1>
<p>Run <code>npm run build</code> to build it. The API is available at <a href="/api/health">/api/</a>.</p>
</body>
</html>
`;

/** Answers 503 with a plain HTML notice to HTML requests under /_/. */
export function consoleNotBuilt(): RequestHandler {
  return function explainMissingConsole(req, res, next) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!String(req.headers.accept ?? "").includes("text/html")) return next();
    res.status(503).setHeader("Cache-Control", "no-store");
    res.type("html").send(PAGE);
  };
}
