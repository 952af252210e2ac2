/** @module Who makes a request, as the services see it: the admin row, the auth record, or neither. */
import type { Collection } from "../../../shared/models.ts";

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
