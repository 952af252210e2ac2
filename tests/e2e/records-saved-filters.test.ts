import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { setupSuite } from "./helpers/console-app.ts";
import { createPeople } from "./helpers/people-collection.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });
let collectionId = "";

beforeAll(async () => {
  collectionId = (await createPeople(suite.app().apiUrl)).id;
});

const names = (page: Page) => page.locator(".records-table tbody tr td.col-type-text").allTextContents();

test("a saved filter keeps filter and sort, survives a reload and applies in one click", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${collectionId}`);
  await page.getByText("Showing 3 of 3").waitFor();
  const search = page.getByRole("textbox", { name: "Search records" });
  await search.fill("age > 20");
  await search.press("Enter");
  await page.getByText("Showing 2 of 2").waitFor();
  await page.getByRole("button", { name: "age" }).click(); // sort by age, descending
  await expect.poll(() => names(page)).toEqual(['Cy "C"', "Ada"]);
  await page.getByRole("button", { name: "Saved filters" }).click();
  await page.getByText("No saved filters yet.").waitFor();
  await page.getByLabel("Saved filter name").fill("grown-ups");
  await page.getByRole("button", { name: "Save current filter" }).click();
  await page.getByRole("menuitem", { name: "grown-ups" }).waitFor();

  await page.getByRole("button", { name: "Clear" }).click();
  await page.getByText("Showing 3 of 3").waitFor();
  await page.reload();
  await page.getByText("Showing 3 of 3").waitFor();
  await page.getByRole("button", { name: "Saved filters" }).click();
  await page.getByRole("menuitem", { name: "grown-ups" }).click();
  await page.getByText("Showing 2 of 2").waitFor();
  const query = new URLSearchParams(new URL(page.url()).hash.split("?")[1]);
  expect(query.get("filter")).toBe("age > 20");
  expect(query.get("sort")).toBe("-age");
  await expect.poll(() => names(page)).toEqual(['Cy "C"', "Ada"]);
  expect(await search.inputValue()).toBe("age > 20");

  // delete it: the menu is empty again
  await page.getByRole("button", { name: "Saved filters" }).click();
  await page.getByRole("button", { name: "Delete saved filter grown-ups" }).click();
  await page.getByText("No saved filters yet.").waitFor();
});
