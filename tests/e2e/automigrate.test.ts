/**
 * `serve --automigrate`: a field edited in the console writes a PocketBase migration that
 * reproduces the change on a fresh copy of the data.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { closeBackend, openBackend } from "../../backend/app.ts";
import { copyFixture, type PbdeckProcess, startPbdeck } from "../helpers/pbdeck-process.ts";
import { launchBrowser, openPage, signIn } from "./helpers/console-app.ts";

const DEMO3 = "wzlqyes4orhoygb";
let data: { dir: string; cleanup(): void };
let pbdeck: PbdeckProcess;
let browser: Browser;

beforeAll(async () => {
  data = copyFixture();
  pbdeck = await startPbdeck(data.dir, ["--automigrate"]);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await pbdeck?.stop();
  data?.cleanup();
});

function migrationFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir) : [];
}

test("renaming a field in the console writes a migration that reproduces it on a fresh copy", async () => {
  const migrations = join(dirname(data.dir), "pb_migrations");
  const { page, context, errors } = await openPage(browser);
  const consoleUrl = `${pbdeck.url}/_/`;
  await signIn(page, consoleUrl);
  await page.goto(`${consoleUrl}#/collections?collectionId=${DEMO3}`);
  await page.getByRole("button", { name: "Edit collection" }).click();
  const panel = page.getByRole("dialog", { name: "Edit collection" });
  await panel.getByText("Automigrate is on: saving writes a migration file.").waitFor();

  const title = panel.locator(".schema-field").filter({ has: page.locator('input[value="title"]') });
  await title.getByLabel("Field name").fill("heading");
  await panel.getByRole("button", { name: "Save changes" }).click();
  await page
    .getByRole("dialog", { name: "Confirm collection changes" })
    .getByRole("button", { name: "Confirm" })
    .click();
  await page.getByText("Successfully updated collection.").waitFor();
  await expect
    .poll(() => migrationFiles(migrations))
    .toEqual([expect.stringMatching(/^\d+_updated_demo3\.js$/)]);
  expect(errors()).toEqual([]);
  await context.close();

  const [file] = migrationFiles(migrations);
  const text = readFileSync(join(migrations, file), "utf8");
  expect(text).toContain('const collection = dao.findCollectionByNameOrId("wzlqyes4orhoygb")');
  expect(text).toContain('"name": "heading"');

  // recorded as applied: restarting this data directory runs nothing
  const served = openBackend({ dataDir: data.dir, applyMigrations: false });
  const headings = "SELECT count(*) AS n FROM demo3 WHERE heading != ''";
  let kept: unknown;
  try {
    expect(served.db.prepare("SELECT file FROM _migrations WHERE file = ?").get(file)).toEqual({ file });
    kept = served.db.prepare(headings).get();
  } finally {
    await closeBackend(served);
  }

  // a fresh copy of the fixture with that file gets the same change on start
  const fresh = copyFixture();
  try {
    const freshMigrations = join(dirname(fresh.dir), "pb_migrations");
    mkdirSync(freshMigrations);
    copyFileSync(join(migrations, file), join(freshMigrations, file));
    const backend = openBackend({ dataDir: fresh.dir });
    try {
      expect(backend.collections.find(DEMO3)?.schema.map((f) => f.name)).toEqual(["heading", "files"]);
      // the column was renamed, not dropped and re-added: the titles are still there
      expect(backend.db.prepare(headings).get()).toEqual(kept);
    } finally {
      await closeBackend(backend);
    }
  } finally {
    fresh.cleanup();
  }
}, 120_000);
