/**
 * The records page asks for what it shows once: coming back to a collection from another page asks
 * for its rows and its count once, though the page reloads the collections list on each visit (an
 * unchanged list keeps its objects, so the list does not see a new collection); signing in starts
 * the collections list together with the settings, and the records page takes that list.
 */
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { setupSuite, signIn } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

/** demo1 of the fixture: a base collection with rows. */
const DEMO1 = "wsmn24bux7wo113";

/** The records requests of demo1 the page sends from now on: rows (perPage > 1) and counts (perPage 1). */
function watchRecords(page: Page) {
  const seen = { rows: 0, counts: 0, collections: 0 };
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname === "/api/collections") seen.collections++;
    if (url.pathname !== `/api/collections/${DEMO1}/records`) return;
    if (url.searchParams.get("perPage") === "1") seen.counts++;
    else seen.rows++;
  });
  return seen;
}

test("back to a collection from the settings: its rows and its count are asked once", async () => {
  const { page } = await suite.page({ signedIn: true });
  const consoleUrl = suite.app().consoleUrl;
  await page.goto(`${consoleUrl}#/collections?collectionId=${DEMO1}`);
  await page.locator(".records-table tbody tr").first().waitFor();
  await page.goto(`${consoleUrl}#/settings`);
  await page.locator(".records-table").waitFor({ state: "detached" });

  const seen = watchRecords(page);
  const listed = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/collections");
  await page.goto(`${consoleUrl}#/collections?collectionId=${DEMO1}`);
  await page.locator(".records-table tbody tr").first().waitFor();
  await listed;
  await page
    .locator(".list-footer")
    .getByText(/Showing \d+ of \d+/)
    .waitFor();
  // a second load would start as soon as the list's answer reached the page: give it that time
  await page.waitForTimeout(500);
  expect(seen).toEqual({ rows: 1, counts: 1, collections: 1 });
});

test("signing in asks for the collections without waiting for the settings", async () => {
  const { page } = await suite.page();
  const order: string[] = [];
  page.on("request", (req) => {
    const path = new URL(req.url()).pathname;
    if (path === "/api/settings" || path === "/api/collections") order.push(`sent ${path}`);
  });
  page.on("requestfinished", (req) => {
    const path = new URL(req.url()).pathname;
    if (path === "/api/settings") order.push(`answered ${path}`);
  });
  await signIn(page, suite.app().consoleUrl);
  await page.locator(".records-table tbody tr").first().waitFor();
  await page
    .locator(".list-footer")
    .getByText(/Showing \d+ of \d+/)
    .waitFor();
  expect(order.indexOf("sent /api/collections")).toBeGreaterThanOrEqual(0);
  expect(order.indexOf("sent /api/collections")).toBeLessThan(order.indexOf("answered /api/settings"));
  // the records page, whose code comes after the shell's, takes the list the shell asked for
  await page.waitForTimeout(500);
  expect(order.filter((entry) => entry === "sent /api/collections")).toHaveLength(1);
});
