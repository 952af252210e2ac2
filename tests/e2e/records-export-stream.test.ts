/**
 * The streamed export's progress and Cancel, in Chromium: the page goes through a proxy that holds the
 * export after its first bytes, so the export stays in progress until the test cancels it; the backend
 * is then seen to stop reading (its read of data.db ends, so a WAL checkpoint gets through).
 */
import { DatabaseSync } from "node:sqlite";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { adminApi, setupSuite, signIn } from "./helpers/console-app.ts";
import { createGeneratedCollection } from "./helpers/generated-collection.ts";
import { type HoldingProxy, startHoldingProxy } from "./helpers/holding-proxy.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });
// more than the sockets between the backend and the proxy buffer: the backend is held mid-file
const COUNT = 200_000;
let collectionId = "";
let proxy: HoldingProxy | undefined;

beforeAll(async () => {
  collectionId = await createGeneratedCollection(suite.app(), "streamed", COUNT);
  proxy = await startHoldingProxy(suite.app().apiUrl);
});
afterAll(async () => {
  await proxy?.close();
});

/** A WAL checkpoint from a connection of its own: busy while the backend still reads an older snapshot. */
function checkpointBusy(): boolean {
  const db = new DatabaseSync(`${suite.app().pbdeck.dataDir}/data.db`);
  try {
    return (db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get() as { busy: number }).busy !== 0;
  } finally {
    db.close();
  }
}

test("streamed: progress with rows/s and time left, no id-order note; Cancel aborts it and the backend stops", async () => {
  const held = proxy as HoldingProxy;
  const consoleUrl = `${held.url}/_/`;
  const { page } = await suite.page();
  const downloads: string[] = [];
  page.on("download", (d) => downloads.push(d.suggestedFilename()));
  await signIn(page, consoleUrl);
  await page.goto(`${consoleUrl}#/collections?collectionId=${collectionId}`);
  await page.getByText(`Showing 30 of ${COUNT}`).waitFor();
  await page.getByRole("button", { name: "Export records" }).click();
  await page.getByRole("menuitem", { name: "Export as CSV" }).click();

  const bar = page.getByRole("progressbar", { name: "Exporting CSV" });
  await expect.poll(() => held.held()).toBe(1);
  await expect.poll(async () => Number(await bar.getAttribute("value"))).toBeGreaterThan(0);
  expect(await bar.getAttribute("max")).toBe(String(COUNT));
  await expect.poll(() => page.locator(".export-rate").textContent()).toMatch(/^[\d,]+ rows\/s · .+ left$/);
  expect(await page.locator(".export-order-note").count()).toBe(0);
  // the backend waits mid-file with its statement open: a write lands in the WAL and cannot be checkpointed
  await (await adminApi(suite.app())).collection("streamed").create({ title: "written while exporting" });
  expect(checkpointBusy()).toBe(true);

  await page.getByRole("button", { name: "Cancel export" }).click();
  await page.getByRole("button", { name: "Export records" }).waitFor();
  await expect.poll(() => held.closedByClient()).toBe(1);
  await expect.poll(checkpointBusy, { timeout: 10_000 }).toBe(false);
  expect(downloads).toEqual([]);
});
