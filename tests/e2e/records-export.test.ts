import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { setupSuite } from "./helpers/console-app.ts";
import { createPeople, PEOPLE } from "./helpers/people-collection.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });
let collectionId = "";

beforeAll(async () => {
  collectionId = (await createPeople(suite.app().apiUrl)).id;
});

async function exportAs(page: Page, format: "CSV" | "JSON"): Promise<{ name: string; text: string }> {
  await page.getByRole("button", { name: "Export records" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: `Export as ${format}` }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), "utf8") };
}

test("CSV export writes every matching record, files and relations as ids, arrays as JSON", async () => {
  const { page } = await suite.page({ signedIn: true });
  // sorted by id
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${collectionId}&sort=id`);
  await page.getByText("Showing 3 of 3").waitFor();
  const { name, text } = await exportAs(page, "CSV");
  expect(name).toMatch(/^people_\d{8}-\d{6}\.csv$/);
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.meta.fields).toEqual(["id", "name", "age", "active", "tags", "meta", "created", "updated"]);
  expect(parsed.data.map(({ created, updated, ...rest }) => rest)).toEqual([
    { id: "person000000001", name: "Ada", age: "36", active: "true", tags: '["a","b"]', meta: '{"x":1}' },
    { id: "person000000002", name: "Bob, Jr.", age: "12", active: "false", tags: "[]", meta: "" },
    { id: "person000000003", name: 'Cy "C"', age: "48", active: "true", tags: '["c"]', meta: "[1,2]" },
  ]);
  expect(text.split("\r\n")).toHaveLength(5); // header, 3 rows, the final line break
  expect(text.split("\r\n")[2]).toMatch(/^person000000002,"Bob, Jr.",12,false,\[\],,/);
  await page.getByText("Successfully exported 3 record(s).").waitFor();
});

test("JSON export follows the list's filter", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.goto(
    `${suite.app().consoleUrl}#/collections?collectionId=${collectionId}&sort=id&filter=${encodeURIComponent("age > 20")}`,
  );
  await page.getByText("Showing 2 of 2").waitFor();
  const { name, text } = await exportAs(page, "JSON");
  expect(name).toMatch(/^people_\d{8}-\d{6}\.json$/);
  const rows = JSON.parse(text) as Array<Record<string, unknown>>;
  expect(rows.map(({ created, updated, ...rest }) => rest)).toEqual(
    [PEOPLE[0], PEOPLE[2]].map((p) => ({ ...p })),
  );
  expect(Object.keys(rows[0])).toEqual(["id", "name", "age", "active", "tags", "meta", "created", "updated"]);
});

const names = (page: Page) => page.locator(".records-table tbody tr td:nth-child(3)").allTextContents();

test("exports follow the list's sort (streamed on the embedded backend)", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${collectionId}`);
  await page.getByText("Showing 3 of 3").waitFor();
  await page.getByRole("button", { name: "age" }).click();
  await page.waitForURL(/sort=-age/);
  await expect.poll(() => names(page)).toEqual(['Cy "C"', "Ada", "Bob, Jr."]);
  const byAge = JSON.parse((await exportAs(page, "JSON")).text) as Array<Record<string, unknown>>;
  expect(byAge.map((row) => [row.name, row.age])).toEqual([
    ['Cy "C"', 48],
    ["Ada", 36],
    ["Bob, Jr.", 12],
  ]);

  await page.getByRole("button", { name: "age" }).click();
  await page.waitForURL(/sort=%2Bage/);
  await expect.poll(() => names(page)).toEqual(["Bob, Jr.", "Ada", 'Cy "C"']);
  const { text } = await exportAs(page, "CSV");
  const csv = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(csv.data.map((row) => row.name)).toEqual(["Bob, Jr.", "Ada", 'Cy "C"']);

  await page.getByRole("button", { name: "id", exact: true }).click();
  await page.waitForURL(/sort=-id/);
  await expect.poll(() => names(page)).toEqual(['Cy "C"', "Bob, Jr.", "Ada"]);
  const byId = JSON.parse((await exportAs(page, "JSON")).text) as Array<Record<string, unknown>>;
  expect(byId.map((row) => row.id)).toEqual(["person000000003", "person000000002", "person000000001"]);
});
