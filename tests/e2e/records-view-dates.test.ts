/**
 * View collections whose query selects `created` only, `updated` only, both or neither: the records
 * table shows, toggles and sorts by exactly the dates the view has, a sort on a date it lacks never
 * reaches the API, the preview shows the dates the record carries, and the export writes the view's dates.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import PocketBase from "pocketbase";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { DATE_VIEWS, type DateViewName } from "../helpers/date-views.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

const ids = new Map<string, string>();

beforeAll(async () => {
  const pb = new PocketBase(suite.app().apiUrl);
  await pb.admins.authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD);
  for (const [name, { query }] of Object.entries(DATE_VIEWS)) {
    const view = await pb.collections.create({ name, type: "view", options: { query } });
    ids.set(name, view.id);
  }
});

/** The list requests (perPage 30) of a view and any of its records requests that failed. */
function watchList(page: Page, id: string) {
  const sorts: string[] = [];
  const failures: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname === `/api/collections/${id}/records` && url.searchParams.get("perPage") === "30")
      sorts.push(url.searchParams.get("sort") ?? "");
  });
  page.on("response", (res) => {
    if (res.url().includes(`/api/collections/${id}/records`) && res.status() >= 400)
      failures.push(`${res.status()} ${res.url()}`);
  });
  return { sorts, failures };
}

async function openView(page: Page, name: DateViewName, sort?: string) {
  const id = ids.get(name) as string;
  const watched = watchList(page, id);
  const query = sort ? `&sort=${encodeURIComponent(sort)}` : "";
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${id}${query}`);
  await expect.poll(() => page.locator(".records-table tbody tr").count()).toBe(3);
  return watched;
}

const headers = (page: Page) => page.locator(".records-table thead th.col-sort").allTextContents();

for (const [name, { dates }] of Object.entries(DATE_VIEWS) as Array<
  [DateViewName, (typeof DATE_VIEWS)[DateViewName]]
>) {
  test(`${name}: columns, toggles and sortable headers are the view's own dates [${dates.join(", ")}]`, async () => {
    const { page } = await suite.page({ signedIn: true });
    const { sorts, failures } = await openView(page, name);
    const fields = name === "dates_updated" ? [] : ["title"];
    expect(await headers(page)).toEqual(["id", ...fields, ...dates]);
    // every date cell shown has a date in it: no empty column
    const cells = await page.locator(".records-table tbody td.col-date").allTextContents();
    expect(cells).toHaveLength(3 * dates.length);
    for (const cell of cells) expect(cell.trim()).not.toBe("");
    // the default sort is -created when the view has it, none otherwise
    expect(sorts).toEqual([(dates as readonly string[]).includes("created") ? "-created" : ""]);

    await page.getByRole("button", { name: "Toggle columns" }).click();
    expect(await page.locator(".dropdown-check").allTextContents()).toEqual(["id", ...fields, ...dates]);
    await page.keyboard.press("Escape");

    // each date header sorts the list through the API without an error
    for (const date of dates) {
      const expected = sorts.at(-1) === `-${date}` ? `+${date}` : `-${date}`; // a click flips the current one
      const header = page.locator(".records-table thead th.col-sort", { hasText: date });
      await header.getByRole("button", { name: date, exact: true }).click();
      await expect.poll(() => sorts.at(-1)).toBe(expected);
      await expect
        .poll(() => header.getAttribute("aria-sort"))
        .toBe(expected.startsWith("-") ? "descending" : "ascending");
    }
    expect(failures).toEqual([]);
  });
}

test("a sort on a date the view does not select falls back instead of failing", async () => {
  const { page } = await suite.page({ signedIn: true });
  // the same page, another hash each time: the list requests tell which sort was sent
  const createdOnly = await openView(page, "dates_created", "-updated");
  await expect.poll(() => createdOnly.sorts).toEqual(["-created"]);
  const updatedOnly = await openView(page, "dates_updated", "-created");
  await expect.poll(() => updatedOnly.sorts).toEqual([""]);
  const kept = await openView(page, "dates_updated", "+updated");
  await expect.poll(() => kept.sorts).toEqual(["+updated"]);
  await expect
    .poll(() => page.locator(`.records-table thead th[aria-sort="ascending"]`).textContent())
    .toBe("updated");
  expect([...createdOnly.failures, ...updatedOnly.failures, ...kept.failures]).toEqual([]);
});

test("the preview of an updated-only view's record shows updated and no created", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openView(page, "dates_updated");
  await page.locator(".records-table tbody tr").first().click();
  const preview = page.getByRole("dialog", { name: "dates_updated record preview" });
  await preview.waitFor();
  expect(await preview.locator(".preview-table th").allTextContents()).toEqual(["id", "updated"]);
});

test("a view's export has the dates it selects, and only those", async () => {
  const { page } = await suite.page({ signedIn: true });
  for (const [name, header] of [
    ["dates_created", "id,title,created"],
    ["dates_updated", "id,updated"],
    ["dates_neither", "id,title"],
  ] as const) {
    await openView(page, name);
    await expect.poll(() => headers(page)).toEqual(header.split(","));
    await page.getByRole("button", { name: "Export records" }).click();
    const download = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "Export as CSV" }).click();
    const lines = (await readFile(await (await download).path(), "utf8")).split("\r\n");
    expect(lines[0]).toBe(header);
    expect(lines.filter(Boolean)).toHaveLength(4);
    await page.getByText("Successfully exported 3 record(s).").last().waitFor();
  }
});
