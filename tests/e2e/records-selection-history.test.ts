import PocketBase from "pocketbase";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import type { Collection } from "../../shared/models.ts";
import { axeLightAndDark } from "./helpers/axe-audit.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

const DEMO3 = "wzlqyes4orhoygb"; // 4 records
const DEMO2 = "sz5l5z67tg7gku0";

function filterOf(url: URL): string | null {
  return new URLSearchParams(url.hash.split("?")[1] ?? "").get("filter");
}

test("Shift+Click selects the range of rows for the bulk actions", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${DEMO3}&sort=id`);
  const boxes = page.getByRole("checkbox", { name: /^Select record / });
  await expect.poll(() => boxes.count()).toBe(4);
  await boxes.nth(0).click();
  await boxes.nth(2).click({ modifiers: ["Shift"] });
  const bulk = page.getByRole("region", { name: "Bulk actions" });
  await expect.poll(() => bulk.textContent()).toContain("Selected 3 record(s)");
  expect(await Promise.all([0, 1, 2, 3].map((i) => boxes.nth(i).isChecked()))).toEqual([
    true,
    true,
    true,
    false,
  ]);
  // Shift+Click on a selected row clears from the last clicked one to it
  await boxes.nth(1).click({ modifiers: ["Shift"] });
  expect(await Promise.all([0, 1, 2, 3].map((i) => boxes.nth(i).isChecked()))).toEqual([
    true,
    false,
    false,
    false,
  ]);
});

test("each collection's search bar keeps its recent searches, reachable with the arrow keys", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${DEMO3}`);
  const box = page.getByRole("textbox", { name: "Search records" });
  for (const search of ['title ~ "a"', 'title ~ "b"']) {
    await box.fill(search);
    await box.press("Enter");
    await page.waitForURL((url) => filterOf(url) === search);
  }
  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await box.press("ArrowDown");
  const list = page.getByRole("listbox", { name: "Recent searches" });
  expect(await list.getByRole("option").allTextContents()).toEqual(['title ~ "b"', 'title ~ "a"']);
  expect(await box.getAttribute("aria-controls")).toBe(await list.getAttribute("id"));
  expect(await axeLightAndDark(page, ".records-toolbar")).toEqual([]);
  await box.press("ArrowDown");
  expect(await list.getByRole("option", { selected: true }).textContent()).toBe('title ~ "a"');
  const active = await box.getAttribute("aria-activedescendant");
  expect(await page.locator(`[id="${active}"]`).textContent()).toBe('title ~ "a"');
  await box.press("Enter");
  await page.waitForURL((url) => filterOf(url) === 'title ~ "a"');
  expect(await box.inputValue()).toBe('title ~ "a"');
  expect(await list.count()).toBe(0);

  // another collection has its own (empty) history
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${DEMO2}`);
  await page.getByRole("textbox", { name: "Search records" }).press("ArrowDown");
  expect(await page.getByRole("listbox", { name: "Recent searches" }).count()).toBe(0);
});

test("Duplicate field in the collection editor adds a copy named <name>_copy, saved as a new field", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${DEMO2}`);
  await page.getByRole("button", { name: "Edit collection" }).click();
  const panel = page.getByRole("dialog", { name: "Edit collection" });
  const title = panel.locator(".schema-field").filter({ has: page.locator('input[value="title"]') });
  await title.getByRole("button", { name: "Options of title" }).click();
  await title.getByRole("button", { name: "Duplicate field" }).click();
  const names = panel.locator(".schema-field").getByLabel("Field name");
  await expect
    .poll(() => names.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)))
    .toEqual(["title", "title_copy", "active"]);
  await panel.getByRole("button", { name: "Save changes" }).click();
  await page.getByText("Successfully updated collection.").waitFor();
  const pb = new PocketBase(suite.app().apiUrl);
  await pb.admins.authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD);
  const saved = (await pb.collections.getOne(DEMO2)) as unknown as Collection;
  const original = saved.schema.find((f) => f.name === "title");
  const copy = saved.schema.find((f) => f.name === "title_copy");
  expect(copy?.type).toBe("text");
  expect(copy?.options).toEqual(original?.options);
  expect(copy?.id).not.toBe(original?.id);
});
