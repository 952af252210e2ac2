/**
 * `serve --automigrate` through the API (the SDK): create, update, delete and import each write
 * the migrations that reproduce them, and those rebuild the same schema on a fresh copy.
 */
import { copyFileSync, mkdirSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import PocketBase from "pocketbase";
import { expect, test } from "vitest";
import { closeBackend, openBackend } from "../../../backend/app.ts";
import { collectionJson } from "../../../backend/services/collections/collection-json.ts";
import { copyFixture } from "../../helpers/pbdeck-process.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";

const server = serverForSuite({ args: ["--automigrate"] });

async function admin(): Promise<PocketBase> {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  await pb.admins.authWithPassword("test@example.com", "1234567890");
  return pb;
}

/** Everything but the timestamps and the view fields' ids (regenerated with each view save). */
function comparable(collections: Record<string, unknown>[]): unknown[] {
  return collections
    .map(({ created: _c, updated: _u, ...rest }) =>
      rest.type === "view"
        ? { ...rest, schema: (rest.schema as { name: string }[]).map((f) => f.name) }
        : rest,
    )
    .sort((a, b) => String(a.id).localeCompare(String(b.id)));
}

test("every kind of collection change writes its migration, and the files rebuild the schema on a fresh copy", async () => {
  const pb = await admin();
  const folder = join(dirname(server.dataDir), "pb_migrations");
  const notes = await pb.collections.create({
    name: "notes",
    type: "base",
    schema: [{ name: "title", type: "text", required: true }],
    listRule: "",
  });
  await pb.collections.update(notes.id, {
    schema: [...notes.schema, { name: "done", type: "bool" }],
    indexes: ["CREATE INDEX `idx_notes_title` ON `notes` (`title`)"],
  });
  await pb.collections.delete("demo5");
  const all = await pb.collections.getFullList();
  const demo2 = all.find((c) => c.name === "demo2");
  if (!demo2) throw new Error("no demo2");
  await pb.collections.import(
    [{ ...demo2, viewRule: "" }, { name: "tags", schema: [{ name: "name", type: "text" }] } as never],
    false,
  );

  const files = readdirSync(folder);
  expect(files.map((f) => f.replace(/^\d+_/, ""))).toEqual([
    "created_notes.js",
    "updated_notes.js",
    "deleted_demo5.js",
    "created_tags.js",
    "updated_demo2.js",
  ]);
  const served = comparable((await pb.collections.getFullList()) as unknown as Record<string, unknown>[]);

  const fresh = copyFixture();
  try {
    const freshFolder = join(dirname(fresh.dir), "pb_migrations");
    mkdirSync(freshFolder);
    for (const file of files) copyFileSync(join(folder, file), join(freshFolder, file));
    const backend = openBackend({ dataDir: fresh.dir });
    try {
      const rebuilt = comparable(backend.collections.all().map((c) => collectionJson(c)));
      expect(rebuilt).toEqual(served);
    } finally {
      await closeBackend(backend);
    }
  } finally {
    fresh.cleanup();
  }
}, 60_000);
