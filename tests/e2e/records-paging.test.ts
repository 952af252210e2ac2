import type { Page } from "playwright-core";
import PocketBase from "pocketbase";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { ADMIN_EMAIL, ADMIN_PASSWORD, setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

const DEMO2 = "sz5l5z67tg7gku0";
const EXTRA = 40; // 43 records in all: two pages of 30

beforeAll(async () => {
  const pb = new PocketBase(suite.app().apiUrl);
  await pb.admins.authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD);
  for (let i = 0; i < EXTRA; i++) {
    await pb.collection(DEMO2).create({ title: `bulk ${String(i).padStart(2, "0")}` }, { requestKey: null });
  }
});

async function openCollection(page: Page) {
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${DEMO2}`);
  await page.getByText("Showing 30 of 43").waitFor();
}

test("the first page shows 30 records and 'Load more' fetches the rest", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openCollection(page);
  await expect.poll(() => page.locator(".records-table tbody tr").count()).toBe(30);
  // a click event without Playwright's scroll into view, which would reach the scroll auto-load first
  await page.getByRole("button", { name: "Load more (13)" }).dispatchEvent("click");
  await page.getByText("Showing 43 of 43").waitFor();
  await expect.poll(() => page.locator(".records-table tbody tr").count()).toBe(43);
  expect(await page.getByRole("button", { name: /Load more/ }).count()).toBe(0);
});

test("scrolling near the bottom of the table loads the next page", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openCollection(page);
  await expect.poll(() => page.locator(".records-table tbody tr").count()).toBe(30);
  await page.locator(".table-wrapper").evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await page.getByText("Showing 43 of 43").waitFor();
});

test("a filter reloads from the first page", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openCollection(page);
  const search = page.getByRole("textbox", { name: "Search records" });
  await search.fill("bulk 1");
  await search.press("Enter");
  await page.getByText("Showing 10 of 10").waitFor();
});
