import type { NextFunction, Request, Response } from "express";
import type { Backend } from "../../context.ts";
import type { ApiError } from "../../errors.ts";
import { getAuth } from "../request-context.ts";

const notLogged = [/^\/api\/health(\/|$)/, /^\/api\/logs(\/|$)/, /^\/api\/oauth2-redirect(\/|$)/];

function clientIp(req: Request, remoteIp: string): string {
  for (const header of ["cf-connecting-ip", "fly-client-ip", "x-real-ip"]) {
    const value = req.headers[header];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  const forwarded = req.headers["x-forwarded-for"];
  if (typeof forwarded === "string") {
    const first = forwarded
      .split(",")
      .map((s) => s.trim())
      .find(Boolean);
    if (first) return first;
  }
  return remoteIp;
}

/** Records every /api request (except health, logs, oauth2-redirect) once its response is finished (written in batches). */
export function requestLog(backend: Backend) {
  return function logRequest(req: Request, res: Response, next: NextFunction): void {
    const url = req.originalUrl;
    if (notLogged.some((re) => re.test(url))) {
      next();
      return;
    }
    res.on("close", () => {
      const auth = getAuth(req);
      const apiError = res.locals.apiError as ApiError | undefined;
      const rawError = res.locals.rawError as Error | undefined;
      const meta: Record<string, unknown> = {};
      if (apiError) {
        meta.errorMessage = apiError.message;
        meta.errorDetails = rawError && rawError !== apiError ? String(rawError.message ?? "") : "";
      }
      const remoteIp = (req.socket.remoteAddress ?? "127.0.0.1").replace(/^::ffff:/, "");
      try {
        backend.requestLogs.write(
          {
            url,
            method: req.method,
            status: res.statusCode,
            auth: auth.admin ? "admin" : auth.record ? "auth_record" : "guest",
            remoteIp,
            userIp: clientIp(req, remoteIp),
            referer: req.headers.referer ?? "",
            userAgent: req.headers["user-agent"] ?? "",
            meta,
          },
          backend.settings.logs.maxDays,
        );
      } catch {
        // a failed log write must never affect the request; logs.db may be closing
      }
    });
    next();
  };
}
