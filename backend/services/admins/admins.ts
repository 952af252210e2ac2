/** @module Creating, updating and deleting admins (`_admins`). */
import { nowDateTime } from "../../../shared/dates.ts";
import type { Backend } from "../../context.ts";
import { transaction } from "../../db/connection.ts";
import { badRequest, NoRowsError } from "../../errors.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { newId, newSecret } from "../../lib/random.ts";
import type { AdminRow } from "../common/caller.ts";
import { disconnectClientsOf } from "../realtime/realtime-records.ts";
import type { AdminChanges } from "./admin-form.ts";
import { findAdminById } from "./admin-store.ts";

/**
 * Inserts a validated new admin.
 * @throws ApiError 400 "Failed to create admin." when the row cannot be written.
 */
export async function createAdmin(backend: Backend, changes: AdminChanges): Promise<AdminRow> {
  const passwordHash = await hashPassword(changes.password);
  const now = nowDateTime();
  const id = changes.id || newId();
  try {
    backend.db
      .prepare(
        "INSERT INTO _admins (id, avatar, email, tokenKey, passwordHash, lastResetSentAt, created, updated) VALUES (?, ?, ?, ?, ?, '', ?, ?)",
      )
      .run(id, changes.avatar, changes.email, newSecret(), passwordHash, now, now);
  } catch {
    throw badRequest("Failed to create admin.");
  }
  return findAdminById(backend, id) ?? failRead();
}

/**
 * Saves validated changes; a new password also regenerates the token key (revoking every token).
 * @throws ApiError 400 "Failed to update admin." when the row cannot be written.
 */
export async function updateAdmin(
  backend: Backend,
  admin: AdminRow,
  changes: AdminChanges,
): Promise<AdminRow> {
  const password = changes.password === "" ? null : await hashPassword(changes.password);
  try {
    backend.db
      .prepare("UPDATE _admins SET avatar = ?, email = ?, updated = ? WHERE id = ?")
      .run(changes.avatar, changes.email, nowDateTime(), admin.id);
    if (password !== null) setAdminPasswordHash(backend, admin.id, password);
  } catch {
    throw badRequest("Failed to update admin.");
  }
  return findAdminById(backend, admin.id) ?? failRead();
}

/** Stores a new password hash, regenerates the token key and clears `lastResetSentAt`. */
export function setAdminPasswordHash(backend: Backend, id: string, passwordHash: string): void {
  backend.db
    .prepare(
      "UPDATE _admins SET passwordHash = ?, tokenKey = ?, lastResetSentAt = '', updated = ? WHERE id = ?",
    )
    .run(passwordHash, newSecret(), nowDateTime(), id);
}

/**
 * Deletes an admin, refusing to remove the last one.
 * @throws ApiError 400 "Failed to delete admin." for the only admin or a failed delete.
 */
export function deleteAdmin(backend: Backend, admin: AdminRow): void {
  let deleted = false;
  try {
    deleted = transaction(backend.db, () => {
      const { n } = backend.db.prepare("SELECT count(*) AS n FROM _admins").get() as { n: number };
      if (Number(n) <= 1) return false;
      backend.db.prepare("DELETE FROM _admins WHERE id = ?").run(admin.id);
      return true;
    });
  } catch {
    deleted = false;
  }
  if (!deleted) throw badRequest("Failed to delete admin.");
  disconnectClientsOf(backend, "admin", admin.id);
}

function failRead(): never {
  throw new NoRowsError();
}
