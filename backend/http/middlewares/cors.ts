import type { NextFunction, Request, RequestHandler, Response } from "express";

const allowedMethods = "GET,HEAD,PUT,PATCH,POST,DELETE";

function originAllowed(origin: string, origins: string[]): boolean {
  return origins.some((pattern) => {
    if (pattern === "*") return true;
    if (!pattern.includes("*")) return pattern === origin;
    const re = new RegExp(
      `^${pattern
        .split("*")
        .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
        .join(".*")}$`,
    );
    return re.test(origin);
  });
}

/** CORS as PocketBase applies it: any listed origin, no credentials, preflight answered with 204. */
export function corsMiddleware(origins: string[] = ["*"]): RequestHandler {
  return function cors(req: Request, res: Response, next: NextFunction) {
    const origin = req.headers.origin;
    res.vary("Origin");
    const allowOrigin =
      origin && originAllowed(origin, origins) ? (origins.includes("*") ? "*" : origin) : undefined;
    if (req.method === "OPTIONS") {
      res.vary("Access-Control-Request-Method").vary("Access-Control-Request-Headers");
      if (allowOrigin) res.setHeader("Access-Control-Allow-Origin", allowOrigin);
      res.setHeader("Access-Control-Allow-Methods", allowedMethods);
      const requested = req.headers["access-control-request-headers"];
      if (requested) res.setHeader("Access-Control-Allow-Headers", requested);
      res.status(204).end();
      return;
    }
    if (allowOrigin) res.setHeader("Access-Control-Allow-Origin", allowOrigin);
    next();
  };
}
