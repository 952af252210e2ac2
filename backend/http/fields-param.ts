/** @module Sending JSON trimmed by the `fields` query parameter (http-api §1.13); reusable by every route file. */
import type { Request, Response } from "express";
import { parseFieldsParam, pickFields } from "../services/records/record-fields.ts";
import { firstQueryValues } from "../services/records/record-request-info.ts";

export { parseFieldsParam, pickFields };

/** The first `fields` query value of a request ("" when absent). */
export function fieldsParamOf(req: Request): string {
  return firstQueryValues(req.originalUrl).fields ?? "";
}

/** Sends a 2xx JSON body with `fields` applied to the root object (or to each object of a root array). */
export function sendJson(req: Request, res: Response, body: unknown, status = 200): void {
  res.status(status).json(pickFields(body, fieldsParamOf(req)));
}

/**
 * Sends a list result with `fields` applied to each of its `items` (the envelope keys stay). Written
 * straight to the socket: express's send would hash every list body for an ETag PocketBase never sends.
 */
export function sendList<T extends { items: unknown[] }>(req: Request, res: Response, result: T): void {
  const fields = fieldsParamOf(req);
  // encoded once: measuring the text's byte length and then writing it would encode it twice
  const body = Buffer.from(
    JSON.stringify(fields ? { ...result, items: pickFields(result.items, fields) } : result),
  );
  res.statusCode = 200;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}
