/**
 * What pbdeck's console adds beyond PocketBase's own dashboard, through `pbdeck --backend URL` in
 * front of the last real PocketBase v0.22.x: the API rules overview, the relations diagram, Health (the
 * doctor's findings), the command palette, and an auth collection's options and the token options (the
 * v0.18 shapes, which v0.22 keeps). The data is the v0.18 fixture, migrated by the server at start.
 */
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { axeLightAndDark } from "./helpers/axe-audit.ts";
import { adminApi, setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite(
  { beforeAll, afterAll, afterEach, expectNoErrors: (e: string[]) => expect(e).toEqual([]) },
  { real: true, server: "v0.22" },
);

async function signedInAt(path: string): Promise<Page> {
  const { page } = await suite.page({ signedIn: true });
  await page.goto(`${suite.app().consoleUrl}#${path}`);
  return page;
}

test("the rules overview lists each collection's five rules; a mark opens that rule in the editor", async () => {
  const page = await signedInAt("/collections/rules");
  const table = page.getByRole("table", { name: "API rules of each collection" });
  const row = (name: string) => table.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
  await row("demo4").waitFor();
  expect(await row("demo4").getByRole("button").allInnerTexts()).toEqual([
    "Public",
    "Public",
    "Conditional",
    "Conditional",
    "Public",
  ]);
  expect(await row("demo1").getByRole("button").allInnerTexts()).toEqual(Array(5).fill("Admins only"));
  expect(await axeLightAndDark(page, ".rules-overview")).toEqual([]);
  await row("users").getByRole("button", { name: "Public: users Create rule" }).click();
  const panel = page.getByRole("dialog", { name: "Edit collection" });
  await expect.poll(() => panel.getByRole("tab", { selected: true }).textContent()).toContain("API Rules");
});

test("the relations diagram draws the collections and a collection's relations", async () => {
  const page = await signedInAt("/collections/diagram");
  const diagram = page.getByRole("group", { name: "Relations diagram" });
  await page.getByText(/^\d+ collections, [1-9]\d* relations$/).waitFor();
  await diagram.getByRole("button", { name: "demo4 base" }).click();
  const details = page.getByRole("region", { name: "Relations of demo4" });
  expect(await details.getByRole("listitem").allTextContents()).toContain(
    "demo4.rel_one_no_cascade → demo3 (single)",
  );
  expect(await axeLightAndDark(page, ".relations-diagram")).toEqual([]);
});

test("Health shows the doctor's findings on the server, worst first", async () => {
  const page = await signedInAt("/settings/health");
  await page
    .getByRole("listitem", {
      name: 'Anyone, even without signing in, can change any record of "demo2" (its Update rule is empty).',
    })
    .waitFor();
  await page.getByRole("listitem", { name: "There are no backups and no auto-backup schedule." }).waitFor();
  expect(await axeLightAndDark(page, ".page-content")).toEqual([]);
});

test("the palette reaches the overviews, the settings and a collection; Admins (not Superusers)", async () => {
  const page = await signedInAt("/collections");
  await page.getByRole("link", { name: "demo1" }).waitFor();
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Command palette" });
  await palette.getByRole("option").first().waitFor();
  const options = await palette.getByRole("option").allTextContents();
  expect(options).toEqual(
    expect.arrayContaining([
      "Collectiondemo1",
      "PageAPI rules overview",
      "PageRelations diagram",
      "SettingsSettings: Admins",
      "SettingsSettings: Token options",
      "ActionNew collection",
    ]),
  );
  expect(options.filter((o) => o.includes("Superusers") || o.includes("SQL console"))).toEqual([]);
  await page.keyboard.type("demo3");
  await page.keyboard.press("Enter");
  await page.waitForURL(/collectionId=/);
  await page.getByRole("heading", { name: "demo3" }).waitFor();
});

test("an auth collection's options and the token options are saved on the server", async () => {
  const page = await signedInAt("/collections");
  await page.getByRole("link", { name: "users" }).click();
  await page.getByRole("button", { name: "Edit collection" }).click();
  const panel = page.getByRole("dialog", { name: "Edit collection" });
  await panel.getByRole("tab", { name: "Options" }).click();
  await panel.getByRole("button", { name: /Email\/Password/ }).click();
  await panel.getByLabel("Minimum password length").fill("11");
  await panel.getByLabel("Except domains").fill("spam.example");
  await panel.getByRole("button", { name: "Save changes" }).click();
  await page.getByText("Successfully updated collection.").waitFor();
  const pb = await adminApi(suite.app());
  expect((await pb.collections.getOne("users")).options).toMatchObject({
    minPasswordLength: 11,
    exceptEmailDomains: ["spam.example"],
  });

  await page.goto(`${suite.app().consoleUrl}#/settings/tokens`);
  const duration = page.locator('[id="field-recordVerificationToken.duration"]');
  await duration.fill("7300");
  await page.getByRole("button", { name: "Save changes" }).click();
  await page.getByText("Successfully saved tokens options.").waitFor();
  expect((await pb.settings.getAll()).recordVerificationToken.duration).toBe(7300);
});
