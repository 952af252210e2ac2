import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { listBackups } from "../../shared/client/backups.ts";
import type { Client } from "../../shared/client/index.ts";
import { serverForSuite } from "../helpers/server-suite.ts";
import { adminClient, KEY, type Rendered, renderApp } from "./helpers/tui-render.tsx";

const server = serverForSuite();
const files = mkdtempSync(join(tmpdir(), "pbdeck-tui-backups-"));
let client: Client;
let app: Rendered | undefined;

beforeAll(async () => {
  client = await adminClient(server.url);
});
afterEach(() => app?.unmount());
afterAll(() => rmSync(files, { recursive: true, force: true }));

async function clearField(length: number): Promise<void> {
  await app?.press(...Array(length).fill(KEY.backspace));
}

test("creates a backup; a bad name shows the API's message under the field", async () => {
  app = renderApp(client, "backups");
  await app.see("No backups yet.");
  await app.press("n");
  await app.see("Initialize new backup", "› Name:");
  await app.type("Bad Name");
  await app.press(KEY.enter);
  await app.see("Must be in a valid format.");
  await clearField(8);
  await app.type("tui_one.zip");
  await app.press(KEY.enter);
  const frame = await app.see("Successfully generated new backup.", "› tui_one.zip");
  expect(frame).toMatch(/› tui_one\.zip +\d+(\.\d)? (B|KB|MB) +\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
});

test("inspect shows the archive's collections and record counts beside the live ones", async () => {
  app = renderApp(client, "backups");
  await app.see("› tui_one.zip", "i inspect");
  await app.press("i");
  const frame = await app.see("Inside tui_one.zip (Esc to close)", "Collection", "If restored");
  expect(frame).toMatch(/demo1 +base +\d+ +\d+ +same/);
  expect(frame).toMatch(/view1 +view +- +- +same/);
  await app.press(KEY.escape);
  await app.see("› tui_one.zip");
});

test("downloads to a file with a progress line; refuses to overwrite", async () => {
  app = renderApp(client, "backups");
  await app.see("› tui_one.zip");
  await app.press("d");
  await app.see("Download tui_one.zip", "Save as: ./tui_one.zip");
  const target = join(files, "one.zip");
  await clearField("./tui_one.zip".length);
  await app.type(target);
  await app.press(KEY.enter);
  await app.see(`Downloaded tui_one.zip to ${target}.`);
  expect(app.frames.some((f) => f.includes("Downloading tui_one.zip"))).toBe(true);
  const [listed] = await listBackups(client.pb);
  expect(statSync(target).size).toBe(listed.size);
  await app.press("d");
  await clearField("./tui_one.zip".length);
  await app.type(target);
  await app.press(KEY.enter);
  await app.see(`${target} already exists`);
});

test("uploads a zip under its file name; a non-zip gets the API's file message", async () => {
  const copy = join(files, "tui_two.zip");
  copyFileSync(join(files, "one.zip"), copy);
  app = renderApp(client, "backups");
  await app.see("› tui_one.zip");
  await app.press("u");
  await app.see("Upload a backup (zip)", "› File:");
  await app.type(copy);
  await app.press(KEY.enter);
  await app.see("Successfully uploaded a new backup.", "tui_two.zip");
  const text = join(files, "notes.zip");
  writeFileSync(text, "not a zip archive");
  await app.press("u");
  await app.type(text);
  await app.press(KEY.enter);
  // the API's message for the file field, as the web console toasts it
  await app.see('"notes.zip" mime type must be one of: application/zip.');
  expect((await listBackups(client.pb)).map((b) => b.key)).not.toContain("notes.zip");
});

test("delete needs the name typed exactly", async () => {
  app = renderApp(client, "backups");
  await app.see("tui_two.zip");
  const rows = (await listBackups(client.pb)).map((b) => b.key);
  // select tui_two.zip, wherever the newest-first order put it
  await app.press(...Array(rows.indexOf("tui_two.zip")).fill(KEY.down), "x");
  await app.see("Do you really want to delete tui_two.zip?", "Type tui_two.zip to confirm:");
  await app.type("tui_two");
  await app.press(KEY.enter);
  await app.see("Esc cancel");
  expect(existsSync(join(server.dataDir, "backups", "tui_two.zip"))).toBe(true);
  await app.type(".zip");
  await app.press(KEY.enter);
  await app.see("Successfully deleted tui_two.zip.");
  expect((await listBackups(client.pb)).map((b) => b.key)).toEqual(["tui_one.zip"]);
});

test("restore needs the name typed, then waits for the backend to come back", async () => {
  await client.pb.collections.delete("demo5", { requestKey: null });
  app = renderApp(client, "backups");
  await app.see("› tui_one.zip");
  await app.press("s");
  await app.see("Restore tui_one.zip", "Type tui_one.zip to confirm:");
  await app.type("tui_one.zip");
  await app.press(KEY.enter);
  await app.see("Restored tui_one.zip.");
  const restored = await client.pb.collections.getOne("demo5", { requestKey: null });
  expect(restored.name).toBe("demo5");
});

test("a name pasted with its line break (or typed faster than the terminal reads) is submitted like Enter", async () => {
  app = renderApp(client, "backups");
  await app.see("n new backup");
  await app.press("n");
  await app.see("Initialize new backup", "› Name:");
  await app.type("tui_pasted.zip\r");
  await app.see("Successfully generated new backup.", "› tui_pasted.zip");
});
