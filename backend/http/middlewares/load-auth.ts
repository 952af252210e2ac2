import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Backend } from "../../context.ts";
import { verifyAuthToken } from "../../services/common/tokens.ts";
import { setAuth } from "../request-context.ts";

/** Resolves the Authorization header (raw token or `Bearer <token>`) into admin, auth record or guest. */
export function loadAuth(backend: Backend): RequestHandler {
  return async function resolveAuth(req: Request, _res: Response, next: NextFunction) {
    const header = req.headers.authorization ?? "";
    const token = header.startsWith("Bearer ") ? header.slice(7) : header;
    try {
      setAuth(req, token === "" ? { admin: null, record: null } : await verifyAuthToken(backend, token));
    } catch {
      // any failure to resolve the token leaves the caller a guest; routes decide what that means
      setAuth(req, { admin: null, record: null });
    }
    next();
  };
}
