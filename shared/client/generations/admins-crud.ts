/**
 * @module The admins interface over any SDK CRUD service: v0.18–v0.22's admins service and v0.23+'s
 * `_superusers` records take the same list, create, update and delete calls.
 */
import type { CrudService } from "pocketbase";
import type { AdminEntry, AdminsApi } from "./admins-api.ts";

function entry(model: Record<string, unknown>): AdminEntry {
  return {
    id: String(model.id),
    email: String(model.email),
    // superusers have no avatar
    avatar: typeof model.avatar === "number" ? model.avatar : null,
    created: String(model.created ?? ""),
    updated: String(model.updated ?? ""),
  };
}

/** The admins of `service`; `hiddenEmail` is an account lists and look-ups leave out. */
export function adminsOverCrud(
  // biome-ignore lint/suspicious/noExplicitAny: the admins and records services differ only in their model type
  service: CrudService<any>,
  hiddenEmail?: string,
): AdminsApi {
  const asEntry = (model: unknown) => entry(model as Record<string, unknown>);
  return {
    list: async () =>
      (
        await service.getFullList({
          sort: "created",
          ...(hiddenEmail ? { filter: `email != ${JSON.stringify(hiddenEmail)}` } : {}),
          requestKey: null,
        })
      ).map(asEntry),
    findByEmail: async (email) => {
      if (email === hiddenEmail) return null;
      const page = await service.getList(1, 1, {
        filter: `email = ${JSON.stringify(email)}`,
        requestKey: null,
      });
      return page.items[0] ? asEntry(page.items[0]) : null;
    },
    create: async (email, password, passwordConfirm = password) =>
      asEntry(await service.create({ email, password, passwordConfirm }, { requestKey: null })),
    setPassword: async (id, password, passwordConfirm = password) => {
      await service.update(id, { password, passwordConfirm }, { requestKey: null });
    },
    delete: async (id) => {
      await service.delete(id, { requestKey: null });
    },
  };
}
