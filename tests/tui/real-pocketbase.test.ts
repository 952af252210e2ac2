/** The built `pbdeck tui --backend` in tmux, on the real PocketBase v0.18.1 binary (one server for the file). */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import PocketBase from "pocketbase";
import { afterAll, expect, test } from "vitest";
import { listBackups } from "../../shared/client/backups.ts";
import type { ExportedCollection } from "../../shared/schema/collections-export.ts";
import { adminToken } from "../helpers/fixture-tokens.ts";
import { pocketBaseForSuite } from "../helpers/pocketbase-suite.ts";
import { builtTui } from "./helpers/built-tui.ts";

const { tui } = builtTui();
const server = pocketBaseForSuite();

const files = mkdtempSync(join(tmpdir(), "pbdeck-tui-real-"));
afterAll(() => rmSync(files, { recursive: true, force: true }));

/** An SDK client signed in as the fixture admin (with its stored token). */
function client(): PocketBase {
  const pb = new PocketBase(server().url);
  pb.authStore.save(adminToken, null);
  pb.autoCancellation(false);
  return pb;
}

const signIn = () => ({ PBDECK_PASSWORD: "1234567890" });
const backendArgs = () => ["--backend", server().url, "--email", "test@example.com"];

test("signed in: the logs tab shows the server's requests; every tab draws its data", async () => {
  // a guest request of this run (the real server drops the fixture's 2023 requests after its first request)
  const guest = new PocketBase(server().url);
  await guest.collection("demo2").getList(1, 1, { requestKey: null });
  const term = tui(backendArgs(), signIn());
  await term.see(`pbdeck · ${server().url}`, "[1 Logs]");
  // the rows and the count come from two requests: wait for both
  const logs = await term.see("/api/collections/demo2/records", " log(s)");
  expect(logs).toMatch(/\d+ log\(s\)/);
  await term.keys("3");
  const list = await term.see("[3 Collections]", "numeric_id_view", "x export");
  expect(list).toContain(`${"demo1".padEnd(40)}base       13        3`);
  expect(list).toContain(`${"users".padEnd(40)}auth        4        3`);
  await term.keys("4");
  await term.see("[4 Admins]", "test@example.com", "(you)", "test3@example.com");
  await term.keys("5");
  await term.see("[5 Doctor]", "7 errors · 5 warnings · 0 info");
  await term.keys("q");
  await term.see("[exit 0]");
});

test("the backups tab creates, downloads, uploads and restores (the server restarts itself); no inspect", async () => {
  const admin = client();
  const term = tui(backendArgs(), signIn());
  await term.see("[1 Logs]");
  await term.keys("2");
  await term.see("[2 Backups]", "No backups yet.");
  expect(term.screen()).not.toContain("i inspect");
  await term.keys("n");
  await term.see("Initialize new backup", "› Name:");
  await term.type("tui_one.zip");
  await term.keys("Enter");
  const screen = await term.see("Successfully generated new backup.", "› tui_one.zip");
  expect(screen).toMatch(/› tui_one\.zip +\d+(\.\d)? (B|KB|MB) +\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);

  const copy = join(files, "tui_two.zip");
  await term.keys("d");
  await term.see("Download tui_one.zip", "Save as: ./tui_one.zip");
  // Ctrl+U clears the field in one key (backspaces can arrive coalesced on a busy machine)
  await term.keys("C-u");
  await term.type(copy);
  await term.keys("Enter");
  await term.see(`Downloaded tui_one.zip to ${copy}.`);
  const [listed] = await listBackups(client());
  expect(statSync(copy).size).toBe(listed.size);
  await term.keys("u");
  await term.see("Upload a backup (zip)", "› File:");
  await term.type(copy);
  await term.keys("Enter");
  await term.see("Successfully uploaded a new backup.", "tui_two.zip");

  // a record deleted after the backup comes back with the restore
  const demo3 = await admin.collection("demo3").getFullList({ requestKey: null });
  await admin.collection("demo3").delete(demo3[0].id, { requestKey: null });
  const keys = (await listBackups(client())).map((b) => b.key);
  // select tui_one.zip, wherever the newest-first order put it
  await term.keys(...Array(keys.indexOf("tui_one.zip")).fill("Down"), "s");
  await term.see("Restore tui_one.zip", "Type tui_one.zip to confirm:");
  await term.type("tui_one.zip");
  await term.keys("Enter");
  await term.see("Restored tui_one.zip.");
  expect((await admin.collection("demo3").getList(1, 1, { requestKey: null })).totalItems).toBe(demo3.length);
  await term.keys("q");
  await term.see("[exit 0]");
});

test("the collections tab exports the schema to a file and imports an edited one", async () => {
  const exported = join(files, "schema.json");
  const term = tui(backendArgs(), signIn());
  await term.see("[1 Logs]");
  await term.keys("3");
  await term.see("[3 Collections]", "numeric_id_view", "x export · i import · m delete missing on/off");
  await term.keys("x");
  await term.see("Export collections", "Save as: ./pb_schema.json");
  await term.keys("C-u");
  await term.type(exported);
  await term.keys("Enter");
  await term.see(`Exported 11 collections to ${exported}.`);
  const collections = JSON.parse(readFileSync(exported, "utf8")) as ExportedCollection[];
  expect(collections.map((c) => c.name)).toContain("numeric_id_view");

  collections.find((c) => c.name === "demo3")?.schema.push({ name: "extra", type: "text" } as never);
  const edited = join(files, "edited.json");
  writeFileSync(edited, JSON.stringify(collections));
  await term.keys("i");
  await term.type(edited);
  await term.keys("Enter");
  const review = await term.see(`Review: ${edited}`, "y Confirm and import");
  expect(review).toContain("~ demo3 (base): changed");
  expect(review).toContain("    + field extra (text): Added");
  await term.keys("y");
  await term.see("Successfully imported collections configuration.");
  const admin = new PocketBase(server().url);
  admin.authStore.save(adminToken, null);
  const demo3 = await admin.collections.getOne("demo3", { requestKey: null });
  expect(demo3.schema.map((f) => f.name)).toContain("extra");
  await term.keys("q");
  await term.see("[exit 0]");
});
