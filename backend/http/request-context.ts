/** @module What the API middlewares attach to each request: the caller and the parsed body. */
import type { Request } from "express";
import type { Collection } from "../../shared/models.ts";

/** An admin row of `_admins`, with its secrets (never sent to clients). */
export interface AdminRow {
  id: string;
  avatar: number;
  email: string;
  tokenKey: string;
  passwordHash: string;
  lastResetSentAt: string;
  created: string;
  updated: string;
}

/** A record as stored: every column of its table, values normalised per field type. */
export interface StoredRecord {
  collection: Collection;
  values: Record<string, unknown>;
}

/** Who is calling: at most one of admin and record is set; both null means guest. */
export interface RequestAuth {
  admin: AdminRow | null;
  record: StoredRecord | null;
}

const authKey = Symbol("pbdeck.auth");

/** The caller of a request (guest until the auth middleware has run). */
export function getAuth(req: Request): RequestAuth {
  return (req as unknown as Record<symbol, RequestAuth>)[authKey] ?? { admin: null, record: null };
}

export function setAuth(req: Request, auth: RequestAuth): void {
  (req as unknown as Record<symbol, RequestAuth>)[authKey] = auth;
}
