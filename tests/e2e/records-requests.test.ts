/**
 * The records page asks for what it shows once: coming back to a collection from another page asks
 * for its rows and its count once, though the page reloads the collections list on each visit (an
 * unchanged list keeps its objects, so the list does not see a new collection); signing in starts
 * the collections list together with the settings, and the records page takes that list. The rows
 * are asked for at the navigation (or, on a cold start, once the collections are in), before the
 * records page renders.
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

/** A signed-in page that showed demo1's records, now on the settings page. */
async function onSettingsAfterDemo1(): Promise<{ page: Page; consoleUrl: string }> {
  const { page } = await suite.page({ signedIn: true });
  const consoleUrl = suite.app().consoleUrl;
  await page.goto(`${consoleUrl}#/collections?collectionId=${DEMO1}`);
  await page.locator(".records-table tbody tr").first().waitFor();
  await page.goto(`${consoleUrl}#/settings`);
  await page.locator(".records-table").waitFor({ state: "detached" });
  return { page, consoleUrl };
}

test("back to a collection from the settings: its rows and its count are asked once", async () => {
  const { page, consoleUrl } = await onSettingsAfterDemo1();

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

/**
 * Goes to `hash` from inside the page and answers when the rows request of demo1 started and when the
 * records page's toolbar entered the DOM (ms on the page's clock).
 */
function goAndTime(page: Page, hash: string): Promise<{ asked: number; rendered: number }> {
  return page.evaluate(
    async ({ hash, demo }) => {
      let rendered = -1;
      const observer = new MutationObserver(() => {
        if (rendered < 0 && document.querySelector(".records-toolbar")) rendered = performance.now();
      });
      observer.observe(document.body, { childList: true, subtree: true });
      performance.clearResourceTimings();
      location.hash = hash;
      const rowsEntry = () =>
        performance
          .getEntriesByType("resource")
          .find(
            (e) => e.name.includes(`/api/collections/${demo}/records?`) && !e.name.includes("perPage=1&"),
          );
      while (!rowsEntry() || rendered < 0) await new Promise((wait) => setTimeout(wait, 10));
      observer.disconnect();
      return { asked: rowsEntry()?.startTime ?? -1, rendered };
    },
    { hash, demo: DEMO1 },
  );
}

test("from the settings page, a collection's rows are asked for before its page renders; opening a record asks for none", async () => {
  const { page } = await onSettingsAfterDemo1();

  const seen = watchRecords(page);
  const timed = await goAndTime(page, `#/collections?collectionId=${DEMO1}`);
  expect(timed.asked).toBeGreaterThan(0);
  // asked at the navigation: before the page's render, not from the list's effect after it
  expect(timed.asked).toBeLessThan(timed.rendered);
  await page
    .locator(".list-footer")
    .getByText(/Showing \d+ of \d+/)
    .waitFor();
  await page.waitForTimeout(300);
  expect(seen).toMatchObject({ rows: 1, counts: 1 });

  // a record opened and closed changes the address, not the list
  await page.locator(".records-table tbody tr.row-link").first().click();
  const editor = page.getByRole("dialog");
  await editor.getByRole("button", { name: "Cancel" }).waitFor();
  expect(page.url()).toContain("recordId=");
  await editor.getByRole("button", { name: "Cancel" }).click();
  await expect.poll(() => page.url()).not.toContain("recordId=");
  await page.waitForTimeout(300);
  expect(seen).toMatchObject({ rows: 1, counts: 1 });
});

test("a cold start asks for the rows once the collections are in, before the records page renders", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.goto("about:blank"); // a new document: the console starts cold, with the saved session
  await page.addInitScript(() => {
    const stamps = { rendered: -1 };
    (window as unknown as { __stamps: typeof stamps }).__stamps = stamps;
    new MutationObserver(() => {
      if (stamps.rendered < 0 && document.querySelector(".records-toolbar"))
        stamps.rendered = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  const seen = watchRecords(page);
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${DEMO1}`);
  await page
    .locator(".list-footer")
    .getByText(/Showing \d+ of \d+/)
    .waitFor();
  await page.waitForTimeout(300);
  const timed = await page.evaluate((demo) => {
    const entries = performance.getEntriesByType("resource");
    const rows = entries.find(
      (e) => e.name.includes(`/api/collections/${demo}/records?`) && !e.name.includes("perPage=1&"),
    );
    const collections = entries.find((e) => /\/api\/collections\?/.test(e.name)) as PerformanceResourceTiming;
    return {
      asked: rows?.startTime ?? -1,
      collectionsIn: collections?.responseEnd ?? -1,
      rendered: (window as unknown as { __stamps: { rendered: number } }).__stamps.rendered,
    };
  }, DEMO1);
  expect(timed.asked).toBeGreaterThanOrEqual(timed.collectionsIn);
  expect(timed.asked).toBeLessThan(timed.rendered);
  expect(seen).toMatchObject({ rows: 1, counts: 1 });
});

test("another collection's rows are not drawn under a collection whose rows are on their way", async () => {
  const DEMO2 = "sz5l5z67tg7gku0";
  const { page } = await suite.page({ signedIn: true });
  const consoleUrl = suite.app().consoleUrl;
  await page.goto(`${consoleUrl}#/collections?collectionId=${DEMO1}`);
  await page.locator(".records-table tbody tr.row-link").first().waitFor();

  let release = () => {};
  const held = new Promise<void>((ok) => {
    release = ok;
  });
  await page.route(`**/api/collections/${DEMO2}/records?*`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${consoleUrl}#/collections?collectionId=${DEMO2}`);
  await page.locator(".records-list .state-panel[aria-busy=true]").waitFor();
  expect(await page.locator(".records-table tbody tr.row-link").count()).toBe(0);
  release();
  await page.locator(".records-table tbody tr.row-link").first().waitFor();
  await page
    .locator(".list-footer")
    .getByText(/Showing \d+ of \d+/)
    .waitFor();
});

test("a press on a collection's link asks for its rows before the click; the list on screen stays until then", async () => {
  const DEMO2 = "sz5l5z67tg7gku0";
  const { page } = await suite.page({ signedIn: true });
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${DEMO1}`);
  const rows = page.locator(".records-table tbody tr.row-link");
  await rows.first().waitFor();
  const demo1Rows = await rows.count();
  const asked: Record<string, number> = { [DEMO1]: 0, [DEMO2]: 0 };
  page.on("request", (req) => {
    const url = new URL(req.url());
    const id = /^\/api\/collections\/(\w+)\/records$/.exec(url.pathname)?.[1] ?? "";
    if (id in asked && url.searchParams.get("perPage") !== "1") asked[id]++;
  });
  const linkTo = (id: string) => page.locator(`.collections-sidebar a[href*="${id}"]`);

  // pressed: demo2's rows are asked while demo1's stay on screen; released: those rows are shown
  await linkTo(DEMO2).hover();
  await page.mouse.down();
  await expect.poll(() => asked[DEMO2]).toBe(1);
  expect(page.url()).toContain(DEMO1);
  expect(await rows.count()).toBe(demo1Rows);
  await page.mouse.up();
  await expect.poll(() => page.url()).toContain(DEMO2);
  await page
    .locator(".list-footer")
    .getByText(/Showing \d+ of \d+/)
    .waitFor();
  const demo2Rows = await rows.count();
  await page.waitForTimeout(300);
  expect(asked[DEMO2]).toBe(1);

  // pressed on demo1's link, then dragged off it: its rows are asked, nothing on screen changes
  await linkTo(DEMO1).hover();
  await page.mouse.down();
  await expect.poll(() => asked[DEMO1]).toBe(1);
  await page.mouse.move(600, 400);
  await page.mouse.up();
  await page.waitForTimeout(300);
  expect(page.url()).toContain(DEMO2);
  expect(await rows.count()).toBe(demo2Rows);
  await page
    .locator(".list-footer")
    .getByText(/Showing \d+ of \d+/)
    .waitFor();
});
