/**
 * @module Cross-origin requests may read nothing and change nothing: a request that changes state
 * (POST, PUT, PATCH, DELETE), and any request to pbdeck's own endpoints (/api/pbdeck/), must come
 * from the console's own origin or one listed with `--cors`. Requests without an Origin (the CLI,
 * scripts, the SDK under Node) come from no web page and pass.
 */
import { type CorsOrigins, isOwnOrigin, normaliseOrigin } from "../lib/allowed-origins.ts";
import { type NodeMiddleware, sendEnvelope } from "./node-middleware.ts";

const CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function guarded(method: string | undefined, url: string): boolean {
  if (CHANGING_METHODS.has(method ?? "")) return true;
  return url === "/api/pbdeck" || url.startsWith("/api/pbdeck/") || url.startsWith("/api/pbdeck?");
}

/** Refuses (403, the error envelope) a guarded request from a foreign origin, and says so once per origin. */
export function originCheck(cors: CorsOrigins, warn: (line: string) => void): NodeMiddleware {
  const listed = new Set(cors.origins);
  const reported = new Set<string>();
  return function checkOrigin(req, res, next) {
    if (cors.any || !guarded(req.method, req.url ?? "")) return next();
    const header = req.headers.origin;
    const origin = header === undefined ? null : normaliseOrigin(header);
    if (header === undefined) {
      // a browser that sent no Origin still says where the request came from
      const site = req.headers["sec-fetch-site"];
      if (site !== "cross-site" && site !== "same-site") return next();
    } else if (origin !== null && (isOwnOrigin(origin, req.headers.host) || listed.has(origin))) {
      return next();
    }
    const from = header === undefined ? "another site" : (origin ?? `the origin "${header}"`);
    const allowHint = origin ? ` To allow that origin, start pbdeck with --cors ${origin}` : "";
    if (!reported.has(from) && reported.size < 100) {
      reported.add(from);
      warn(`refused ${req.method} ${(req.url ?? "").split("?")[0]} from ${from} (a cross-origin request)`);
    }
    sendEnvelope(
      req,
      res,
      403,
      `pbdeck refused a request from ${from}: only the console's own page may change data here.${allowHint}`,
    );
  };
}
