import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

/** view2 selects id, state, file_many and rel_many from view1: no `created`. */
const VIEW2 = "ib3m2700k5hlsjz";
/** view1 selects `created` (but not `updated`). */
const VIEW1 = "v9gwnfh02gjq1q0";

test("a view without created lists its rows unsorted, with no empty date columns", async () => {
  const { page } = await suite.page({ signedIn: true });
  const listCalls: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes(`/api/collections/${VIEW2}/records`)) listCalls.push(req.url());
  });
  const failures: number[] = [];
  page.on("response", (res) => {
    if (res.url().includes(`/api/collections/${VIEW2}/records`) && res.status() >= 400)
      failures.push(res.status());
  });
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${VIEW2}`);
  await page.locator(".records-table tbody tr").first().waitFor();
  expect(failures).toEqual([]);
  expect(listCalls.some((url) => new URL(url).searchParams.get("sort") === "-created")).toBe(false);
  const headers = await page.locator(".records-table thead th.col-sort").allTextContents();
  expect(headers).toEqual(["id", "state", "file_many", "rel_many"]);
  expect(await page.locator(".records-table tbody td.col-date").count()).toBe(0);
  await page.getByRole("button", { name: "Toggle columns" }).click();
  expect(await page.locator(".dropdown-check").allTextContents()).toEqual([
    "id",
    "state",
    "file_many",
    "rel_many",
  ]);
});

test("a view with created still sorts by it and shows its column", async () => {
  const { page } = await suite.page({ signedIn: true });
  const sorts: (string | null)[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname === `/api/collections/${VIEW1}/records` && url.searchParams.get("perPage") === "30")
      sorts.push(url.searchParams.get("sort"));
  });
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${VIEW1}`);
  await page.locator(".records-table tbody tr").first().waitFor();
  expect(sorts).toEqual(["-created"]);
  const headers = await page.locator(".records-table thead th.col-sort").allTextContents();
  expect(headers).toContain("created");
});
