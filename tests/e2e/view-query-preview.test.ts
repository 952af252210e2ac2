import type { Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { axeLightAndDark } from "./helpers/axe-audit.ts";
import { setupSuite } from "./helpers/console-app.ts";
import { asRemotePocketBase } from "./helpers/remote-pocketbase.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

async function newViewCollection(page: Page): Promise<Locator> {
  await page.goto(`${suite.app().consoleUrl}#/collections`);
  await page.getByRole("button", { name: "New collection" }).click();
  const panel = page.getByRole("dialog", { name: "New collection" });
  await panel.getByLabel("Type").selectOption({ label: "View collection" });
  return panel;
}

async function typeQuery(panel: Locator, sql: string) {
  const input = panel.getByRole("textbox", { name: "Select query", exact: true });
  await expect.poll(() => input.isEditable()).toBe(true);
  await input.fill(sql);
}

test("the fields and first rows show while the query is typed; a failing query shows SQLite's reason", async () => {
  const watched = await suite.page({ signedIn: true });
  watched.allow(/status of 400/);
  const panel = await newViewCollection(watched.page);
  const preview = panel.getByRole("region", { name: "Query preview" });

  await typeQuery(panel, "select id, text as label, number from demo1 order by id");
  await preview.getByText("label (text), number (number)").waitFor();
  const rows = preview.getByRole("table", { name: "Query result" }).locator("tbody tr");
  await expect.poll(() => rows.count()).toBe(3);
  expect(await preview.locator("thead th").allInnerTexts()).toEqual(["id", "label", "number"]);
  expect(await axeLightAndDark(watched.page, '[role="dialog"] .view-query-preview')).toEqual([]);

  await typeQuery(panel, "select id, missing_column from demo1");
  await preview.getByRole("alert").getByText("The query fails: no such column: missing_column.").waitFor();
  expect(await preview.getByRole("table").count()).toBe(0);

  await typeQuery(panel, "select text from demo1");
  await preview
    .getByRole("alert")
    .getByText(/^The query fails: missing required id column/)
    .waitFor();
});

test("on a remote PocketBase (no dry-run endpoint) the preview says so; errors come on save", async () => {
  const watched = await suite.page({ signedIn: true });
  await asRemotePocketBase(watched);
  const panel = await newViewCollection(watched.page);
  await typeQuery(panel, "select id from demo1");
  await panel
    .getByText(
      "Live preview needs pbdeck's embedded backend; this PocketBase server checks the query when you save.",
    )
    .waitFor();
});
