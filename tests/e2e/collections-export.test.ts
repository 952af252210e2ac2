import PocketBase from "pocketbase";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import type { Collection } from "../../shared/models.ts";
import { exportCollections } from "../../shared/schema/collections-export.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, setupSuite } from "./helpers/console-app.ts";
import { downloadExport } from "./helpers/export-download.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

async function expectedJson(): Promise<string> {
  const pb = new PocketBase(suite.app().apiUrl);
  await pb.admins.authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD);
  const list = await pb.collections.getFullList(100, { sort: "updated" });
  return exportCollections(list as unknown as Collection[]);
}

test("the export shows every collection as JSON without created/updated, and Copy puts it on the clipboard", async () => {
  const { page, context } = await suite.page({ signedIn: true });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: suite.app().apiUrl });
  await page.goto(`${suite.app().consoleUrl}#/settings/export-collections`);
  await page.getByRole("heading", { name: "Export collections" }).waitFor();
  const expected = await expectedJson();
  const parsed = JSON.parse(expected) as Record<string, unknown>[];
  expect(parsed.map((c) => c.name)).toContain("demo1");
  expect(parsed.length).toBe(11);
  for (const c of parsed) {
    expect(c).not.toHaveProperty("created");
    expect(c).not.toHaveProperty("updated");
  }
  expect(expected).toContain('\n    {\n        "id"');

  // the highlighted editor holds exactly the export text
  const editor = page.locator(".export-preview .cm-content");
  await editor.waitFor();
  await expect.poll(() => page.locator(".export-preview .cm-line").first().textContent()).toBe("[");
  await page.getByRole("button", { name: "Copy" }).click();
  await page.getByText("The configuration was copied to your clipboard!").waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
});

test("Download as JSON saves pb_schema.json with the same text", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.goto(`${suite.app().consoleUrl}#/settings/export-collections`);
  const { download, text } = await downloadExport(page);
  expect(download.suggestedFilename()).toBe("pb_schema.json");
  expect(text).toBe(await expectedJson());
});

test("Ctrl+A inside the preview selects only the preview text", async () => {
  const { page, context } = await suite.page({ signedIn: true });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: suite.app().apiUrl });
  await page.goto(`${suite.app().consoleUrl}#/settings/export-collections`);
  await page.locator(".export-preview .cm-content").click();
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Control+C");
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(await expectedJson());
});
