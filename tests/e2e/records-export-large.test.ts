import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import type { Download, Page, Route } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { setupSuite } from "./helpers/console-app.ts";
import { createGeneratedCollection } from "./helpers/generated-collection.ts";
import { asRemotePocketBase } from "./helpers/remote-pocketbase.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });
const COUNT = 6_000; // 12 pages of 500, above the 5,000 an unindexed sort keeps
let plainId = "";
let scoredId = "";

beforeAll(async () => {
  plainId = await createGeneratedCollection(suite.app(), "generated", COUNT);
  scoredId = await createGeneratedCollection(suite.app(), "scored", COUNT, [
    "CREATE INDEX `idx_scored_score` ON `scored` (`score`)",
  ]);
});

const ids = Array.from({ length: COUNT }, (_, n) => `r${String(n).padStart(14, "0")}`);

/**
 * What a remote v0.18 lists by default (the embedded backend, made to look remote here, lists by
 * `-@rowid`, which only it sorts by).
 */
const REMOTE_DEFAULT = "&sort=-created";

async function open(page: Page, collectionId: string, query = "") {
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${collectionId}${query}`);
  await page.getByText(`Showing 30 of ${COUNT}`).waitFor();
}

async function text(download: Download): Promise<string> {
  return readFile(await download.path(), "utf8");
}

test("embedded backend: the default view exports streamed in its own order (-@rowid), with no note", async () => {
  const { page } = await suite.page({ signedIn: true });
  const exports: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/export?")) exports.push(new URL(r.url()).search);
  });
  await open(page, plainId);
  await page.getByRole("button", { name: "Export records" }).click();
  await page.getByRole("menuitem", { name: "Export as JSON" }).waitFor();
  expect(await page.locator(".export-order-note").count()).toBe(0);
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Export as CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^generated_\d{8}-\d{6}\.csv$/);
  const csv = Papa.parse<Record<string, string>>(await text(file), { header: true, skipEmptyLines: true });
  expect(csv.meta.fields).toEqual(["id", "title", "score", "active", "created", "updated"]);
  expect(csv.data.map((row) => row.id)).toEqual([...ids].reverse());
  expect(csv.data[COUNT - 1 - 4321]).toMatchObject({ title: "record 4321", score: "321", active: "true" });
  await page.getByText(`Successfully exported ${COUNT} record(s).`).waitFor();
  // one request for the whole file, in the view's sort (newest row first: no ties to break)
  expect(exports).toEqual(["?format=csv&sort=-%40rowid"]);
});

test("remote PocketBase: the default view of a large unindexed collection pages in id order, and the menu says so", async () => {
  const watched = await suite.page({ signedIn: true });
  const { page } = watched;
  await asRemotePocketBase(watched);
  await open(page, plainId, REMOTE_DEFAULT);
  await page.getByRole("button", { name: "Export records" }).click();
  await page
    .getByText("The file will be in id order: sorting 6,000 records by created has no index.")
    .waitFor();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Export as CSV" }).click();
  const csv = Papa.parse<Record<string, string>>(await text(await download), {
    header: true,
    skipEmptyLines: true,
  });
  expect(csv.meta.fields).toEqual(["id", "title", "score", "active", "created", "updated"]);
  expect(csv.data.map((row) => row.id)).toEqual(ids);
  expect(csv.data[4321]).toMatchObject({ title: "record 4321", score: "321", active: "true" });
  await page.getByText(`Successfully exported ${COUNT} record(s).`).waitFor();
});

test("remote PocketBase: a sort on an indexed field is kept: pages seek past the last score and id, ties included", async () => {
  const watched = await suite.page({ signedIn: true });
  const { page } = watched;
  await asRemotePocketBase(watched);
  await open(page, scoredId, "&sort=-score");
  await page.getByRole("button", { name: "Export records" }).click();
  await page.getByRole("menuitem", { name: "Export as JSON" }).waitFor();
  expect(await page.getByText(/The file will be in id order/).count()).toBe(0);
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Export as JSON" }).click();
  const rows = JSON.parse(await text(await download)) as Array<{ id: string; score: number }>;
  // every score appears six times; within a score, ids descend
  const expected = ids
    .map((id, n) => ({ id, score: n % 1000 }))
    .sort((a, b) => b.score - a.score || (a.id < b.id ? 1 : -1));
  expect(rows.map(({ id, score }) => ({ id, score }))).toEqual(expected);
});

test("remote PocketBase: progress shows rows/s and time left; cancel aborts the requests in flight and writes no file", async () => {
  const watched = await suite.page({ signedIn: true });
  const { page } = watched;
  await asRemotePocketBase(watched);
  await open(page, plainId, REMOTE_DEFAULT);
  const downloads: string[] = [];
  page.on("download", (d) => downloads.push(d.suggestedFilename()));
  // two pages of 500 go through; every later page request is held until the page aborts it
  let pages = 0;
  const held: Route[] = [];
  await page.route(/\/api\/collections\/[^/]+\/records\?/, async (route) => {
    if (new URL(route.request().url()).searchParams.get("perPage") !== "500" || ++pages <= 2) {
      await route.continue();
      return;
    }
    held.push(route);
  });
  await page.getByRole("button", { name: "Export records" }).click();
  await page.getByRole("menuitem", { name: "Export as CSV" }).click();
  await page.getByText(`Exporting CSV: 1000 / ${COUNT}`).waitFor();
  await expect.poll(() => page.locator(".export-rate").textContent()).toMatch(/^[\d,]+ rows\/s · .+ left$/);
  await page
    .getByText("The file will be in id order: sorting 6,000 records by created has no index.")
    .waitFor();
  expect(await page.getByRole("progressbar", { name: "Exporting CSV" }).getAttribute("value")).toBe("1000");
  // four id ranges are walked side by side: each has a request in flight
  await expect.poll(() => held.length).toBe(4);

  const failed: string[] = [];
  page.on("requestfailed", (r) => failed.push(r.url()));
  await page.getByRole("button", { name: "Cancel export" }).click();
  await expect.poll(() => failed.sort()).toEqual(held.map((r) => r.request().url()).sort());
  for (const route of held) await route.continue().catch(() => {}); // already aborted by the page
  await page.getByRole("button", { name: "Export records" }).waitFor();
  await page.unroute(/\/api\/collections\/[^/]+\/records\?/);

  // a later export runs on its own; the cancelled one never downloads
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export records" }).click();
  await page.getByRole("menuitem", { name: "Export as JSON" }).click();
  expect(JSON.parse(await text(await download))).toHaveLength(COUNT);
  expect(downloads).toHaveLength(1);
  expect(downloads[0]).toMatch(/^generated_\d{8}-\d{6}\.json$/);
});
