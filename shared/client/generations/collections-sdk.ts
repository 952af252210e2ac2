/**
 * @module The collections interface over the SDK's collections service: the list and import routes
 * are the same on every generation; only the format of what they carry differs.
 */
import type PocketBase from "pocketbase";
import type { CollectionsApi, CollectionsFormat, ServerCollection } from "./collections-api.ts";

/** The collections of `pb`, a server that reads and writes `format`. */
export function collectionsOverSdk(pb: PocketBase, format: CollectionsFormat): CollectionsApi {
  return {
    format,
    list: async () =>
      (await pb.collections.getFullList({ batch: 200, requestKey: null })) as unknown as ServerCollection[],
    import: async (collections, deleteMissing) => {
      await pb.collections.import(collections as never, deleteMissing, { requestKey: null });
    },
  };
}
