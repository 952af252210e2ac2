/**
 * @module Admins on PocketBase v0.23+: records of the `_superusers` auth collection. The server keeps
 * a hidden installer record while no superuser exists; it is nobody's account, so lists leave it out.
 */
import type PocketBase from "pocketbase";
import type { AdminEntry, AdminsApi } from "../admins-api.ts";

/** The `_superusers` collection of v0.23 and newer. */
export const SUPERUSERS = "_superusers";
/** The email of the installer's placeholder superuser (deleted once a real one is created). */
export const INSTALLER_EMAIL = "__pbinstaller@example.com";

function entry(record: Record<string, unknown>): AdminEntry {
  return {
    id: String(record.id),
    email: String(record.email),
    avatar: null,
    created: String(record.created ?? ""),
    updated: String(record.updated ?? ""),
  };
}

/** The superusers of a v0.23+ server, as admins. */
export function adminsV023(pb: PocketBase): AdminsApi {
  const superusers = pb.collection(SUPERUSERS);
  return {
    list: async () =>
      (
        await superusers.getFullList({
          sort: "created",
          filter: `email != ${JSON.stringify(INSTALLER_EMAIL)}`,
          requestKey: null,
        })
      ).map((r) => entry(r as unknown as Record<string, unknown>)),
    findByEmail: async (email) => {
      if (email === INSTALLER_EMAIL) return null;
      const page = await superusers.getList(1, 1, {
        filter: `email = ${JSON.stringify(email)}`,
        requestKey: null,
      });
      const found = page.items[0];
      return found ? entry(found as unknown as Record<string, unknown>) : null;
    },
    create: async (email, password) =>
      entry(
        (await superusers.create(
          { email, password, passwordConfirm: password },
          { requestKey: null },
        )) as unknown as Record<string, unknown>,
      ),
    setPassword: async (id, password) => {
      await superusers.update(id, { password, passwordConfirm: password }, { requestKey: null });
    },
    delete: async (id) => {
      await superusers.delete(id, { requestKey: null });
    },
  };
}
