/** @module Security headers for everything under /_/: a CSP the console works under, no sniffing, no framing. */
import type { RequestHandler } from "express";

/** The Content-Security-Policy of the console (Vite build: external scripts, inline styles). */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: http: https:",
  "media-src 'self' data: blob: http: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join("; ");

/** Sets CSP, nosniff, SAMEORIGIN and a same-origin referrer policy. */
export function consoleHeaders(): RequestHandler {
  return function setConsoleHeaders(_req, res, next) {
    res.setHeader("Content-Security-Policy", CONSOLE_CSP);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    res.setHeader("Referrer-Policy", "same-origin");
    next();
  };
}
