import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import PocketBase from "pocketbase";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { ADMIN_EMAIL, ADMIN_PASSWORD, setupSuite } from "./helpers/console-app.ts";
import { zipBuffer } from "./helpers/zip-buffer.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

// a real backup taken by the first test; later tests restore, inspect and re-upload it
const FIRST = "first_backup.zip";
let firstBackup: Buffer | undefined;

async function admin(): Promise<PocketBase> {
  const pb = new PocketBase(suite.app().apiUrl);
  await pb.admins.authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD);
  return pb;
}

/** A signed-in page; the once-per-session Inspect probe asks for a backup that does not exist (a 400). */
async function backupsPage() {
  const watched = await suite.page({ signedIn: true });
  watched.allow(/pbdeck-inspect-probe\.zip/);
  return watched;
}

async function openBackups(page: Page): Promise<void> {
  await page.goto(`${suite.app().consoleUrl}#/settings/backups`);
  await page.getByRole("heading", { name: "Backups" }).waitFor();
}

function row(page: Page, key: string) {
  return page.getByRole("listitem", { name: key, exact: true });
}

test("empty list, then a named backup is created and listed with its size and date", async () => {
  const { page } = await backupsPage();
  // the health check answers late: until it says a backup is possible, creating one is off
  let answerHealth = () => {};
  const healthHeld = new Promise<void>((done) => {
    answerHealth = done;
  });
  await page.route("**/api/health*", async (route) => {
    await healthHeld;
    await route.continue();
  });
  await openBackups(page);
  await page.getByText("No backups yet.").waitFor();
  expect(await page.getByRole("button", { name: "Initialize new backup" }).isDisabled()).toBe(true);
  answerHealth();
  await expect.poll(() => page.getByRole("button", { name: "Initialize new backup" }).isEnabled()).toBe(true);

  await page.getByRole("button", { name: "Initialize new backup" }).click();
  const dialog = page.getByRole("dialog", { name: "Initialize new backup" });
  const name = dialog.getByLabel("Backup name");
  await name.fill("Bad Name.zip");
  await dialog.getByText("Must be in the format [a-z0-9_-].zip").waitFor();
  expect(await dialog.getByRole("button", { name: "Start backup" }).isDisabled()).toBe(true);
  await name.fill(FIRST);
  await dialog.getByRole("button", { name: "Start backup" }).click();
  await page.getByText("Successfully generated new backup.").waitFor();
  await dialog.waitFor({ state: "detached" });

  const listed = (await (await admin()).backups.getFullList()).find((b) => b.key === FIRST);
  expect(listed).toBeDefined();
  const text = await row(page, FIRST).textContent();
  expect(text).toContain(FIRST);
  expect(text).toMatch(/\d+(\.\d+)? (KB|MB)/);
  expect(text).toContain(String(listed?.modified).slice(0, 10));
});

test("a backup without a name gets one; the list is newest first; a taken name is refused", async () => {
  const { page, allow } = await backupsPage();
  allow(/status of 400/);
  await openBackups(page);
  await row(page, FIRST).waitFor();
  await page.getByRole("button", { name: "Initialize new backup" }).click();
  await page
    .getByRole("dialog", { name: "Initialize new backup" })
    .getByRole("button", { name: "Start backup" })
    .click();
  await page.getByText("Successfully generated new backup.").waitFor();
  await expect.poll(() => page.locator(".backup-row").count()).toBe(2);

  // a taken name: the server's message under the field, the dialog stays
  await page.getByRole("button", { name: "Initialize new backup" }).click();
  const dialog = page.getByRole("dialog", { name: "Initialize new backup" });
  await dialog.getByLabel("Backup name").fill(FIRST);
  await dialog.getByRole("button", { name: "Start backup" }).click();
  await dialog
    .locator(".field-message")
    .getByText("The backup file name is invalid or already exists.")
    .waitFor();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await dialog.waitFor({ state: "detached" });
  const names = await page.locator(".backup-name").allTextContents();
  expect(names[1]).toBe(FIRST);
  expect(names[0]).toMatch(/^pb_backup_[a-z0-9_]*\d{14}\.zip$/);
});

