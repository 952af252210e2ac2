/** What a refused backup operation must leave as it was: the fixture's demo1 records and an empty scratch dir. */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type PocketBase from "pocketbase";
import { expect } from "vitest";

/** The ids of the demo1 records, sorted. */
export async function demoRecordIds(pb: PocketBase): Promise<string[]> {
  return (await pb.collection("demo1").getFullList({ sort: "id" })).map((record) => record.id);
}

/**
 * Fails unless demo1 still has exactly `recordIds` and the restore scratch dir ends up empty (after a
 * completed restore the previous data is removed in the background, so it may take a moment).
 */
export async function expectLiveDataUnchanged(
  pb: PocketBase,
  dataDir: string,
  recordIds: string[],
): Promise<void> {
  expect(await demoRecordIds(pb)).toEqual(recordIds);
  const scratch = join(dataDir, ".pb_temp_to_delete");
  await expect
    .poll(() => (statSync(scratch, { throwIfNoEntry: false }) ? readdirSync(scratch) : []), {
      timeout: 10_000,
    })
    .toEqual([]);
}
