import { afterAll, beforeAll, expect, test } from "vitest";
import { type EmbeddedApi, startEmbeddedApi } from "../../../backend/app.ts";
import { createClient } from "../../../shared/client/index.ts";
import type { Collection } from "../../../shared/models.ts";
import type { ExportedCollection } from "../../../shared/schema/collections-export.ts";
import { countImportImpact } from "../../../shared/schema/import-impact.ts";
import { diffSchemas } from "../../../shared/schema/schema-diff.ts";
import { copyFixture } from "../../helpers/pbdeck-process.ts";

let data: { dir: string; cleanup(): void };
let api: EmbeddedApi;
const client = () => {
  const c = createClient(api.url);
  c.pb.authStore.save(api.firstAdmin?.token ?? "", null);
  return c;
};

beforeAll(async () => {
  data = copyFixture();
  api = await startEmbeddedApi(data.dir);
});
afterAll(async () => {
  await api.close();
  data.cleanup();
});

test("the embedded API signs in as the oldest admin", () => {
  expect(api.firstAdmin?.email).toBe("test@example.com");
  expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
});

test("counts records of removed collections and of removed or retyped fields that hold a value", async () => {
  const { pb } = client();
  const current = (await pb.collections.getFullList()) as unknown as Collection[];
  const incoming = current
    .filter((c) => c.name !== "demo2")
    .map((c) => {
      if (c.name !== "demo1") return c;
      // every field dropped but text, which becomes a number
      const schema = c.schema.filter((f) => f.name === "text").map((f) => ({ ...f, type: "number" }));
      return { ...c, schema };
    }) as unknown as ExportedCollection[];
  const diff = diffSchemas(current, incoming, { deleteMissing: true });
  const impact = await countImportImpact(pb, diff);
  const rows = impact.items.map((i) => [i.kind, i.collection, i.field ?? "*", i.records]);
  // counted from the fixture's rows: lists count when not empty, bool when true, number when not 0
  expect(rows).toEqual([
    ["field removed", "demo1", "bool", 1],
    ["field removed", "demo1", "url", 1],
    ["field removed", "demo1", "select_one", 2],
    ["field removed", "demo1", "select_many", 2],
    ["field removed", "demo1", "file_one", 2],
    ["field removed", "demo1", "file_many", 1],
    ["field removed", "demo1", "number", 2],
    ["field removed", "demo1", "email", 2],
    ["field removed", "demo1", "datetime", 1],
    ["field removed", "demo1", "json", 1],
    ["field removed", "demo1", "rel_one", 1],
    ["field removed", "demo1", "rel_many", 2],
    ["type changed", "demo1", "text", 3],
    ["collection removed", "demo2", "*", 3],
  ]);
  expect(impact.total).toBe(impact.items.reduce((sum, i) => sum + i.records, 0));
});

test("nothing destructive, nothing counted", async () => {
  const { pb } = client();
  const current = (await pb.collections.getFullList()) as unknown as Collection[];
  const impact = await countImportImpact(pb, diffSchemas(current, current, { deleteMissing: true }));
  expect(impact).toEqual({ items: [], total: 0 });
});
