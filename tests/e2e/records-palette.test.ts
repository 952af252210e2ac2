import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { setupSuite } from "./helpers/console-app.ts";
import { createPeople } from "./helpers/people-collection.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });
let peopleId = "";
let petsId = "";

beforeAll(async () => {
  peopleId = (await createPeople(suite.app().apiUrl)).id;
  petsId = (await createPeople(suite.app().apiUrl, "pets")).id; // same ids in another collection
});

const palette = (page: Page) => page.getByRole("dialog", { name: "Command palette" });
const hash = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

async function runCommand(page: Page, text: string, downs = 0) {
  await page.keyboard.press("Control+k");
  await palette(page).waitFor();
  await page.keyboard.type(text);
  for (let i = 0; i < downs; i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await palette(page).waitFor({ state: "detached" });
}

test("the palette reaches collections, settings pages, records by id and actions with the keyboard only", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.getByText(/^Showing \d+ of \d+$/).waitFor();

  // fuzzy: "peple" finds people; the selected option follows the arrows
  await page.keyboard.press("Control+k");
  const input = palette(page).getByRole("combobox");
  await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.type("peple");
  const options = palette(page).getByRole("option");
  expect(await options.first().textContent()).toBe("Collectionpeople");
  expect(await options.first().getAttribute("aria-selected")).toBe("true");
  await page.keyboard.press("Escape");
  await palette(page).waitFor({ state: "detached" });

  await runCommand(page, "pets");
  await page.waitForURL((url) => url.hash.includes(`collectionId=${petsId}`));
  await page.getByRole("heading", { name: "pets" }).waitFor();

  await runCommand(page, "people");
  await page.waitForURL((url) => url.hash.includes(`collectionId=${peopleId}`));

  // a record id: found in the active collection first
  await runCommand(page, "person000000003");
  const editor = page.getByRole("dialog", { name: "Edit people record" });
  await editor.waitFor();
  expect(hash(page)).toContain(`collectionId=${peopleId}&recordId=person000000003`);
  await page.keyboard.press("Escape");
  await editor.waitFor({ state: "detached" });

  // an action on the active collection
  await runCommand(page, "new record");
  await page.getByRole("dialog", { name: "New people record" }).waitFor();
  await page.keyboard.press("Escape");

  // settings pages: fuzzy letters, then the arrows pick the second match
  await runCommand(page, "backups");
  await page.waitForURL((url) => url.hash === "#/settings/backups");
  await page.keyboard.press("Control+k");
  await page.keyboard.type("settings: ");
  const labels = await palette(page).getByRole("option").allTextContents();
  expect(labels.slice(0, 3)).toEqual([
    "SettingsSettings: Application",
    "SettingsSettings: Admins",
    "SettingsSettings: Mail settings",
  ]);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.hash === "#/settings/admins");

  // from a settings page, a collection again; Ctrl+K twice closes
  await runCommand(page, "people");
  await page.waitForURL((url) => url.hash.includes(`collectionId=${peopleId}`));
  await page.keyboard.press("Control+k");
  await palette(page).waitFor();
  await page.keyboard.press("Control+k");
  await palette(page).waitFor({ state: "detached" });
});

test("an unknown id says so", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.getByText(/^Showing \d+ of \d+$/).waitFor();
  await runCommand(page, "nosuchrecord00");
  await page.getByText('No record with the id "nosuchrecord00" was found.').waitFor();
});

test("every page is found by its name: diagram, rules, sql and health offer and open their pages", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.getByText(/^Showing \d+ of \d+$/).waitFor();
  const cases: Array<[string, string, string]> = [
    ["diagram", "PageRelations diagram", "#/collections/diagram"],
    ["rules", "PageAPI rules overview", "#/collections/rules"],
    ["sql", "SettingsSettings: SQL console", "#/settings/sql"],
    ["health", "SettingsSettings: Health", "#/settings/health"],
  ];
  for (const [text, first, target] of cases) {
    await page.keyboard.press("Control+k");
    await palette(page).waitFor();
    await page.keyboard.type(text);
    await expect.poll(() => palette(page).getByRole("option").first().textContent()).toBe(first);
    await page.keyboard.press("Enter");
    await palette(page).waitFor({ state: "detached" });
    await page.waitForURL((url) => url.hash === target);
  }
});
