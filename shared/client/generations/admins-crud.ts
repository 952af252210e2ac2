/**
 * @module The admins interface over a generation's SDK CRUD service (`admins-service.ts`):
 * v0.18–v0.22's admins service and v0.23+'s `_superusers` records take the same list, create,
 * update and delete calls.
 */
import type { AdminEntry, AdminsApi } from "./admins-api.ts";
import type { AdminsService } from "./admins-service.ts";

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

/** The admins of a generation's service; what its filter leaves out (an installer's record) is nobody's. */
export function adminsOverCrud({ service, filter }: AdminsService): AdminsApi {
  const asEntry = (model: unknown) => entry(model as Record<string, unknown>);
  const listFilter = filter("");
  return {
    list: async () =>
      (
        await service.getFullList({
          sort: "created",
          ...(listFilter ? { filter: listFilter } : {}),
          requestKey: null,
        })
      ).map(asEntry),
    findByEmail: async (email) => {
      const page = await service.getList(1, 1, {
        filter: filter(`email = ${JSON.stringify(email)}`),
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
