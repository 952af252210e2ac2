import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { setupSuite } from "./helpers/console-app.ts";
import { adminClient, createPeople } from "./helpers/people-collection.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });
let collectionId = "";

beforeAll(async () => {
  collectionId = (await createPeople(suite.app().apiUrl)).id;
});

async function openImport(page: Page) {
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${collectionId}`);
  await page.getByText(/^Showing \d+ of \d+$/).waitFor();
  await page.getByRole("button", { name: "Import" }).click();
  return page.getByRole("dialog", { name: "Import people records" });
}

test("a CSV import previews each row's errors, imports the valid rows and lists the failed ones", async () => {
  const { page } = await suite.page({ signedIn: true });
  const panel = await openImport(page);
  const csv = [
    "Full name,age,tags,note",
    "Dee,20,a,x",
    ",30,b,y", // name is required
    "Eve,old,c,z", // not a number
    "Fay,40,z,w", // not a select value
    'Gus,50,"a,b",v',
  ].join("\n");
  await panel
    .getByLabel("Records file (CSV with a header row, or a JSON array)")
    .setInputFiles({ name: "people.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  // "Full name" is not a field: mapped by hand; "note" stays ignored
  expect(await panel.getByLabel("Field for column age").inputValue()).toBe("age");
  expect(await panel.getByLabel("Field for column note").inputValue()).toBe("");
  await panel.getByLabel("Field for column Full name").selectOption("name");
  const preview = panel.getByRole("table", { name: "Import preview" });
  const rows = preview.locator("tbody tr");
  await expect.poll(() => rows.count()).toBe(5);
  expect(await rows.nth(0).locator("td").last().textContent()).toBe("OK");
  expect(await rows.nth(1).locator("td").last().textContent()).toBe("name: Missing required value");
  expect(await rows.nth(2).locator("td").last().textContent()).toBe("age: Must be a valid number");
  expect(await rows.nth(3).locator("td").last().textContent()).toBe("tags: Invalid value z");
  await panel.getByRole("button", { name: "Import 5 record(s)" }).click();
  const summary = panel.getByRole("region", { name: "Import summary" });
  await summary.getByText("Created: 2 · Failed: 3").waitFor();
  expect(await summary.locator("li").allTextContents()).toEqual([
    "Row 2: name: Missing required value",
    "Row 3: age: Must be a valid number",
    "Row 4: tags: Invalid value z",
  ]);
  const download = page.waitForEvent("download");
  await summary.getByRole("button", { name: "Download failures" }).click();
  expect((await download).suggestedFilename()).toBe("people_import_failures.json");
  await page.getByText("Showing 5 of 5").waitFor(); // the list reloads after the import
  const pb = await adminClient(suite.app().apiUrl);
  const gus = await pb.collection(collectionId).getFirstListItem('name = "Gus"');
  expect(gus.tags).toEqual(["a", "b"]);
  expect(gus.age).toBe(50);
});

test("a JSON batch imports whole; server-side errors (a taken id) fail only their row", async () => {
  const { page, allow } = await suite.page({ signedIn: true });
  allow(/status of 400 \(Bad Request\).*\/records$/); // the taken id's create, reported in the summary
  const panel = await openImport(page);
  const rows = Array.from({ length: 24 }, (_, i) => ({
    name: `batch ${String(i).padStart(2, "0")}`,
    age: i,
    active: i % 2 === 0,
    meta: { i },
  }));
  rows.push({
    id: "person000000001",
    name: "dup",
    age: 1,
    active: true,
    meta: { i: -1 },
  } as (typeof rows)[0]);
  await panel.getByLabel("Records file (CSV with a header row, or a JSON array)").setInputFiles({
    name: "batch.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(rows)),
  });
  await panel.getByRole("button", { name: "Import 25 record(s)" }).click();
  const summary = panel.getByRole("region", { name: "Import summary" });
  await summary.getByText("Created: 24 · Failed: 1").waitFor();
  expect(await summary.locator("li").allTextContents()).toEqual([
    "Row 25: id: The model id is invalid or already exists.",
  ]);
  const pb = await adminClient(suite.app().apiUrl);
  const batch = await pb.collection(collectionId).getFullList({ filter: 'name ~ "batch"', sort: "name" });
  expect(batch).toHaveLength(24);
  expect(batch[3].meta).toEqual({ i: 3 });
  expect(batch[3].active).toBe(false);
  const dup = await pb.collection(collectionId).getOne("person000000001");
  expect(dup.name).toBe("Ada"); // the failed row changed nothing
});

test("a file that is not records shows its error under the field", async () => {
  const { page } = await suite.page({ signedIn: true });
  const panel = await openImport(page);
  await panel
    .getByLabel("Records file (CSV with a header row, or a JSON array)")
    .setInputFiles({ name: "bad.json", mimeType: "application/json", buffer: Buffer.from('{"a":1}') });
  await panel.getByText("The JSON file must hold an array of records.").waitFor();
  expect(await panel.getByRole("button", { name: /^Import \d/ }).count()).toBe(0);
});
