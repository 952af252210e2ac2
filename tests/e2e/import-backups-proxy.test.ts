/** Import with its impact counts and the backups actions, through `pbdeck --backend URL` (the proxy). */
import { readFile } from "node:fs/promises";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import type { Collection } from "../../shared/models.ts";
import { exportCollections } from "../../shared/schema/collections-export.ts";
import { setupSettingsSuite } from "./helpers/settings-suite.ts";
import { zipBuffer } from "./helpers/zip-buffer.ts";

const suite = setupSettingsSuite(
  { beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) },
  "proxy",
);

test("Delete missing counts the same records through the proxy and imports", async () => {
  const { page } = await suite.open("/settings/import-collections");
  const pb = await suite.admin();
  const file = (
    JSON.parse(exportCollections((await pb.collections.getFullList(200)) as unknown as Collection[])) as {
      name: string;
    }[]
  ).filter((c) => c.name !== "demo5");
  await page.getByLabel("Collections", { exact: true }).fill(JSON.stringify(file));
  await page.getByLabel("Delete missing").check();
  await page.getByRole("button", { name: "Review" }).click();
  const dialog = page.getByRole("dialog", { name: "Side-by-side diff" });
  await dialog.getByText("In total 2 records would lose data.").waitFor();
  await dialog.getByRole("button", { name: "Confirm and import" }).click();
  const confirm = page.getByRole("alertdialog");
  expect(await confirm.getByRole("listitem").allTextContents()).toEqual([
    "demo5.*: 2 records",
    "In total 2 records would lose data.",
  ]);
  await confirm.getByRole("button", { name: "Yes" }).click();
  await page.getByText("Successfully imported collections configuration.").waitFor();
  expect((await pb.collections.getFullList()).map((c) => c.name)).not.toContain("demo5");
});

test("backups through the proxy: create, download, upload with progress, inspect, restore", async () => {
  const { page, allow } = await suite.open("/settings/backups");
  allow(/pbdeck-inspect-probe\.zip/);
  const pb = await suite.admin();
  await page.getByText("No backups yet.").waitFor();
  await page.getByRole("button", { name: "Initialize new backup" }).click();
  const create = page.getByRole("dialog", { name: "Initialize new backup" });
  await create.getByLabel("Backup name").fill("proxied.zip");
  await create.getByRole("button", { name: "Start backup" }).click();
  await page.getByText("Successfully generated new backup.").waitFor();
  const row = (key: string) => page.getByRole("listitem", { name: key, exact: true });

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    row("proxied.zip").getByRole("button", { name: "Download" }).click(),
  ]);
  const archive = await readFile(await download.path());
  expect(archive.length).toBe((await pb.backups.getFullList())[0].size);

  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const value = Number(document.querySelector("progress")?.getAttribute("aria-valuenow") ?? Number.NaN);
      if (!Number.isNaN(value) && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.getByLabel("Backup archive").setInputFiles({
    name: "reuploaded.zip",
    mimeType: "application/zip",
    buffer: await zipBuffer(archive, { "storage/noise.bin": 1024 * 1024 }),
  });
  await page.getByText("Successfully uploaded a new backup.").waitFor();
  await row("reuploaded.zip").waitFor();
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  expect(seen.length).toBeGreaterThan(0);

  // records deleted after the backup come back with it
  const demo3 = await pb.collection("demo3").getFullList();
  await pb.collection("demo3").delete(demo3[0].id);
  await row("proxied.zip").getByRole("button", { name: "Inspect" }).click();
  const inspect = page.getByRole("dialog", { name: "Inside proxied.zip" });
  await inspect.getByRole("row", { name: "demo3" }).waitFor();
  expect(await inspect.getByRole("row", { name: "demo3" }).locator("td").allTextContents()).toEqual([
    "demo3",
    "base",
    "4",
    "3",
    "More records in the backup",
  ]);
  await inspect.getByRole("button", { name: "Close" }).first().click();

  await row("proxied.zip").getByRole("button", { name: "Restore" }).click();
  const restore = page.getByRole("dialog", { name: "Restore proxied.zip" });
  await restore.getByLabel(/Type the backup name/).fill("proxied.zip");
  await restore.getByRole("button", { name: "Restore backup" }).click();
  await page
    .getByText("The backend finished restoring proxied.zip and the console reconnected.")
    .waitFor({ timeout: 30_000 });
  expect((await (await suite.admin()).collection("demo3").getList(1, 1)).totalItems).toBe(4);
});
