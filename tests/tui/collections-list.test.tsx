/** The Collections tab opens on the list of collections: type, field count and record count. */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import type { Client } from "../../shared/client/index.ts";
import { exportCollections } from "../../shared/schema/collections-export.ts";
import { tempDir } from "../cli/helpers/cli-process.ts";
import { serverForSuite } from "../helpers/server-suite.ts";
import { adminClient, KEY, type Rendered, renderApp } from "./helpers/tui-render.tsx";

const server = serverForSuite();
let client: Client;
let app: Rendered | undefined;

beforeAll(async () => {
  client = await adminClient(server.url);
});
afterEach(() => app?.unmount());
const files = tempDir("pbdeck-tui-list-");
afterAll(() => files.cleanup());

const row = (name: string, type: string, fields: number, records: number) =>
  `${name.padEnd(40)}${type.padEnd(6)}${String(fields).padStart(7)}  ${String(records).padStart(7)}`;

// the fixture's collections (data-model §8), by name
const fixtureRows = [
  row("clients", "auth", 1, 2),
  row("demo1", "base", 13, 3),
  row("demo2", "base", 2, 3),
  row("demo3", "base", 2, 4),
  row("demo4", "base", 11, 2),
  row("demo5", "base", 6, 2),
  row("nologin", "auth", 1, 3),
  row("numeric_id_view", "view", 1, 2),
  row("users", "auth", 4, 3),
  row("view1", "view", 13, 3),
  row("view2", "view", 3, 3),
];

test("every collection by name with its type, fields and records, above the export and import keys", async () => {
  app = renderApp(client, "collections");
  const frame = await app.see("view2", "x export · i import");
  const lines = frame.split("\n");
  const header = lines.findIndex((line) => line.startsWith("Name"));
  expect(lines[header]).toBe(`${"Name".padEnd(40)}Type   Fields  Records`);
  expect(lines.slice(header + 1, header + 12).map((line) => line.trimEnd())).toEqual(fixtureRows);
  expect(lines[header + 12]).toBe(
    "Export the collections to a JSON file, or import a file after reviewing what it changes.",
  );
});

test("the list reloads after an import: the new collection shows with its counts", async () => {
  const current = await client.pb.collections.getFullList({ requestKey: null });
  const file = join(files.dir, "with-new.json");
  const incoming = JSON.parse(exportCollections(current as never)) as unknown[];
  incoming.push({ name: "tui_list_new", type: "base", schema: [{ name: "title", type: "text" }] });
  writeFileSync(file, JSON.stringify(incoming));
  await client.pb.collection("demo3").create({ title: "one more" }, { requestKey: null });
  app = renderApp(client, "collections");
  await app.see(row("demo3", "base", 2, 5));
  await app.press("i");
  await app.type(file);
  await app.press(KEY.enter);
  await app.see("y Confirm and import");
  await app.press("y");
  await app.see("Successfully imported collections configuration.", row("tui_list_new", "base", 1, 0));
});
