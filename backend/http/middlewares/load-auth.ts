import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Backend } from "../../context.ts";

/** Resolves the Authorization header into the request's caller (to be implemented). */
export function loadAuth(_backend: Backend): RequestHandler {
  return function resolveAuth(_req: Request, _res: Response, next: NextFunction) {
    next();
  };
}
