/** @module Middlewares on plain node:http messages, which run before both express and the proxy. */
import type { IncomingMessage, ServerResponse } from "node:http";

/** Answers the request itself, or calls `next` to pass it on. */
export type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** One handler that runs `middlewares` in order, then `last`. */
export function chain(
  middlewares: NodeMiddleware[],
  last: (req: IncomingMessage, res: ServerResponse) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const step = (index: number): void => {
      const middleware = middlewares[index];
      if (middleware) middleware(req, res, () => step(index + 1));
      else last(req, res);
    };
    step(0);
  };
}

/** Answers with the PocketBase error envelope (a HEAD gets the status alone). */
export function sendEnvelope(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  data: Record<string, unknown> = {},
): void {
  const body = JSON.stringify({ code: status, message, data });
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "X-Content-Type-Options": "nosniff",
  });
  res.end(req.method === "HEAD" ? undefined : body);
}
