/** A collection of generated records (title, score, active) for the e2e tests of large lists. */
import { fillRecords } from "../../helpers/fill-records.ts";
import type { ConsoleApp } from "./console-app.ts";
import { adminClient } from "./people-collection.ts";

/**
 * Creates the collection through the API, then inserts `count` records straight into its table with one
 * INSERT … SELECT (ids `r00000000000000n`, `created` one second apart, score n % 1000, active n % 2).
 */
export async function createGeneratedCollection(
  app: ConsoleApp,
  name: string,
  count: number,
  indexes: string[] = [],
): Promise<string> {
  const pb = await adminClient(app.apiUrl);
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
  fillRecords(app.pbdeck.dataDir, name, count);
  return collection.id;
}
