import type { NextFunction, Request, Response } from "express";

/** `/api/collections/` is routed as `/api/collections` (a rewrite, not a redirect). */
export function stripTrailingSlash(req: Request, _res: Response, next: NextFunction): void {
  const [path, query] = splitOnce(req.url, "?");
  if (path.length > 1 && path.endsWith("/"))
    req.url = path.slice(0, -1) + (query === undefined ? "" : `?${query}`);
  next();
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
