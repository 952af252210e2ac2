/** @module Route-level access guards (http-api §1.7); each returns the caller or throws the documented error. */
import type { NextFunction, Request, Response } from "express";
import type { Collection } from "../../shared/models.ts";
import { countAdmins } from "../app.ts";
import type { Backend } from "../context.ts";
import { badRequest, forbidden, unauthorized } from "../errors.ts";
import type { AdminRow, RequestAuth, StoredRecord } from "../services/common/caller.ts";
import { getAuth } from "./request-context.ts";

const adminRequired = "The request requires valid admin authorization token to be set.";

/**
 * The calling admin.
 * @throws ApiError 401 for guests and auth records.
 */
export function requireAdmin(req: Request): AdminRow {
  const { admin } = getAuth(req);
  if (!admin) throw unauthorized(adminRequired);
  return admin;
}

/** Route middleware form of requireAdmin. */
export function adminOnly(req: Request, _res: Response, next: NextFunction): void {
  requireAdmin(req);
  next();
}

/**
 * Passes for an admin, or for anyone while no admin exists (first-admin installer).
 * @throws ApiError 401 otherwise; 400 when the admins cannot be counted.
 */
export function requireAdminOrNoAdmins(req: Request, backend: Backend): AdminRow | null {
  const { admin } = getAuth(req);
  if (admin) return admin;
  let total: number;
  try {
    total = countAdmins(backend);
  } catch {
    throw badRequest("Failed to fetch admins info.");
  }
  if (total > 0) throw unauthorized(adminRequired);
  return null;
}

/**
 * The calling auth record, which must belong to `collection`.
 * @throws ApiError 401 without a record; 403 for a record of another collection.
 */
export function requireRecordOfCollection(req: Request, collection: Collection): StoredRecord {
  const { record } = getAuth(req);
  if (!record) throw unauthorized("The request requires valid record authorization token to be set.");
  if (record.collection.id !== collection.id) {
    throw forbidden(`The request requires auth record from ${record.collection.name} collection.`);
  }
  return record;
}

/**
 * Passes for an admin or for the auth record whose id is `id`.
 * @throws ApiError 401 for guests; 403 for another record.
 */
export function requireAdminOrOwner(req: Request, id: string): RequestAuth {
  const auth = getAuth(req);
  if (auth.admin) return auth;
  if (!auth.record) throw unauthorized("The request requires admin or record authorization token to be set.");
  if (String(auth.record.values.id) !== id) throw forbidden();
  return auth;
}
