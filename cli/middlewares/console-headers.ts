/** @module Security headers for everything under /_/: a CSP the console works under, no sniffing, no framing. */
import { createHash } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * The Content-Security-Policy of the console (Vite build: external scripts, inline styles), with the
 * hashes of the inline scripts index.html carries (its first script, see web/src/boot/early-start.ts).
 */
export function consoleCsp(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
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
}

/** The CSP of every console response but index.html: no inline script at all. */
export const CONSOLE_CSP = consoleCsp();

/**
 * `sha256-…` of each inline script of `html` that runs (not a JSON data block, not one with `src`),
 * as a CSP source expression allows exactly that script.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (type && type !== "module" && type !== "text/javascript") continue;
    hashes.push(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return hashes;
}

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
