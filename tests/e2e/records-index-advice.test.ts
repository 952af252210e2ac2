import { DatabaseSync } from "node:sqlite";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { setupSuite } from "./helpers/console-app.ts";
import { createGeneratedCollection } from "./helpers/generated-collection.ts";
import { adminClient } from "./helpers/people-collection.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });
const LARGE = 100_000;
const SMALL = 99_999;
let largeId = "";
let smallId = "";

beforeAll(async () => {
  largeId = await createGeneratedCollection(suite.app(), "large", LARGE);
  smallId = await createGeneratedCollection(suite.app(), "small", SMALL);
});

/** A signed-in page whose advisor takes any list as slow (tests never depend on how fast a query is). */
async function advisedPage(): Promise<Page> {
  const { page } = await suite.page({ signedIn: true });
  await page.evaluate(() => localStorage.setItem("pbdeck_index_advice_min_ms", "0"));
  return page;
}

async function open(page: Page, collectionId: string, count: number, query = "") {
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${collectionId}${query}`);
  await page.getByText(`Showing 30 of ${count}`).waitFor();
}

const hint = (page: Page) => page.getByRole("note", { name: "Index advice" });

test("a filter on an unindexed field matching 100,000+ records gets the hint for that field", async () => {
  const page = await advisedPage();
  await open(page, largeId, LARGE, `&sort=id&filter=${encodeURIComponent("score >= 0")}`);
  await expect
    .poll(() => hint(page).textContent())
    .toMatch(/^Filtering on score took \d[\d,]* ms on 100,000 records: score has no index\./);
  await hint(page).getByRole("button", { name: "Add index on score" }).waitFor();
  // the count is the list's: a filter matching fewer records gets no hint
  await open(page, largeId, 50_000, `&sort=id&filter=${encodeURIComponent("active = true")}`);
  await page.getByRole("button", { name: "Export records" }).waitFor();
  expect(await hint(page).count()).toBe(0);
});

test("'Add index on created' asks, adds a working index through the collection update, and the hint goes", async () => {
  const page = await advisedPage();
  // the default order here is by row id, which needs no index: sorted by created, as a click on its header
  await open(page, largeId, LARGE, "&sort=-created");
  await expect
    .poll(() => hint(page).textContent())
    .toMatch(/^Sorting by created took \d[\d,]* ms on 100,000 records: created has no index\./);
  await hint(page).getByRole("button", { name: "Add index on created" }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByText("Add the index idx_large_created on large.created?", { exact: false }).waitFor();
  await dialog.getByText("CREATE INDEX `idx_large_created` ON `large` (`created`)").waitFor();
  await dialog.getByRole("button", { name: "Add index" }).click();
  await page.getByText("Successfully added the index on created.").waitFor();
  await expect.poll(() => hint(page).count()).toBe(0);

  const pb = await adminClient(suite.app().apiUrl);
  expect((await pb.collections.getOne(largeId)).indexes).toContain(
    "CREATE INDEX `idx_large_created` ON `large` (`created`)",
  );
  // the table has it, and the list's query uses it
  const db = new DatabaseSync(`${suite.app().pbdeck.dataDir}/data.db`, { readOnly: true });
  try {
    const plan = db
      .prepare("EXPLAIN QUERY PLAN SELECT * FROM large ORDER BY created DESC LIMIT 30")
      .all()
      .map((row) => String(row.detail));
    expect(plan.join("\n")).toContain("USING INDEX idx_large_created");
  } finally {
    db.close();
  }
  // reopened, the (now indexed) sort by created gets no hint
  await open(page, largeId, LARGE, "&sort=%2Bcreated");
  await page.reload();
  await page.getByText(`Showing 30 of ${LARGE}`).waitFor();
  await page.getByRole("button", { name: "created" }).waitFor();
  expect(await hint(page).count()).toBe(0);
});

test("a dismissed hint never shows again for that collection, after a reload too", async () => {
  const page = await advisedPage();
  await open(page, largeId, LARGE, "&sort=-title");
  await hint(page).getByRole("button", { name: "Add index on title" }).waitFor();
  await hint(page).getByRole("button", { name: "Dismiss index advice" }).click();
  await expect.poll(() => hint(page).count()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem("pbdeck_index_advice_dismissed"))).toBe(
    JSON.stringify([largeId]),
  );
  await page.reload();
  await page.getByText(`Showing 30 of ${LARGE}`).waitFor();
  // another unindexed sort of the same collection: still nothing
  await open(page, largeId, LARGE, "&sort=-updated");
  await page.getByText(`Showing 30 of ${LARGE}`).waitFor();
  expect(await hint(page).count()).toBe(0);
});

test("a collection under 100,000 records never gets the hint", async () => {
  const page = await advisedPage();
  await open(page, smallId, SMALL);
  await page.getByRole("button", { name: "Export records" }).waitFor();
  expect(await hint(page).count()).toBe(0);
  // the same list on the large collection does (the check above could not pass by accident)
  await page.evaluate(() => localStorage.removeItem("pbdeck_index_advice_dismissed"));
  await page.reload();
  await open(page, largeId, LARGE, "&sort=-title");
  await hint(page).getByRole("button", { name: "Add index on title" }).waitFor();
});