test("Download saves the archive under its name through a file token", async () => {
  const { page } = await backupsPage();
  await openBackups(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    row(page, FIRST).getByRole("button", { name: "Download" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(FIRST);
  expect(download.url()).toContain("token=");
  firstBackup = await readFile(await download.path());
  const listed = (await (await admin()).backups.getFullList()).find((b) => b.key === FIRST);
  expect(firstBackup.length).toBe(listed?.size);
  expect(firstBackup.subarray(0, 2).toString()).toBe("PK");
});

test("Inspect shows the collections in a backup and how they differ from the live data", async () => {
  const { page } = await backupsPage();
  const pb = await admin();
  // live data moves on: two demo2 records are deleted after the backup
  const demo2 = await pb.collection("demo2").getFullList();
  await pb.collection("demo2").delete(demo2[0].id);
  await pb.collection("demo2").delete(demo2[1].id);
  await openBackups(page);
  await row(page, FIRST).getByRole("button", { name: "Inspect" }).click();
  const panel = page.getByRole("dialog", { name: `Inside ${FIRST}` });
  const demo2Row = panel.getByRole("row", { name: "demo2" });
  await demo2Row.waitFor();
  expect(await demo2Row.locator("td").allTextContents()).toEqual([
    "demo2",
    "base",
    "3",
    "1",
    "More records in the backup",
  ]);
  expect(await panel.getByRole("row", { name: "demo3" }).locator("td").allTextContents()).toEqual([
    "demo3",
    "base",
    "4",
    "4",
    "Same",
  ]);
  expect(await panel.getByRole("row", { name: "view1" }).locator("td").nth(2).textContent()).toBe("—");
  await panel.getByText("1 of 11 collections differ from the live data.", { exact: false }).waitFor();
  await panel.getByRole("button", { name: "Close" }).first().click();
});

test("Restore asks for the exact name, says it waits for a busy backend, then brings the deleted records back and reconnects", async () => {
  const { page } = await backupsPage();
  const pb = await admin();
  expect((await pb.collection("demo2").getList(1, 1)).totalItems).toBe(1);
  await openBackups(page);
  await row(page, FIRST).getByRole("button", { name: "Restore" }).click();
  const dialog = page.getByRole("dialog", { name: `Restore ${FIRST}` });
  // the safe choice has the focus
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
  const submit = dialog.getByRole("button", { name: "Restore backup" });
  await dialog.getByLabel(/Type the backup name/).fill(FIRST.slice(0, -1));
  expect(await submit.isDisabled()).toBe(true);
  await dialog.getByLabel(/Type the backup name/).fill(FIRST);
  // the health check says busy until released: the reload waits for it past its 2 s, and says so
  let busy = true;
  await page.route("**/api/health*", async (route) => {
    if (!busy) return route.continue();
    await route.fulfill({
      json: { code: 200, message: "API is healthy.", data: { canBackup: false } },
    });
  });
  await submit.click();
  await dialog.getByText(/the console reconnects as soon as the backend is back/).waitFor();
  await page.getByRole("button", { name: "Backup/restore operation is in process" }).waitFor();
  await dialog
    .getByText(
      `The backend is still restoring ${FIRST}: the console reloads once its health check says the restore is done, which can take longer than 2 s on large data...`,
    )
    .waitFor();
  busy = false;
  await page
    .getByText(`The backend finished restoring ${FIRST} and the console reconnected.`)
    .waitFor({ timeout: 30_000 });
  expect((await (await admin()).collection("demo2").getList(1, 1)).totalItems).toBe(3);
});

test("Delete asks with No focused; Yes deletes and says so", async () => {
  const { page } = await backupsPage();
  await openBackups(page);
  await expect.poll(() => page.locator(".backup-row").count()).toBe(2);
  const other = (await page.locator(".backup-name").allTextContents()).find((k) => k !== FIRST) as string;
  await row(page, other).getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog");
  await confirm.getByText(`Do you really want to delete ${other}?`).waitFor();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("No");
  await page.keyboard.press("Enter");
  await confirm.waitFor({ state: "detached" });
  await row(page, other).waitFor();
  await row(page, other).getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Yes" }).click();
  await page.getByText(`Successfully deleted ${other}.`).waitFor();
  await row(page, other).waitFor({ state: "detached" });
  expect((await (await admin()).backups.getFullList()).map((b) => b.key)).toEqual([FIRST]);
});

test("Upload shows its progress and lists the uploaded archive", async () => {
  const { page, context } = await backupsPage();
  await openBackups(page);
  // a valid archive big enough to watch: the real backup's files plus 3 MB of noise
  const archive = await zipBuffer(firstBackup as Buffer, { "storage/noise.bin": 3 * 1024 * 1024 });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector("progress[aria-label='Upload progress']");
      const value = bar ? Number(bar.getAttribute("aria-valuenow")) : Number.NaN;
      if (!Number.isNaN(value) && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.getByLabel("Backup archive").setInputFiles({
    name: "uploaded.zip",
    mimeType: "application/zip",
    buffer: archive,
  });
  await page.getByRole("progressbar", { name: "Upload progress" }).waitFor();
  await page.getByText("Successfully uploaded a new backup.").waitFor({ timeout: 30_000 });
  await row(page, "uploaded.zip").waitFor();
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  expect(seen.some((v) => v > 0 && v < 100)).toBe(true);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  const listed = (await (await admin()).backups.getFullList()).find((b) => b.key === "uploaded.zip");
  expect(listed?.size).toBe(archive.length);
});

test("an upload under way is cancelled by its fixed key: signing out stops it and nothing is stored", async () => {
  const { page, context } = await backupsPage();
  await openBackups(page);
  const archive = await zipBuffer(firstBackup as Buffer, { "storage/noise.bin": 3 * 1024 * 1024 });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    // slow enough (about 24 s) that a loaded machine still signs out before it ends (seen in CI at 512 KiB/s)
    uploadThroughput: 128 * 1024,
  });
  await page.getByLabel("Backup archive").setInputFiles({
    name: "cancelled.zip",
    mimeType: "application/zip",
    buffer: archive,
  });
  await page.getByRole("progressbar", { name: "Upload progress" }).waitFor();
  // signing out cancels every request under way, by its key
  await page.getByRole("button", { name: `Account ${ADMIN_EMAIL}` }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await page.waitForURL((url) => url.hash === "#/login");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // unthrottled, an upload still running would end in well under a second: wait far longer, then
  // the archive must not be there
  await new Promise((done) => setTimeout(done, 9000));
  const keys = (await (await admin()).backups.getFullList()).map((b) => b.key);
  expect(keys).not.toContain("cancelled.zip");
  expect(await page.locator(".toast").count()).toBe(0);
});

test("a file that is not a zip is refused, by name in the browser and by content on the server", async () => {
  const { page, allow } = await backupsPage();
  allow(/status of 400/);
  await openBackups(page);
  await page.getByLabel("Backup archive").setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not a backup"),
  });
  await page.getByText("notes.txt is not a zip archive: only .zip backups can be uploaded.").waitFor();
  await page.getByLabel("Backup archive").setInputFiles({
    name: "fake.zip",
    mimeType: "application/zip",
    buffer: Buffer.from("plain text in disguise"),
  });
  await page.getByText('"fake.zip" mime type must be one of: application/zip').waitFor();
  const keys = (await (await admin()).backups.getFullList()).map((b) => b.key);
  expect(keys).not.toContain("notes.txt");
  expect(keys).not.toContain("fake.zip");
});

test("a zip cut off mid-way cannot be restored or inspected; the data stays as it was", async () => {
  const { page, allow } = await backupsPage();
  allow(/status of 400/);
  const pb = await admin();
  const before = (await pb.collection("demo3").getFullList()).map((r) => r.id);
  const cut = (firstBackup as Buffer).subarray(0, Math.floor((firstBackup as Buffer).length / 2));
  await openBackups(page);
  await page
    .getByLabel("Backup archive")
    .setInputFiles({ name: "cut.zip", mimeType: "application/zip", buffer: cut });
  await page.getByText("Successfully uploaded a new backup.").waitFor();
  // after a reload the smallest archive, the broken one, is what tells whether Inspect exists
  await page.reload();
  await row(page, "cut.zip").getByRole("button", { name: "Inspect" }).click();
  await page.locator(".toast-error").filter({ hasText: "Invalid backup archive" }).waitFor();

  await row(page, "cut.zip").getByRole("button", { name: "Restore" }).click();
  const dialog = page.getByRole("dialog", { name: "Restore cut.zip" });
  await dialog.getByLabel(/Type the backup name/).fill("cut.zip");
  await dialog.getByRole("button", { name: "Restore backup" }).click();
  const toast = page.locator(".toast-error").filter({ hasText: "Invalid backup archive" });
  await toast.nth(0).waitFor();
  expect(await dialog.getByRole("button", { name: "Restore backup" }).isEnabled()).toBe(true);
  expect((await pb.collection("demo3").getFullList()).map((r) => r.id)).toEqual(before);
  expect((await pb.health.check()).data).toEqual({ canBackup: true });
});

test("against a backend without the inspect endpoint (a real PocketBase answers 404) Inspect is hidden", async () => {
  const { page, allow } = await backupsPage();
  allow(/status of 404/);
  // stands in for PocketBase's router: the route does not exist there
  await page.route(
    (url) => /\/api\/backups\/[^/]+\/inspect$/.test(url.pathname),
    (route) =>
      route.fulfill({
        status: 404,
        contentType: "application/json",
        body: JSON.stringify({ code: 404, message: "The requested resource wasn't found.", data: {} }),
      }),
  );
  const probe = page.waitForRequest((req) => req.url().endsWith("/inspect"));
  await openBackups(page);
  await row(page, FIRST).waitFor();
  await probe;
  await row(page, FIRST).getByRole("button", { name: "Download" }).waitFor();
  await expect.poll(() => page.getByRole("button", { name: "Inspect" }).count()).toBe(0);
});

test("a long backup: closing is refused while it starts, the dialog steps aside with a note, the list updates at the end", async () => {
  const { page } = await backupsPage();
  // hold the create request until the test lets it through: the backup is "long" from the console's side
  let release = () => {};
  const gate = new Promise<void>((done) => (release = done));
  await page.route(
    (url) => url.pathname.endsWith("/api/backups"),
    async (route) => {
      if (route.request().method() === "POST") await gate;
      await route.continue();
    },
  );
  await openBackups(page);
  await row(page, FIRST).waitFor();
  await page.getByRole("button", { name: "Initialize new backup" }).click();
  const dialog = page.getByRole("dialog", { name: "Initialize new backup" });
  await dialog.getByLabel("Backup name").fill("slow.zip");
  await dialog.getByRole("button", { name: "Start backup" }).click();
  await dialog.getByRole("button", { name: "Starting backup..." }).waitFor();
  await page.keyboard.press("Escape");
  await page.getByText("A backup has already been started, please wait.").waitFor();
  await page
    .getByText("The backup was started but may take a while to complete. You can come back later.")
    .waitFor();
  await dialog.waitFor({ state: "detached" });
  release();
  await page.getByText("Successfully generated new backup.").waitFor();
  await row(page, "slow.zip").waitFor();
});
