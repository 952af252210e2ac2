/** @module Last resort for the local server's own failures: the error envelope, one log line, no stack. */
import type { ErrorRequestHandler } from "express";
import { oneLine } from "../lib/cli-error.ts";

/** Answers errors from static files and routing with `{code, message, data}`; logs 5xx through `warn`. */
export function errorMiddleware(warn: (line: string) => void): ErrorRequestHandler {
  return function answerError(err: unknown, req, res, _next) {
    const status = httpStatusOf(err);
    if (status >= 500) warn(`${req.method} ${req.originalUrl} failed: ${oneLine(err)}`);
    // headers-sent guard: nothing sensible can be appended to a started response
    if (res.headersSent) return void res.destroy();
    res.status(status);
    if (req.method === "HEAD") return void res.end();
    const message =
      status >= 500 ? "Something went wrong while processing your request." : defaultMessage(status);
    res.json({ code: status, message, data: {} });
  };
}

function httpStatusOf(err: unknown): number {
  if (typeof err !== "object" || err === null) return 500;
  const status = "status" in err ? err.status : "statusCode" in err ? err.statusCode : undefined;
  return typeof status === "number" && status >= 400 && status <= 599 ? status : 500;
}

function defaultMessage(status: number): string {
  if (status === 404) return "The requested resource wasn't found.";
  if (status === 403) return "You are not allowed to perform this request.";
  return "Something went wrong while processing your request.";
}
