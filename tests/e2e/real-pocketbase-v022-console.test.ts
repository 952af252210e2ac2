/**
 * The console through `pbdeck --backend URL` in front of the last real PocketBase v0.22.x (v0.20–v0.22
 * API: the v0.18 admins and collections, logs moved to /api/logs): the generation and version told
 * once, sign-in, collections and records, settings, backups, admins, and the logs (levels). The data is
 * the v0.18 fixture, migrated by the server itself at start.
 */
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import type { Collection } from "../../shared/models.ts";
import { pocketBaseBinary } from "../helpers/pocketbase-server.ts";
import { ADMIN_EMAIL, adminApi, setupSuite } from "./helpers/console-app.ts";
import { checkGenericLogs } from "./helpers/generic-logs-flow.ts";

const suite = setupSuite(
  { beforeAll, afterAll, afterEach, expectNoErrors: (e: string[]) => expect(e).toEqual([]) },
  { real: true, server: "v0.22" },
);
const v022 = pocketBaseBinary("v0.22");

async function openRecords(page: Page, id: string) {
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${id}`);
  await page.locator(".list-footer, .state-panel").first().waitFor();
}

test("pbdeck starts, names the version and serves the generation to the console", async () => {
  expect(suite.app().pbdeck.output()).toContain(
    `proxying ${suite.app().apiUrl} (PocketBase ${v022.version})`,
  );
  const res = await fetch(`${suite.app().consoleUrl}backend.json`);
  expect(await res.json()).toEqual({ generation: "v0.20-v0.22", version: v022.version, embedded: false });
});

test("sign-in: wrong credentials keep the form, the right ones open the collections", async () => {
  const w = await suite.page();
  w.allow(/status of 400/);
  const { page } = w;
  await page.goto(`${suite.app().consoleUrl}#/collections`);
  await page.getByRole("heading", { name: "Admin sign in" }).waitFor();
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByText("Invalid login credentials.").waitFor();
  await page.getByLabel("Password").fill("1234567890");
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/#\/collections/);
  await page.getByRole("link", { name: "demo1" }).waitFor();
});

test("records: list, create, edit, delete", async () => {
  const DEMO3 = "wzlqyes4orhoygb";
  const { page } = await suite.page({ signedIn: true });
  await openRecords(page, DEMO3);
  const titles = () => page.locator(".records-table tbody tr td:nth-child(3)").allTextContents();
  await expect.poll(titles).toContain("test1");
  await page.getByRole("button", { name: "New record" }).first().click();
  const editor = page.getByRole("dialog", { name: "New demo3 record" });
  await editor.getByLabel("title").fill("made on v0.22");
  await editor.getByRole("button", { name: "Create" }).click();
  await page.getByText("Successfully created record.").waitFor();
  await expect.poll(titles).toContain("made on v0.22");

  await page.getByRole("cell", { name: "made on v0.22" }).click();
  const edit = page.getByRole("dialog", { name: "Edit demo3 record" });
  await edit.getByLabel("title").fill("edited on v0.22");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await page.getByText("Successfully updated record.").waitFor();
  await expect.poll(titles).toContain("edited on v0.22");

  await page.getByRole("cell", { name: "edited on v0.22" }).click();
  await edit.getByRole("button", { name: "More record options" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Yes" }).click();
  await page.getByText("Successfully deleted record.").waitFor();
  await expect.poll(titles).not.toContain("edited on v0.22");
  const pb = await adminApi(suite.app());
  expect(await pb.collection("demo3").getFullList({ filter: 'title ~ "v0.22"' })).toEqual([]);
});

test("collections: create one with a field, then delete it", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openRecords(page, "wzlqyes4orhoygb");
  await page.getByRole("button", { name: "New collection" }).click();
  const panel = page.getByRole("dialog", { name: "New collection" });
  await panel.getByRole("textbox", { name: "Name", exact: true }).fill("notes");
  await panel.getByRole("button", { name: "New field" }).click();
  await page.getByRole("menuitem", { name: "Plain text", exact: true }).click();
  await panel.locator(".schema-field").last().getByLabel("Field name").fill("body");
  await panel.getByRole("button", { name: "Create", exact: true }).click();
  await page.getByText("Successfully created collection.").waitFor();
  const pb = await adminApi(suite.app());
  const saved = (await pb.collections.getOne("notes")) as unknown as Collection;
  expect(saved.schema.map((f) => `${f.name}:${f.type}`)).toEqual(["body:text"]);

  await page.getByRole("heading", { name: "notes" }).waitFor();
  await page.getByRole("button", { name: "Edit collection" }).click();
  const edit = page.getByRole("dialog", { name: "Edit collection" });
  await edit.getByRole("button", { name: "More collection options" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Yes" }).click();
  await page.getByText('Successfully deleted collection "notes".').waitFor();
  expect((await pb.collections.getFullList()).map((c) => c.name)).not.toContain("notes");
});

test("settings: the application name and v0.20's logs options are saved; the admins are listed", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.goto(`${suite.app().consoleUrl}#/settings`);
  const name = page.getByRole("textbox", { name: "Application name" });
  await name.waitFor();
  await name.fill("Acme v0.22");
  await page.getByLabel("Minimum log level").selectOption("4");
  await page.getByLabel("Record the client IP of requests").uncheck();
  // the signed-in id is a v0.23+ option
  expect(await page.getByLabel("Record the signed-in record id of requests").count()).toBe(0);
  await page.getByRole("button", { name: "Save changes" }).click();
  await page.getByText("Successfully saved application settings.").waitFor();
  const saved = await (await adminApi(suite.app())).settings.getAll();
  expect(saved.meta.appName).toBe("Acme v0.22");
  expect(saved.logs).toMatchObject({ minLevel: 4, logIp: false });

  await page.goto(`${suite.app().consoleUrl}#/settings/admins`);
  await page.getByRole("heading", { name: "Admins" }).waitFor();
  await page.getByRole("cell", { name: ADMIN_EMAIL }).waitFor();
  await page.getByRole("button", { name: "New admin" }).waitFor();
});

test("backups: one is created and listed", async () => {
  const w = await suite.page({ signedIn: true });
  const { page } = w;
  await page.goto(`${suite.app().consoleUrl}#/settings/backups`);
  await page.getByRole("button", { name: "Initialize new backup" }).click();
  const create = page.getByRole("dialog", { name: "Initialize new backup" });
  await create.getByLabel("Backup name").fill("v022.zip");
  await create.getByRole("button", { name: "Start backup" }).click();
  await page.getByText("Successfully generated new backup.").waitFor();
  await page.getByRole("listitem", { name: "v022.zip", exact: true }).waitFor();
  const pb = await adminApi(suite.app());
  expect((await pb.backups.getFullList()).map((b) => b.key)).toContain("v022.zip");
});

test("logs: a guest's 404 at the error level, its data in the detail, the minimum level, the chart", async () => {
  const { page } = await suite.page({ signedIn: true });
  await checkGenericLogs(page, suite.app().apiUrl);
}, 90_000);
