/**
 * @module /api streamed to a remote PocketBase-compatible server over node:http.
 * A hand-written pass-through rather than http-proxy-middleware: on a records list it adds about
 * half the latency (tests/bench/proxy-overhead.ts), and the API needs nothing but streaming.
 */
import {
  type ClientRequest,
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import type { TLSSocket } from "node:tls";
import { displayUrl } from "../lib/backend-url.ts";
import { describeErrorCode, errorCode, oneLine } from "../lib/cli-error.ts";

// headers that describe one connection, not the message (RFC 9110 §7.6.1)
const hopByHop = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!hopByHop.has(name)) out[name] = value;
  return out;
}

function forwardedFor(req: IncomingMessage): string {
  const peer = req.socket.remoteAddress ?? "";
  const previous = req.headers["x-forwarded-for"];
  return previous ? `${previous}, ${peer}` : peer;
}

/** A request handler that answers /api requests and passes on the others. */
export type ProxyHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Whether a request path belongs to the API (a plain "/api" prefix would take /apix too). */
export function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

/**
 * Streams /api/* to `target` unchanged (status, headers, bodies, server-sent events, uploads);
 * Host and Origin are those of the target. When the target cannot be reached it answers 502 with
 * the PocketBase error envelope and reports one line through `warn` (once per outage).
 */
export function proxyMiddleware(target: URL, warn: (line: string) => void): ProxyHandler {
  const secure = target.protocol === "https:";
  const send = secure ? httpsRequest : httpRequest;
  // one pool of kept-alive connections: a new connection per request would double the cost
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const basePath = target.pathname.replace(/\/+$/, "");
  let lastWarning = "";

  return function proxyApi(req, res, next): void {
    const path = req.url ?? "/";
    if (!isApiPath(path)) {
      next();
      return;
    }

    const headers = endToEnd(req.headers);
    headers.host = target.host;
    // PocketBase's CORS/origin checks see the target's own origin, as if called directly
    if (headers.origin) headers.origin = target.origin;
    headers["x-forwarded-for"] = forwardedFor(req);
    headers["x-forwarded-proto"] = (req.socket as TLSSocket).encrypted ? "https" : "http";
    headers["x-forwarded-host"] = req.headers.host ?? "";

    // reads carry no body, so one can be sent again
    const replayable = req.method === "GET" || req.method === "HEAD";
    let upstream: ClientRequest;
    const forward = (firstTry: boolean): void => {
      upstream = send(
        {
          protocol: target.protocol,
          hostname: target.hostname,
          port: target.port,
          method: req.method,
          path: basePath + path,
          headers,
          agent,
        },
        (answer) => {
          lastWarning = "";
          res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
          // event streams must reach the browser before their first event
          if (String(answer.headers["content-type"] ?? "").startsWith("text/event-stream"))
            res.flushHeaders();
          answer.pipe(res);
          answer.on("error", () => res.destroy());
        },
      );
      const sent = upstream;
      sent.on("error", (err) => {
        // a kept-alive connection the backend closed just as it was reused (it restarted, or a
        // restore swapped its data): a read goes once more on a new connection
        if (
          firstTry &&
          replayable &&
          sent.reusedSocket &&
          errorCode(err) === "ECONNRESET" &&
          !res.headersSent
        ) {
          forward(false);
          return;
        }
        const reason = describeErrorCode(errorCode(err)) ?? oneLine(err);
        const warning = `cannot reach the backend at ${displayUrl(target)} (${reason}); answering 502`;
        if (warning !== lastWarning) warn(`${warning} to ${req.method} ${path}`);
        lastWarning = warning;
        // a response that broke midway can only be cut
        if (res.headersSent) return void res.destroy();
        res.writeHead(502, { "content-type": "application/json; charset=utf-8" });
        res.end(JSON.stringify({ code: 502, message: "Failed to reach the backend server.", data: {} }));
      });
      if (replayable) sent.end();
      else req.pipe(sent);
    };
    forward(true);
    // the browser went away (closed a realtime stream, cancelled a search): stop the upstream too
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
  };
}
