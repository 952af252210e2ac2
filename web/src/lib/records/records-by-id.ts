/** @module Loading records by id in batches (`id="a" || id="b"`). */
import type { RecordModel } from "../../../../shared/models.ts";
import { pb } from "../api.ts";

/** Records loaded by id come in batches of this size (spec: records by id, batches of 50)... */
export const RECORDS_BY_ID_BATCH = 50;
/** ...except a relation field's selected records, in batches of this size. */
export const RELATION_BATCH = 100;

/** The filter matching any of the ids. */
export function idsFilter(ids: string[]): string {
  return ids.map((id) => `id="${id.replace(/"/g, '\\"')}"`).join("||");
}

/**
 * Loads records of a collection by id, in batches, keeping the order of `ids`.
 * @throws ClientResponseError when a batch fails.
 */
export async function loadRecordsByIds(
  collectionId: string,
  ids: string[],
  batch = RECORDS_BY_ID_BATCH,
): Promise<RecordModel[]> {
  const found = new Map<string, RecordModel>();
  for (let i = 0; i < ids.length; i += batch) {
    const chunk = ids.slice(i, i + batch);
    // one page holds the whole batch: a full list would ask for a second, empty page whenever the batch is full
    const page = await pb
      .collection(collectionId)
      .getList<RecordModel>(1, batch, { filter: idsFilter(chunk), skipTotal: true, requestKey: null });
    for (const r of page.items) found.set(r.id, r);
  }
  return ids.map((id) => found.get(id)).filter((r): r is RecordModel => !!r);
}
