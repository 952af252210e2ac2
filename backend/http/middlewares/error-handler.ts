import type { NextFunction, Request, Response } from "express";
import { ApiError, NoRowsError } from "../../errors.ts";

/** Turns any thrown error into an ApiError: explicit API errors as they are, "no rows" as 404, anything else 400. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof NoRowsError) return new ApiError(404);
  const status = (err as { status?: number; statusCode?: number })?.status ?? 0;
  if (status === 413 || status === 415) return new ApiError(400);
  return new ApiError(400);
}

/** Registered last: answers the PocketBase error envelope; HEAD gets the status alone. */
export function errorHandler(err: unknown, req: Request, res: Response, _next: NextFunction): void {
  const apiError = toApiError(err);
  // the raw cause is for debugging only: clients get the envelope
  if (process.env.PBDECK_DEBUG) console.error(err instanceof ApiError ? (err.cause ?? err) : err);
  res.locals.apiError = apiError;
  res.locals.rawError = err;
  if (res.headersSent) {
    res.end();
    return;
  }
  res.status(apiError.status);
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  // written as text: field error keys keep Go's byte order, index keys included
  res.type("application/json").send(apiError.toJSONText());
}
