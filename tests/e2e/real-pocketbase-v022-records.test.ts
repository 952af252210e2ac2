/**
 * Records export and import through `pbdeck --backend URL` in front of the last real PocketBase v0.22.x:
 * the console pages the server's list into one CSV or JSON file (the real server has no streamed
 * export), and the JSON file imported back gives the same records.
 */
import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { setupSuite } from "./helpers/console-app.ts";
import { adminClient, createPeople, PEOPLE } from "./helpers/people-collection.ts";

const suite = setupSuite(
  { beforeAll, afterAll, afterEach, expectNoErrors: (e: string[]) => expect(e).toEqual([]) },
  { real: true, server: "v0.22" },
);
let collectionId = "";

/** The embedded tests' people collection, with the json size limit v0.20+ requires. */
beforeAll(async () => {
  collectionId = (await createPeople(suite.app().apiUrl, "people", 2_000_000)).id;
});

async function exportAs(page: Page, format: "CSV" | "JSON") {
  await page.getByRole("button", { name: "Export records" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: `Export as ${format}` }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile((await file.path()) ?? "", "utf8") };
}

test("CSV and JSON exports hold every record; the JSON imported back gives the same records", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${collectionId}&sort=id`);
  await page.getByText("Showing 3 of 3").waitFor();

  const csv = await exportAs(page, "CSV");
  expect(csv.name).toMatch(/^people_\d{8}-\d{6}\.csv$/);
  const parsed = Papa.parse<Record<string, string>>(csv.text, { header: true, skipEmptyLines: true });
  expect(parsed.meta.fields).toEqual(["id", "name", "age", "active", "tags", "meta", "created", "updated"]);
  expect(parsed.data.map(({ created, updated, ...rest }) => rest)).toEqual([
    { id: "person000000001", name: "Ada", age: "36", active: "true", tags: '["a","b"]', meta: '{"x":1}' },
    { id: "person000000002", name: "Bob, Jr.", age: "12", active: "false", tags: "[]", meta: "" },
    { id: "person000000003", name: 'Cy "C"', age: "48", active: "true", tags: '["c"]', meta: "[1,2]" },
  ]);
  await page.getByText("Successfully exported 3 record(s).").waitFor();

  const json = await exportAs(page, "JSON");
  const rows = JSON.parse(json.text) as Array<Record<string, unknown>>;
  expect(rows.map(({ created, updated, ...rest }) => rest)).toEqual(PEOPLE);

  // round trip: every record deleted, then the JSON file imported
  const pb = await adminClient(suite.app().apiUrl);
  for (const r of await pb.collection(collectionId).getFullList())
    await pb.collection(collectionId).delete(r.id);
  await page.getByRole("button", { name: "Refresh" }).click();
  await page.getByRole("button", { name: "Import" }).click();
  const panel = page.getByRole("dialog", { name: "Import people records" });
  await panel.getByLabel("Records file (CSV with a header row, or a JSON array)").setInputFiles({
    name: "people.json",
    mimeType: "application/json",
    buffer: Buffer.from(json.text),
  });
  await panel.getByRole("button", { name: "Import 3 record(s)" }).click();
  await panel.getByRole("region", { name: "Import summary" }).getByText("Created: 3 · Failed: 0").waitFor();
  const back = await pb.collection(collectionId).getFullList({ sort: "id" });
  expect(
    back.map(({ id, name, age, active, tags, meta }) => ({ id, name, age, active, tags, meta })),
  ).toEqual(PEOPLE);
});
