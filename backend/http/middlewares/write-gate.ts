import type { NextFunction, Request, Response } from "express";
import type { Backend } from "../../context.ts";

const readingMethods = new Set(["GET", "HEAD", "OPTIONS"]);
// the SQL console's own routes never write through the server's connection (and a console write
// waiting for itself to leave the gate would never start)
const consoleRoutes = new Set(["/pbdeck/sql", "/pbdeck/view-preview"]);

/**
 * Requests that may write to data.db wait here (asynchronously) while an SQL console write holds the
 * database, and are counted in the gate until their response closes (db/write-gate.ts says why).
 */
export function writeGate(backend: Backend) {
  return async function waitForConsoleWrite(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (readingMethods.has(req.method) || consoleRoutes.has(req.path)) {
      next();
      return;
    }
    const leave = await backend.writeGate.enter();
    res.once("close", leave);
    next();
  };
}
