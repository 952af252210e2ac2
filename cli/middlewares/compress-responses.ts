/** @module gzip/brotli for the console; never for event streams (they must flow unbuffered) or byte ranges. */
import compression from "compression";
import type { Request, RequestHandler, Response } from "express";

/** compression() that leaves text/event-stream and already-encoded responses alone. */
export function compressResponses(): RequestHandler {
  return compression({ filter: shouldCompress });
}

function shouldCompress(req: Request, res: Response): boolean {
  if (String(res.getHeader("content-type") ?? "").startsWith("text/event-stream")) return false;
  // byte ranges of downloads must stay byte ranges
  if (req.headers.range || res.statusCode === 206) return false;
  return compression.filter(req, res);
}
