import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import type { Client, Collection } from "../../shared/client/index.ts";
import { type ExportedCollection, exportCollections } from "../../shared/schema/collections-export.ts";
import { serverForSuite } from "../helpers/server-suite.ts";
import { adminClient, KEY, type Rendered, renderApp } from "./helpers/tui-render.tsx";

const server = serverForSuite();
const files = mkdtempSync(join(tmpdir(), "pbdeck-tui-collections-"));
const exported = join(files, "schema.json");
let client: Client;
let app: Rendered | undefined;

beforeAll(async () => {
  client = await adminClient(server.url);
});
afterEach(() => app?.unmount());
afterAll(() => rmSync(files, { recursive: true, force: true }));

async function collections(): Promise<Collection[]> {
  return (await client.pb.collections.getFullList({ requestKey: null })) as unknown as Collection[];
}

test("exports every collection to a file as the console's export JSON", async () => {
  app = renderApp(client, "collections");
  await app.see("x export · i import · m delete missing on/off");
  await app.press("x");
  await app.see("Export collections", "Save as: ./pb_schema.json");
  await app.press(...Array("./pb_schema.json".length).fill(KEY.backspace));
  await app.type(exported);
  await app.press(KEY.enter);
  await app.see(`Exported 11 collections to ${exported}.`);
  expect(readFileSync(exported, "utf8")).toBe(`${exportCollections(await collections())}\n`);
});

test("a file that is not a collections file is refused with the console's message", async () => {
  const bad = join(files, "bad.json");
  writeFileSync(bad, '{"not": "an array"}');
  app = renderApp(client, "collections");
  await app.see("x export");
  await app.press("i");
  await app.type(bad);
  await app.press(KEY.enter);
  await app.see("Invalid collections configuration. (not a JSON array of collections)");
  await app.press(KEY.escape);
  await app.type("i");
  await app.type(join(files, "absent.json"));
  await app.press(KEY.enter);
  await app.see("Failed to load the imported JSON.");
});

test("import reviews the changes in colour with impact counts, asks again for deletions, then imports", async () => {
  const schema = JSON.parse(readFileSync(exported, "utf8")) as ExportedCollection[];
  const demo3 = schema.find((c) => c.name === "demo3")!;
  demo3.listRule = 'title != ""';
  demo3.schema.push({
    system: false,
    id: "tuiextra",
    name: "extra",
    type: "text",
    required: false,
    presentable: false,
    unique: false,
    options: { min: null, max: null, pattern: "" },
  } as never);
  const nologin = schema.find((c) => c.name === "nologin")!;
  nologin.schema = nologin.schema.filter((f) => f.name !== "name");
  const edited = join(files, "edited.json");
  writeFileSync(edited, JSON.stringify(schema, null, 2));
  const withName = await client.pb
    .collection("nologin")
    .getList(1, 1, { filter: 'name != ""', requestKey: null });

  app = renderApp(client, "collections");
  await app.see("x export");
  await app.press("i");
  await app.type(edited);
  await app.press(KEY.enter);
  const review = await app.see(`Review: ${edited} · delete missing: yes (m)`, "y Confirm and import");
  expect(review).toContain("~ demo3 (base): changed");
  expect(review).toContain("    + field extra (text): Added");
  const before = (await collections()).find((c) => c.name === "demo3")!.listRule;
  expect(review).toContain(`    listRule:\n      - ${JSON.stringify(before)}\n      + "title != \\"\\""`);
  expect(review).toContain("~ nologin (auth): changed");
  expect(review).toContain(
    `    - field name (text): Deleted; all stored data related to it will be deleted (${withName.totalItems} record${withName.totalItems === 1 ? "" : "s"} with data)`,
  );
  expect(review).toContain("Collections: 0 added, 2 changed, 0 removed");
  expect(review).toContain(`Records losing data: ${withName.totalItems}`);

  // without deleteMissing the field stays, so the review no longer lists it
  await app.press("m");
  await app.see("delete missing: no (m)", "Records losing data: 0");
  await app.gone("~ nologin (auth): changed");
  await app.press("m");
  await app.see("~ nologin (auth): changed", "y Confirm and import");

  await app.press("y");
  const nameId = (await collections())
    .find((c) => c.name === "nologin")!
    .schema.find((f) => f.name === "name")!.id;
  await app.see(
    "Do you really want to delete the following collection fields and their related records data:",
    `nologin.name (${nameId})`,
  );
  await app.press("y");
  await app.see("Successfully imported collections configuration.");
  const after = await collections();
  expect(after.find((c) => c.name === "demo3")!.schema.map((f) => f.name)).toContain("extra");
  expect(after.find((c) => c.name === "demo3")!.listRule).toBe('title != ""');
  expect(after.find((c) => c.name === "nologin")!.schema.map((f) => f.name)).not.toContain("name");
});
