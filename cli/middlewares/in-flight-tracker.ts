/** @module Keeps count of open responses so shutdown can let them finish before closing. */
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";

/** The open responses of one server and a way to wait for them. */
export interface InFlightTracker {
  middleware: RequestHandler;
  /** Ends event streams at once, then waits for the other responses (at most `timeoutMs`). */
  drain(timeoutMs: number): Promise<void>;
}

/** Creates a tracker; mount its middleware first. */
export function inFlightTracker(): InFlightTracker {
  const open = new Set<ServerResponse>();
  let idle: (() => void) | null = null;

  const middleware: RequestHandler = function trackInFlight(_req, res, next) {
    open.add(res);
    res.once("close", () => {
      open.delete(res);
      if (idle && [...open].every(isEventStream)) idle();
    });
    next();
  };

  async function drain(timeoutMs: number): Promise<void> {
    // a realtime stream never ends on its own; clients reconnect to the next server
    for (const res of open) if (isEventStream(res)) res.destroy();
    if ([...open].every(isEventStream)) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      idle = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  return { middleware, drain };
}

function isEventStream(res: ServerResponse): boolean {
  return String(res.getHeader("content-type") ?? "").startsWith("text/event-stream");
}
