import type { NextFunction, Request, Response } from "express";

/** The security headers PocketBase puts on every response (file downloads drop X-Frame-Options). */
export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader("X-XSS-Protection", "1; mode=block");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  next();
}
