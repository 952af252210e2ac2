/**
 * @module The collections of a server in the model the console's screens read (v0.18's `schema`):
 * as they come up to v0.22, converted for display from v0.23 (see `v023/collections-display.ts`).
 */
import type PocketBase from "pocketbase";
import type { Collection } from "../../models.ts";
import type { FieldsCollection } from "../../schema/fields-to-v023.ts";
import type { ApiGeneration } from "../api-generation.ts";
import { collectionForDisplay } from "./v023/collections-display.ts";

/** One collection as a `generation` server sent it, in the screens' model. */
export function collectionForScreens(collection: object, generation: ApiGeneration): Collection {
  return generation === "v0.23+"
    ? collectionForDisplay(collection as FieldsCollection)
    : (collection as unknown as Collection);
}

/**
 * Every collection as the server sent it, sorted by name (the SDK's default request key: a newer load
 * cancels an older); `collectionForScreens` converts each for the screens.
 */
export async function listServerCollections(pb: PocketBase): Promise<object[]> {
  return pb.collections.getFullList(200, { sort: "+name" });
}
