/** @module What the API middlewares attach to each request: the caller and the parsed body. */
import type { Request } from "express";
import type { RequestAuth } from "../services/common/caller.ts";

const authKey = Symbol("pbdeck.auth");

/** The caller of a request (guest until the auth middleware has run). */
export function getAuth(req: Request): RequestAuth {
  return (req as unknown as Record<symbol, RequestAuth>)[authKey] ?? { admin: null, record: null };
}

export function setAuth(req: Request, auth: RequestAuth): void {
  (req as unknown as Record<symbol, RequestAuth>)[authKey] = auth;
}
