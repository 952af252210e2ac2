/** @module Every collection with its type, field count and record count (the TUI's collections list). */
import type PocketBase from "pocketbase";
import type { Collection } from "../models.ts";
import type { FieldsCollection } from "../schema/fields-to-v023.ts";
import { collectionForDisplay } from "./generations/v023/collections-display.ts";

/** One row of the collections list. */
export interface CollectionSummary {
  name: string;
  type: string;
  /** Fields of the schema (system fields such as id, created and email left out, as the console counts). */
  fields: number;
  /** Records in it; null when it cannot be counted (a view whose query fails). */
  records: number | null;
}

/** The fields of a collection as the console lists them: v0.23+ `fields` without what v0.18 kept implicit. */
function schemaFieldCount(collection: Collection | FieldsCollection): number {
  if ("fields" in collection && Array.isArray(collection.fields))
    return collectionForDisplay(collection).schema.length;
  return Array.isArray((collection as Collection).schema) ? (collection as Collection).schema.length : 0;
}

/**
 * The backend's collections by name, each with its record count (one one-row page per collection,
 * read only for its `totalItems`).
 * @throws ClientResponseError when the collections cannot be listed
 * @example const rows = await listCollectionSummaries(pb);
 */
export async function listCollectionSummaries(pb: PocketBase): Promise<CollectionSummary[]> {
  const collections = (await pb.collections.getFullList({
    batch: 200,
    sort: "name",
    requestKey: null,
  })) as unknown as Array<Collection | FieldsCollection>;
  return Promise.all(
    collections.map(async (c) => {
      let records: number | null = null;
      try {
        records = (await pb.collection(c.name).getList(1, 1, { fields: "id", requestKey: null })).totalItems;
      } catch {
        // counted as unknown: the list shows "?" rather than failing as a whole
      }
      return { name: c.name, type: c.type, fields: schemaFieldCount(c), records };
    }),
  );
}
