import type { NextFunction, Request, Response } from "express";
import { ApiError } from "../../errors.ts";

/** Any /api path that no route matched (wrong methods included). */
export function apiNotFound(_req: Request, _res: Response, next: NextFunction): void {
  next(new ApiError(404, "Not Found."));
}
