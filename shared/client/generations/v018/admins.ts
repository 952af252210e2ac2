/** @module Admins on PocketBase v0.18–v0.22: the `/api/admins` routes, through the SDK's admins service. */
import type PocketBase from "pocketbase";
import type { AdminEntry, AdminsApi } from "../admins-api.ts";

function entry(model: Record<string, unknown>): AdminEntry {
  return {
    id: String(model.id),
    email: String(model.email),
    avatar: typeof model.avatar === "number" ? model.avatar : null,
    created: String(model.created ?? ""),
    updated: String(model.updated ?? ""),
  };
}

/** The admins of a v0.18–v0.22 server. */
export function adminsV018(pb: PocketBase): AdminsApi {
  const admins = pb.admins;
  return {
    list: async () =>
      (await admins.getFullList({ sort: "created", requestKey: null })).map((a) =>
        entry(a as unknown as Record<string, unknown>),
      ),
    findByEmail: async (email) => {
      const page = await admins.getList(1, 1, {
        filter: `email = ${JSON.stringify(email)}`,
        requestKey: null,
      });
      const found = page.items[0];
      return found ? entry(found as unknown as Record<string, unknown>) : null;
    },
    create: async (email, password) =>
      entry(
        (await admins.create(
          { email, password, passwordConfirm: password },
          { requestKey: null },
        )) as unknown as Record<string, unknown>,
      ),
    setPassword: async (id, password) => {
      await admins.update(id, { password, passwordConfirm: password }, { requestKey: null });
    },
    delete: async (id) => {
      await admins.delete(id, { requestKey: null });
    },
  };
}
