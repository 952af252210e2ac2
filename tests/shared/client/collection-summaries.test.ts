/** The TUI's collections list on the newest real PocketBase: v0.23+ `fields` counted as the console shows them. */
import PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";
import { listCollectionSummaries } from "../../../shared/client/collection-summaries.ts";
import { emptyDataDir } from "../../helpers/pbdeck-process.ts";
import {
  type PocketBaseProcess,
  pocketBaseBinary,
  startPocketBase,
  upsertSuperuser,
} from "../../helpers/pocketbase-server.ts";

const data = emptyDataDir();
let server: PocketBaseProcess | undefined;

beforeAll(async () => {
  upsertSuperuser(pocketBaseBinary("newest"), data.dir, "root@example.com", "1234567890");
  server = await startPocketBase("newest", data.dir);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  data.cleanup();
});

test("fields of v0.23+ collections: the own ones (no id, dates or auth fields), with or without dates", async () => {
  const pb = new PocketBase(server?.url);
  pb.autoCancellation(false);
  await pb.collection("_superusers").authWithPassword("root@example.com", "1234567890");
  await pb.collections.create({ name: "posts", fields: [{ name: "title", type: "text" }] });
  await pb.collection("posts").create({ title: "one" });
  const rows = await listCollectionSummaries(pb);
  expect(rows.find((row) => row.name === "posts")).toEqual({
    name: "posts",
    type: "base",
    fields: 1,
    records: 1,
  });
  // the default users collection: name and avatar beside the auth fields and the dates
  expect(rows.find((row) => row.name === "users")).toEqual({
    name: "users",
    type: "auth",
    fields: 2,
    records: 0,
  });
}, 60_000);
