import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { axeLightAndDark } from "./helpers/axe-audit.ts";
import { FIXTURE_ONLY, poll, setupLogsSuite } from "./helpers/logs-page.ts";

const { suite, open } = setupLogsSuite();

test("ticked logs export as JSON, exactly as the API gives them", async () => {
  const { page } = await suite.page({ signedIn: true });
  await open(page, { filter: FIXTURE_ONLY });
  const rows = page.locator(".logs-table tbody tr.log-row");
  await rows.nth(2).waitFor();
  const ids = await Promise.all([0, 2].map((i) => rows.nth(i).getAttribute("data-id")));
  for (const id of ids) await page.getByRole("checkbox", { name: `Select log ${id}` }).check();
  const bar = page.getByRole("region", { name: "Selected logs" });
  await poll(() => bar.textContent()).toContain("Selected 2 log(s)");
  // ticking does not open the log
  expect(await page.getByRole("dialog", { name: "Request log" }).count()).toBe(0);
  // the new bar only: the table's status and method labels belong to the accessibility pass on the console
  expect(await axeLightAndDark(page, ".logs-selection-bar")).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    bar.getByRole("button", { name: "Export as JSON" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^logs_\d{4}-\d{2}-\d{2}_\d{6}\.json$/);
  const exported = JSON.parse(readFileSync(await download.path(), "utf8")) as { id: string }[];
  expect(exported.map((e) => e.id)).toEqual(ids);
  const pb = suite.app().pbdeck;
  const { default: PocketBase } = await import("pocketbase");
  const api = new PocketBase(pb.url);
  await api.admins.authWithPassword("test@example.com", "1234567890");
  expect(exported[0]).toEqual(await api.logs.getRequest(ids[0] ?? ""));

  await bar.getByRole("button", { name: "Reset" }).click();
  expect(await bar.count()).toBe(0);
});

test("Copy details puts the whole log entry on the clipboard", async () => {
  const { page, context } = await suite.page({ signedIn: true });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await open(page, { filter: FIXTURE_ONLY });
  const first = page.locator(".logs-table tbody tr.log-row").first();
  const id = await first.getAttribute("data-id");
  await first.locator(".col-url").click();
  const panel = page.getByRole("dialog", { name: "Request log" });
  await panel.getByRole("button", { name: "Copy details" }).click();
  await page.getByText("The log details were copied to your clipboard.").waitFor();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
    id: string;
    url: string;
  };
  expect(copied.id).toBe(id);
  expect(typeof copied.url).toBe("string");
});
