/** @module /api through http-proxy-middleware to a remote PocketBase-compatible server. */
import { type ClientRequest, Agent as HttpAgent, type IncomingMessage, type ServerResponse } from "node:http";
import { Agent as HttpsAgent } from "node:https";
import type { Socket } from "node:net";
import type { RequestHandler } from "express";
import { createProxyMiddleware } from "http-proxy-middleware";
import { displayUrl } from "../lib/backend-url.ts";
import { describeErrorCode, errorCode, oneLine } from "../lib/cli-error.ts";

/**
 * Streams /api/* to `target` unchanged (status, headers, bodies, SSE, uploads); Host and Origin
 * are rewritten to the target. When the target cannot be reached it answers 502 with the
 * PocketBase error envelope and reports one line through `warn` (once per outage).
 */
export function proxyMiddleware(target: URL, warn: (line: string) => void): RequestHandler {
  let lastWarning = "";
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: target.href,
    // a plain "/api" filter is a prefix match and would take /apix too
    pathFilter: (path) => path === "/api" || path.startsWith("/api/"),
    changeOrigin: true,
    xfwd: true,
    // http-proxy opens a new connection per request unless given an agent
    agent:
      target.protocol === "https:" ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true }),
    // no timeouts: realtime streams stay open for minutes
    proxyTimeout: 0,
    on: {
      proxyReq(proxyReq: ClientRequest) {
        // PocketBase's CORS/origin checks see the target's own origin, as if called directly
        if (proxyReq.getHeader("origin")) proxyReq.setHeader("origin", target.origin);
      },
      proxyRes() {
        lastWarning = "";
      },
      error(err: Error, req: IncomingMessage, res: ServerResponse | Socket) {
        const reason = describeErrorCode(errorCode(err)) ?? oneLine(err);
        const warning = `cannot reach the backend at ${displayUrl(target)} (${reason}); answering 502`;
        if (warning !== lastWarning) warn(`${warning} to ${req.method} ${req.url}`);
        lastWarning = warning;
        if (!("writeHead" in res)) return void res.destroy();
        // headers-sent guard: a stream that broke midway can only be cut
        if (res.headersSent) return void res.destroy();
        res.writeHead(502, { "content-type": "application/json; charset=utf-8" });
        res.end(JSON.stringify({ code: 502, message: "Failed to reach the backend server.", data: {} }));
      },
    },
  }) as unknown as RequestHandler;
}
