import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { axeLightAndDark } from "./helpers/axe-audit.ts";
import { asRemotePocketBase } from "./helpers/remote-pocketbase.ts";
import { poll, setupSettingsSuite } from "./helpers/settings-suite.ts";

const expectNoErrors = (e: string[]) => expect(e).toEqual([]);

/** Replaces the statement in the (lazily loaded) CodeMirror editor; insertText skips bracket closing. */
async function typeQuery(page: Page, sql: string) {
  const editor = page.locator(".sql-console .cm-content");
  await editor.click();
  await page.keyboard.press("Control+a");
  await page.keyboard.insertText(sql);
}

describe("Settings > SQL console", () => {
  const suite = setupSettingsSuite({ beforeAll, afterAll, afterEach, expectNoErrors }, "embedded");

  test("runs a read, shows the rows, exports them as CSV, and passes axe", async () => {
    const { page } = await suite.open("/settings/sql");
    await page
      .getByRole("navigation", { name: "Settings menu" })
      .getByRole("link", { name: "SQL console" })
      .waitFor();
    await typeQuery(
      page,
      "SELECT name, type FROM _collections WHERE name IN ('users', 'view1') ORDER BY name",
    );
    await page.getByRole("button", { name: "Run query" }).click();
    const table = page.getByRole("table", { name: "Query result" });
    await poll(() => table.locator("tbody tr").allInnerTexts()).toEqual(["users\tauth", "view1\tview"]);
    expect(await table.locator("thead th").allInnerTexts()).toEqual(["name", "type"]);
    await page.getByText("2 rows.").waitFor();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export as CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("query_result.csv");
    const path = await download.path();
    const { readFileSync } = await import("node:fs");
    expect(readFileSync(path, "utf8")).toBe("name,type\r\nusers,auth\r\nview1,view\r\n");

    expect(await axeLightAndDark(page, ".settings-content")).toEqual([]);
  });

  test("the fresh console's editor is empty, shows the example as a placeholder, and a typed query runs", async () => {
    const { page } = await suite.open("/settings/sql");
    const editor = page.locator(".sql-console .cm-content");
    await editor.waitFor();
    const placeholder = page.locator(".sql-console .cm-placeholder");
    expect(await placeholder.textContent()).toBe("SELECT name, type FROM _collections ORDER BY name");
    expect(await page.getByRole("button", { name: "Run query" }).isDisabled()).toBe(true);
    await editor.click();
    await page.keyboard.type("SELECT 1 AS one"); // typed as a person does, no select-all first
    await page.getByRole("button", { name: "Run query" }).click();
    const table = page.getByRole("table", { name: "Query result" });
    await poll(() => table.locator("tbody tr").allInnerTexts()).toEqual(["1"]);
  });

  test("reads refuse writes, bad SQL shows SQLite's message, the row and time limits are said", async () => {
    const { page, allow } = await suite.open("/settings/sql");
    allow(/status of 400/);
    const runWith = async (sql: string) => {
      await typeQuery(page, sql);
      await page.keyboard.press("Control+Enter");
    };
    await runWith("DELETE FROM demo1");
    await page.getByRole("alert").getByText("Attempt to write a readonly database.").waitFor();
    await runWith("SELEKT 1");
    await page.getByRole("alert").getByText('Near "SELEKT": syntax error.').waitFor();
    await runWith(
      "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 900) SELECT x FROM n",
    );
    await page.getByText("500 rows (limited to 500; more rows were left out).").waitFor();
    expect(await page.getByRole("table", { name: "Query result" }).locator("tbody tr").count()).toBe(500);
    // rows of 600,000 characters: cut at 2 MB, each cell at 10,000 characters
    await runWith(
      "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 500) SELECT x, hex(zeroblob(300000)) FROM n",
    );
    await page
      .getByText(/^\d+ rows \(the result is larger than 2 MB; more rows were left out\)\.$/)
      .waitFor({ timeout: 20_000 });
    await runWith("WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n");
    await page
      .getByRole("alert")
      .getByText("The query was stopped: it ran longer than the time limit of 5 s.")
      .waitFor({ timeout: 20_000 });
    expect(await page.getByRole("table", { name: "Query result" }).count()).toBe(0);
  });

  test("writes need the toggle and a confirmation, then change the data; system tables are refused", async () => {
    const { page, allow } = await suite.open("/settings/sql");
    allow(/status of 400/);
    await typeQuery(page, "UPDATE users SET name = 'renamed by sql' WHERE email = 'test@example.com'");
    await page.getByLabel("Allow writes (runs in a transaction, after a confirmation)").check();
    await page.getByRole("button", { name: "Run query" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Run this statement with writes allowed?", { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Run" }).click();
    await page.getByText("1 row changed.").waitFor();
    await typeQuery(page, "DELETE FROM _admins");
    await page.getByRole("button", { name: "Run query" }).click();
    await dialog.getByRole("button", { name: "Run" }).click();
    await page
      .getByRole("alert")
      .getByText("The SQL console cannot write to _admins: system tables are changed through the API.")
      .waitFor();
    const admin = await suite.admin();
    const user = await admin.collection("users").getFirstListItem('email = "test@example.com"');
    expect(user.name).toBe("renamed by sql");
  });

  test("hidden on a remote PocketBase (the endpoint answers 404 there)", async () => {
    const watched = await suite.open("/settings");
    const { page } = watched;
    await asRemotePocketBase(watched);
    const menu = page.getByRole("navigation", { name: "Settings menu" });
    await menu.getByRole("link", { name: "Backups" }).waitFor();
    expect(await menu.getByRole("link", { name: "SQL console" }).count()).toBe(0);
    await page.goto(`${suite.consoleUrl()}#/settings/sql`);
    await page
      .getByText("This backend is a remote PocketBase, which has no SQL console.", { exact: false })
      .waitFor();
  });
});
