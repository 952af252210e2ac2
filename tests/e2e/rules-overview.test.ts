import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { axeLightAndDark } from "./helpers/axe-audit.ts";
import { setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

test("every collection's five rules side by side, public only, and a click opens that rule in the editor", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page
    .getByRole("navigation", { name: "Collections overviews" })
    .getByRole("link", { name: "API rules overview" })
    .click();
  await page.getByRole("heading", { name: "API rules overview" }).waitFor();
  const table = page.getByRole("table", { name: "API rules of each collection" });
  const row = (name: string) => table.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
  await row("demo2").waitFor();
  expect(await table.locator("thead th").allInnerTexts()).toEqual([
    "Collection",
    "List/Search",
    "View",
    "Create",
    "Update",
    "Delete",
  ]);
  // demo4: "" | "" | conditional | conditional | ""
  expect(await row("demo4").getByRole("button").allInnerTexts()).toEqual([
    "Public",
    "Public",
    "Conditional",
    "Conditional",
    "Public",
  ]);
  expect(await row("demo1").getByRole("button").allInnerTexts()).toEqual(Array(5).fill("Admins only"));
  // a view has list and view rules only
  expect(await row("view2").getByRole("cell").allInnerTexts()).toEqual([
    "Public",
    "Public",
    "n/a",
    "n/a",
    "n/a",
  ]);
  await page.getByText("11 collections, 18 public rules").waitFor();
  expect(await axeLightAndDark(page, ".rules-overview")).toEqual([]);

  await page.getByLabel("Public only").check();
  await expect
    .poll(() => table.locator("tbody th a").allTextContents())
    .toEqual(["demo2", "demo4", "nologin", "numeric_id_view", "users", "view2"]);

  await row("users").getByRole("button", { name: "Public: users Create rule" }).click();
  const panel = page.getByRole("dialog", { name: "Edit collection" });
  await expect.poll(() => panel.getByRole("tab", { selected: true }).textContent()).toContain("API Rules");
  await expect
    .poll(() =>
      page.evaluate(
        () => document.activeElement?.closest(".rule-field")?.querySelector("label")?.textContent,
      ),
    )
    .toBe("Create rule");
});
