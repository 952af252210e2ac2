/** A collection of generated records (title, score, active) for the e2e tests and benchmarks of large lists. */
import type PocketBase from "pocketbase";
import { fillRecords } from "../../helpers/fill-records.ts";
import type { ConsoleApp } from "./console-app.ts";
import { adminClient } from "./people-collection.ts";

/**
 * Creates the collection through the API with an admin client, then inserts `count` records straight into
 * its table with one INSERT … SELECT (ids `r00000000000000n`, `created` one second apart, score n % 1000,
 * active n % 2). Returns the collection id.
 */
export async function generateCollection(
  pb: PocketBase,
  dataDir: string,
  name: string,
  count: number,
  indexes: string[] = [],
): Promise<string> {
  const collection = await pb.collections.create({
    name,
    type: "base",
    schema: [
      { name: "title", type: "text" },
      { name: "score", type: "number" },
      { name: "active", type: "bool" },
    ],
    indexes,
  });
  fillRecords(dataDir, name, count);
  return collection.id;
}

/** `generateCollection` on the e2e app, as its test admin. */
export async function createGeneratedCollection(
  app: ConsoleApp,
  name: string,
  count: number,
  indexes: string[] = [],
): Promise<string> {
  return generateCollection(await adminClient(app.apiUrl), app.pbdeck.dataDir, name, count, indexes);
}
