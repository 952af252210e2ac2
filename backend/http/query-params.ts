import type { Request } from "express";
import { badRequest } from "../errors.ts";
import { type ListQuery, parseListQuery } from "../services/common/list-query.ts";

/** The request's query string as URLSearchParams (first occurrence of a name wins with `get`). */
export function searchParamsOf(req: Request): URLSearchParams {
  const at = req.originalUrl.indexOf("?");
  return new URLSearchParams(at < 0 ? "" : req.originalUrl.slice(at + 1));
}

/**
 * The list parameters of a request.
 * @throws ApiError 400 with `message` (default: the generic one) when one is not usable.
 */
export function listQueryOf(req: Request, message?: string): ListQuery {
  try {
    return parseListQuery(searchParamsOf(req));
  } catch {
    throw badRequest(message);
  }
}
