import type { Page } from "playwright-core";
import PocketBase from "pocketbase";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { ADMIN_EMAIL, ADMIN_PASSWORD, setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

async function openCollection(page: Page, id: string) {
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${id}`);
  await page.locator(".list-footer").waitFor();
}

const headers = (page: Page) => page.locator(".records-table thead th.col-sort").allTextContents();
const column = (page: Page, index: number) =>
  page.locator(`.records-table tbody tr td:nth-child(${index})`).allTextContents();

test("a base collection shows id, its fields, created and updated, newest first", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openCollection(page, "sz5l5z67tg7gku0");
  expect(await headers(page)).toEqual(["id", "title", "active", "created", "updated"]);
  expect(await column(page, 3)).toEqual(["test3", "test2", "test1"]);
  await page.getByText("Showing 3 of 3").waitFor();
  expect(await page.getByRole("button", { name: /Load more/ }).count()).toBe(0);
});

test("clicking a header sorts and writes the sort into the URL", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openCollection(page, "sz5l5z67tg7gku0");
  await page.getByRole("button", { name: "title" }).click();
  await page.waitForURL(/sort=-title/);
  await expect.poll(() => column(page, 3)).toEqual(["test3", "test2", "test1"]);
  await page.getByRole("button", { name: "title" }).click();
  await page.waitForURL(/sort=%2Btitle/);
  await expect.poll(() => column(page, 3)).toEqual(["test1", "test2", "test3"]);
  // the sort survives a reload
  await page.reload();
  await expect.poll(() => column(page, 3)).toEqual(["test1", "test2", "test3"]);
});

test("plain search text filters over the identifiers; a bad filter shows its error without a toast", async () => {
  const w = await suite.page({ signedIn: true });
  w.allow(/status of 400/);
  const { page } = w;
  await openCollection(page, "sz5l5z67tg7gku0");
  const search = page.getByRole("textbox", { name: "Search records" });
  await search.fill("test2");
  await search.press("Enter");
  await page.waitForURL(/filter=test2/);
  await expect.poll(() => column(page, 3)).toEqual(["test2"]);
  // plain text looks in the dates too: test2's own `updated` finds it
  const pb = new PocketBase(suite.app().apiUrl);
  await pb.admins.authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD);
  const [test2] = (await pb.collection("sz5l5z67tg7gku0").getFullList({ requestKey: null })).filter((r) =>
    Object.values(r).includes("test2"),
  );
  await search.fill(String(test2?.updated));
  await search.press("Enter");
  await expect.poll(() => column(page, 3)).toEqual(["test2"]);
  await search.fill("missing_field = 1");
  await search.press("Enter");
  await page.locator(".searchbar-message").waitFor();
  expect(await page.locator(".toast", { hasText: "filter" }).count()).toBe(0);
  await page.getByText("No records found.").waitFor();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect.poll(() => column(page, 3)).toEqual(["test3", "test2", "test1"]);
  expect(page.url()).not.toContain("filter=");
});

test("hidden columns are remembered per collection", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openCollection(page, "sz5l5z67tg7gku0");
  await page.getByRole("button", { name: "Toggle columns" }).click();
  await page.getByRole("checkbox", { name: "created" }).uncheck();
  await expect.poll(() => headers(page)).toEqual(["id", "title", "active", "updated"]);
  await page.reload();
  await page.locator(".list-footer").waitFor();
  expect(await headers(page)).toEqual(["id", "title", "active", "updated"]);
  await openCollection(page, "wzlqyes4orhoygb");
  expect(await headers(page)).toContain("created");
});

test("auth collections show username, email and the verified state", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openCollection(page, "_pb_users_auth_");
  expect((await headers(page)).slice(0, 3)).toEqual(["id", "username", "email"]);
  await page.getByRole("img", { name: "Verified", exact: true }).first().waitFor();
  expect(await page.getByRole("img", { name: "Unverified", exact: true }).count()).toBe(1);
  expect(await page.getByRole("img", { name: "Verified", exact: true }).count()).toBe(2);
});

test("headers carry their type icons: the helper types primary (id) and user (username), then the fields' types", async () => {
  const { page } = await suite.page({ signedIn: true });
  const iconTypes = () =>
    page
      .locator(".records-table thead th.col-sort")
      .evaluateAll((ths) =>
        ths.map((th) => th.querySelector(".field-type-icon")?.getAttribute("data-field-type")),
      );
  await openCollection(page, "_pb_users_auth_");
  expect((await iconTypes()).slice(0, 3)).toEqual(["primary", "user", "email"]);
  // the helper types draw the app's key and user icons; the texts stay the column names
  expect(
    await page.locator('.records-table thead .field-type-icon[data-field-type="primary"] svg').count(),
  ).toBe(1);
  expect(
    await page.locator('.records-table thead .field-type-icon[data-field-type="user"] svg').count(),
  ).toBe(1);
  expect((await headers(page)).slice(0, 3)).toEqual(["id", "username", "email"]);
  await openCollection(page, "sz5l5z67tg7gku0");
  expect(await iconTypes()).toEqual(["primary", "text", "bool", "date", "date"]);
});

test("bulk select, reset and delete the selected records", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openCollection(page, "sz5l5z67tg7gku0");
  await page.getByText("Showing 3 of 3").waitFor();
  await page.getByRole("checkbox", { name: "Select all records" }).check();
  await page.getByText("Selected 3 record(s)").waitFor();
  await page.getByRole("button", { name: "Reset" }).click();
  expect(await page.locator(".bulkbar").count()).toBe(0);
  await page.getByRole("checkbox", { name: "Select record llvuca81nly1qls" }).check();
  await page.getByRole("checkbox", { name: "Select record achvryl401bhse3" }).check();
  await page.getByText("Selected 2 record(s)").waitFor();
  await page.getByRole("button", { name: "Delete selected" }).click();
  await page.getByText("Do you really want to delete the selected record(s)?").waitFor();
  await page.getByRole("button", { name: "Yes" }).click();
  await page.getByText("Successfully deleted the selected record(s).").waitFor();
  await page.getByText("Showing 1 of 1").waitFor();
  expect(await column(page, 3)).toEqual(["test3"]);
});

test("view collections have no selection and no New record button; rows open a read-only preview", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openCollection(page, "v9gwnfh02gjq1q0");
  expect(await page.getByRole("checkbox", { name: "Select all records" }).count()).toBe(0);
  expect(await page.getByRole("button", { name: "New record" }).count()).toBe(0);
  await page.locator(".records-table tbody tr").first().click();
  await page.getByRole("dialog", { name: "view1 record preview" }).waitFor();
  await page.waitForURL(/recordId=/);
  await page.keyboard.press("Escape");
  await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
  expect(page.url()).not.toContain("recordId=");
});
