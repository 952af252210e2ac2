/**
 * Logs and records transfers through `pbdeck --backend URL` in front of the real PocketBase v0.18.1
 * binary (one server for the file): the logs list, a row's detail and the chart; a records export the
 * console pages (the real server has no streamed export); a records import. The steps and selectors
 * are those of logs, records-export(-large) and records-import.
 */
import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { setupSuite } from "./helpers/console-app.ts";
import { createGeneratedCollection } from "./helpers/generated-collection.ts";
import { columnTexts, guestRequest, openLogs, poll, urlTexts } from "./helpers/logs-page.ts";
import { adminClient, createPeople, PEOPLE } from "./helpers/people-collection.ts";

const suite = setupSuite(
  { beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) },
  { real: true },
);
const COUNT = 1_200; // 3 pages of 500
let generatedId = "";
let peopleId = "";

beforeAll(async () => {
  generatedId = await createGeneratedCollection(suite.app(), "generated", COUNT);
  peopleId = (await createPeople(suite.app().apiUrl)).id;
});

test("logs: the server's requests are listed, a row opens its detail, the chart is drawn", async () => {
  // guest requests of this run on unique paths (404s), logged by the real server
  for (const n of [1, 2, 3]) await guestRequest(suite.app().apiUrl, `/api/e2e-real-${n}`);
  const { page } = await suite.page({ signedIn: true });
  await openLogs(page, suite.app().consoleUrl, { filter: 'url ~ "/api/e2e-real"' });
  // the real server writes its logs a moment after answering: reload until all three are there
  await poll(async () => {
    await page.reload();
    await page.getByRole("heading", { name: "Request logs" }).waitFor();
    await page.locator(".log-row, .state-panel").first().waitFor();
    return (await columnTexts(page, 1)).length;
  }).toBe(3);
  expect(await columnTexts(page, 5)).toEqual(["404", "404", "404"]);
  await page.getByText("Showing 3 of 3").waitFor();

  const chart = page.getByTestId("requests-chart");
  await chart.locator("svg").first().waitFor();
  await page.getByText("3 log(s)").waitFor();

  await page.locator(".log-row").first().click();
  const panel = page.getByRole("dialog", { name: "Request log" });
  await panel.waitFor();
  const labels = await panel.locator(".log-details th").allTextContents();
  const values = await panel.locator(".log-details td").allTextContents();
  const detail = Object.fromEntries(labels.map((label, i) => [label, values[i]]));
  expect(detail).toMatchObject({ Status: "404", Method: "GET", URL: "/api/e2e-real-3", Auth: "guest" });
});

test("logs: Follow prepends the requests the real server logs meanwhile", async () => {
  const { page } = await suite.page({ signedIn: true });
  const tag = `e2e-follow-${Date.now()}`;
  await openLogs(page, suite.app().consoleUrl, { filter: tag });
  await page.getByText("No logs found.").waitFor();
  await page.getByRole("switch", { name: "Follow" }).check();
  await guestRequest(suite.app().apiUrl, `/api/${tag}/1`);
  await guestRequest(suite.app().apiUrl, `/api/${tag}/2`);
  await poll(() => urlTexts(page)).toEqual([`/api/${tag}/2`, `/api/${tag}/1`]);
  await page.getByText("Showing 2 of 2").waitFor();
});

test("records export: the console pages the real server's list into one file with every row", async () => {
  const { page } = await suite.page({ signedIn: true });
  const pages: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/records?") && r.url().includes("perPage=500")) pages.push(r.url());
  });
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${generatedId}&sort=id`);
  await page.getByText(`Showing 30 of ${COUNT}`).waitFor();
  await page.getByRole("button", { name: "Export records" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Export as CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^generated_\d{8}-\d{6}\.csv$/);
  const csv = Papa.parse<Record<string, string>>(await readFile(await file.path(), "utf8"), {
    header: true,
    skipEmptyLines: true,
  });
  expect(csv.meta.fields).toEqual(["id", "title", "score", "active", "created", "updated"]);
  expect(csv.data.map((row) => row.id)).toEqual(
    Array.from({ length: COUNT }, (_, n) => `r${String(n).padStart(14, "0")}`),
  );
  expect(csv.data[1111]).toMatchObject({ title: "record 1111", score: "111", active: "true" });
  await page.getByText(`Successfully exported ${COUNT} record(s).`).waitFor();
  expect(pages.length).toBeGreaterThanOrEqual(3);
});

test("records export: JSON follows the list's filter, with the same values as on the embedded backend", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.goto(
    `${suite.app().consoleUrl}#/collections?collectionId=${peopleId}&sort=id&filter=${encodeURIComponent("age > 20")}`,
  );
  await page.getByText("Showing 2 of 2").waitFor();
  await page.getByRole("button", { name: "Export records" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Export as JSON" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^people_\d{8}-\d{6}\.json$/);
  const rows = JSON.parse(await readFile(await file.path(), "utf8")) as Array<Record<string, unknown>>;
  expect(rows.map(({ created, updated, ...rest }) => rest)).toEqual([PEOPLE[0], PEOPLE[2]]);
  expect(Object.keys(rows[0])).toEqual(["id", "name", "age", "active", "tags", "meta", "created", "updated"]);
});

test("records import: a CSV previews each row's errors and imports the valid rows", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${peopleId}`);
  await page.getByText(/^Showing \d+ of \d+$/).waitFor();
  await page.getByRole("button", { name: "Import" }).click();
  const panel = page.getByRole("dialog", { name: "Import people records" });
  const csv = ["name,age,tags", "Dee,20,a", ",30,b", "Eve,old,c", 'Gus,50,"a,b"'].join("\n");
  await panel
    .getByLabel("Records file (CSV with a header row, or a JSON array)")
    .setInputFiles({ name: "people.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  const rows = panel.getByRole("table", { name: "Import preview" }).locator("tbody tr");
  await expect.poll(() => rows.count()).toBe(4);
  expect(await rows.nth(0).locator("td").last().textContent()).toBe("OK");
  expect(await rows.nth(1).locator("td").last().textContent()).toBe("name: Missing required value");
  expect(await rows.nth(2).locator("td").last().textContent()).toBe("age: Must be a valid number");
  await panel.getByRole("button", { name: "Import 4 record(s)" }).click();
  const summary = panel.getByRole("region", { name: "Import summary" });
  await summary.getByText("Created: 2 · Failed: 2").waitFor();
  await page.getByText("Showing 5 of 5").waitFor();
  const pb = await adminClient(suite.app().apiUrl);
  const gus = await pb.collection(peopleId).getFirstListItem('name = "Gus"');
  expect(gus.tags).toEqual(["a", "b"]);
  expect(gus.age).toBe(50);
});
