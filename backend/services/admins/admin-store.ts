/** @module Reading `_admins` rows and their API shape. */
import type { Admin } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import type { AdminRow } from "../common/caller.ts";

/** The admin with this id, or null. */
export function findAdminById(backend: Backend, id: string): AdminRow | null {
  const row = backend.db.prepare("SELECT * FROM _admins WHERE id = ?").get(id);
  return row ? toAdminRow(row) : null;
}

/** The admin with exactly this email (case-sensitive, as the unique index), or null. */
export function findAdminByEmail(backend: Backend, email: string): AdminRow | null {
  const row = backend.db.prepare("SELECT * FROM _admins WHERE email = ?").get(email);
  return row ? toAdminRow(row) : null;
}

/** Normalises a raw `_admins` row. */
export function toAdminRow(row: Record<string, unknown>): AdminRow {
  return {
    id: String(row.id),
    avatar: Number(row.avatar ?? 0),
    email: String(row.email ?? ""),
    tokenKey: String(row.tokenKey ?? ""),
    passwordHash: String(row.passwordHash ?? ""),
    lastResetSentAt: String(row.lastResetSentAt ?? ""),
    created: String(row.created ?? ""),
    updated: String(row.updated ?? ""),
  };
}

/** The API JSON of an admin: never its secrets. */
export function exportAdmin(admin: AdminRow): Admin {
  return {
    id: admin.id,
    created: admin.created,
    updated: admin.updated,
    avatar: admin.avatar,
    email: admin.email,
  };
}
