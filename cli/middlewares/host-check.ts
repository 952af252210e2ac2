/**
 * @module The first check of every request (console, API, proxy): the Host header must name this
 * machine or a name the person allowed, so a page served from a re-pointed domain (DNS rebinding)
 * gets nothing from pbdeck.
 */
import { type HostCheck, hostNameOf } from "../lib/allowed-hosts.ts";
import type { NodeMiddleware } from "./node-middleware.ts";

/** Answers 403 with one line for a Host that `allowed` refuses, and says it once per name on the terminal. */
export function hostCheck(allowed: HostCheck, warn: (line: string) => void): NodeMiddleware {
  const reported = new Set<string>();
  return function checkHost(req, res, next) {
    const header = req.headers.host;
    // HTTP/1.0 without a Host comes from no browser, so no rebinding can ride on it
    if (header === undefined || allowed(header)) return next();
    const name = hostNameOf(header) ?? header;
    const refusal = `refused the host "${header}": to allow it, start pbdeck with --allowed-hosts ${name}`;
    if (!reported.has(name) && reported.size < 100) {
      reported.add(name);
      warn(refusal);
    }
    const body = `pbdeck ${refusal}\n`;
    res.writeHead(403, {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      "X-Content-Type-Options": "nosniff",
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
