import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

test("collections are listed auth first, then base, then view, each by name", async () => {
  const { page } = await suite.page({ signedIn: true });
  const sidebar = page.getByRole("complementary", { name: "Collections" });
  await sidebar.getByRole("link", { name: "view2" }).waitFor();
  const names = await sidebar.locator(".sidebar-item-name").allTextContents();
  expect(names).toEqual([
    "clients",
    "nologin",
    "users",
    "demo1",
    "demo2",
    "demo3",
    "demo4",
    "demo5",
    "numeric_id_view",
    "view1",
    "view2",
  ]);
  // the first collection is shown and highlighted, and the URL names it
  await page.waitForURL(/collectionId=v851q4r790rhknl/);
  expect(await sidebar.locator('[aria-current="page"]').textContent()).toBe("clients");
  await expect.poll(() => page.title()).toBe("clients - acme_test - pbdeck");
});

test("searching the sidebar filters the list and shows the empty message", async () => {
  const { page } = await suite.page({ signedIn: true });
  const sidebar = page.getByRole("complementary", { name: "Collections" });
  const search = sidebar.getByRole("searchbox", { name: "Search collections" });
  await search.fill("demo");
  await expect
    .poll(() => sidebar.locator(".sidebar-item-name").allTextContents())
    .toEqual(["demo1", "demo2", "demo3", "demo4", "demo5"]);
  await search.fill("zzz");
  await sidebar.getByText("No collections found.").waitFor();
  await sidebar.getByRole("button", { name: "Clear search" }).click();
  await sidebar.getByRole("link", { name: "users" }).waitFor();
  await sidebar.getByRole("button", { name: "New collection" }).waitFor();
  expect(await sidebar.getByRole("link", { name: "Manage OAuth2 providers" }).getAttribute("target")).toBe(
    "_blank",
  );
});

test("clicking a collection opens its records and remembers it", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.getByRole("link", { name: "demo2" }).click();
  await page.waitForURL(/collectionId=sz5l5z67tg7gku0/);
  await page.getByRole("heading", { name: "demo2" }).waitFor();
  await page.getByRole("cell", { name: "test1" }).waitFor();
  await page.goto(`${suite.app().consoleUrl}#/collections`);
  await page.waitForURL(/collectionId=sz5l5z67tg7gku0/);
  await page.getByRole("heading", { name: "demo2" }).waitFor();
});
