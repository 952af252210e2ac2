/**
 * The settings pages through `pbdeck --backend URL` in front of the real PocketBase v0.18.1 binary
 * (one server for the file): application, mail (a test email delivered by the real server), files
 * storage (its S3 test), backups (create, download, restore) and collections export/import. The steps
 * and selectors are those of settings-*, backups and collections-* tests.
 */
import { readFile } from "node:fs/promises";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import type { Collection } from "../../shared/models.ts";
import { exportCollections } from "../../shared/schema/collections-export.ts";
import { type SmtpPeer, startSmtpPeer } from "../helpers/smtp-peer.ts";
import { downloadExport } from "./helpers/export-download.ts";
import { type S3Peer, startS3Peer } from "./helpers/s3-peer.ts";
import { field, fillSmtpForm, poll, setupSettingsSuite } from "./helpers/settings-suite.ts";

const suite = setupSettingsSuite(
  { beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) },
  "real",
);

async function liveExport(): Promise<string> {
  const list = await (await suite.admin()).collections.getFullList(100, { sort: "updated" });
  return exportCollections(list as unknown as Collection[]);
}

test("the menu has no SQL console; the application name is saved and retitles the page", async () => {
  const { page } = await suite.open("/settings");
  const menu = page.getByRole("navigation", { name: "Settings menu" });
  await menu.getByRole("link", { name: "Admins" }).waitFor();
  expect(await menu.getByRole("link").allTextContents()).toEqual([
    "Application",
    "Mail settings",
    "Files storage",
    "Backups",
    "Health",
    "Export collections",
    "Import collections",
    "Auth providers",
    "Token options",
    "Admins",
  ]);
  const name = field(page, "Application name *");
  await name.waitFor();
  await name.fill("Acme real");
  await field(page, "Logs max days retention *").fill("9");
  await page.getByRole("button", { name: "Save changes" }).click();
  await page.getByText("Successfully saved application settings.").waitFor();
  await poll(() => page.title()).toBe("Application - Acme real - pbdeck");
  await page.reload();
  await poll(() => field(page, "Application name *").inputValue()).toBe("Acme real");
  const saved = await (await suite.admin()).settings.getAll();
  expect(saved.meta.appName).toBe("Acme real");
  expect(saved.logs.maxDays).toBe(9);
});

test("mail settings are saved and the real server delivers the test email over SMTP", async () => {
  const peer: SmtpPeer = await startSmtpPeer({ requireAuth: true });
  try {
    const { page } = await suite.open("/settings/mail");
    await fillSmtpForm(page, peer.port, "smtp-secret-1");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Successfully saved mail settings.").waitFor();
    await page.reload();
    await poll(() => field(page, "Sender name *").inputValue()).toBe("Acme mailer");
    expect(await field(page, "Password").inputValue()).toBe("******");
    expect((await (await suite.admin()).settings.getAll()).smtp).toMatchObject({
      enabled: true,
      host: "127.0.0.1",
      port: peer.port,
      authMethod: "LOGIN",
    });

    await page.getByRole("button", { name: "Send test email" }).click();
    const dialog = page.getByRole("dialog", { name: "Send test email" });
    await dialog.getByLabel("Password reset").check();
    await dialog.getByLabel("To email address").fill("someone-real@example.com");
    await dialog.getByRole("button", { name: "Send" }).click();
    await page.getByText("Successfully sent test email.").waitFor();
    const mail = await peer.nextMail((m) => m.to.includes("someone-real@example.com"));
    expect(mail.from).toBe("noreply@acme.test");
    expect(peer.logins.at(-1)).toEqual({ method: "LOGIN", username: "mailer", password: "smtp-secret-1" });
  } finally {
    await peer.close();
  }
});

test("files storage: S3 is saved and the real server's connection test passes", async () => {
  const s3: S3Peer = await startS3Peer();
  try {
    const { page } = await suite.open("/settings/storage");
    await page.getByLabel("Use S3 storage").check();
    await field(page, "Endpoint *").fill(s3.endpoint);
    await field(page, "Bucket *").fill(s3.bucket);
    await field(page, "Region *").fill("us-east-1");
    await field(page, "Access key *").fill(s3.accessKey);
    await field(page, "Secret *").fill(s3.secret);
    await page.getByLabel("Force path-style addressing").check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Successfully saved files storage settings.").waitFor();
    await page.getByText("S3 connected successfully").waitFor();
    await page.reload();
    await poll(() => field(page, "Endpoint *").inputValue()).toBe(s3.endpoint);
    expect(await field(page, "Secret *").inputValue()).toBe("******");
    expect((await (await suite.admin()).settings.getAll()).s3).toMatchObject({
      enabled: true,
      bucket: s3.bucket,
      forcePathStyle: true,
    });
    // back to local files: the records tests of other files do not depend on s3rver
    await page.getByLabel("Use S3 storage").uncheck();
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Successfully saved files storage settings.").waitFor();
  } finally {
    await s3.close();
  }
});

test("backups: create, download, restore with its confirmation; Inspect is hidden", async () => {
  const { page, allow } = await suite.open("/settings/backups");
  // the once-per-session Inspect probe: the real server has no such route
  allow(/status of 404 \(Not Found\) \S+\/inspect$/);
  // while the real server restarts itself to restore, the console's health polls may find it down:
  // the proxy answers those 502 and the console keeps polling
  allow(/status of 502 \(Bad Gateway\) \S+\/api\/health$/);
  const pb = await suite.admin();
  await page.getByText("No backups yet.").waitFor();
  await page.getByRole("button", { name: "Initialize new backup" }).click();
  const create = page.getByRole("dialog", { name: "Initialize new backup" });
  await create.getByLabel("Backup name").fill("real.zip");
  await create.getByRole("button", { name: "Start backup" }).click();
  await page.getByText("Successfully generated new backup.").waitFor();
  const row = page.getByRole("listitem", { name: "real.zip", exact: true });
  await row.waitFor();
  await expect.poll(() => page.getByRole("button", { name: "Inspect" }).count()).toBe(0);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("button", { name: "Download" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("real.zip");
  const archive = await readFile(await download.path());
  expect(archive.length).toBe((await pb.backups.getFullList())[0].size);
  expect(archive.subarray(0, 2).toString()).toBe("PK");

  // records deleted after the backup come back with it
  const demo3 = await pb.collection("demo3").getFullList();
  await pb.collection("demo3").delete(demo3[0].id);
  await row.getByRole("button", { name: "Restore" }).click();
  const restore = page.getByRole("dialog", { name: "Restore real.zip" });
  const submit = restore.getByRole("button", { name: "Restore backup" });
  await restore.getByLabel(/Type the backup name/).fill("real.zi");
  expect(await submit.isDisabled()).toBe(true);
  await restore.getByLabel(/Type the backup name/).fill("real.zip");
  await submit.click();
  await page
    .getByText("The backend finished restoring real.zip and the console reconnected.")
    .waitFor({ timeout: 30_000 });
  expect((await (await suite.admin()).collection("demo3").getList(1, 1)).totalItems).toBe(demo3.length);
});

test("collections: Download as JSON is the live export; a merged import adds a collection", async () => {
  const { page } = await suite.open("/settings/export-collections");
  const { download, text: exported } = await downloadExport(page);
  expect(download.suggestedFilename()).toBe("pb_schema.json");
  expect(exported).toBe(await liveExport());

  const file = JSON.parse(exported) as Array<Record<string, unknown>>;
  file.push({
    id: "importednotes01", // the import form takes only items with an id and a name
    name: "imported_notes",
    type: "base",
    schema: [{ name: "body", type: "text", options: { min: null, max: null, pattern: "" } }],
  });
  await page.goto(`${suite.consoleUrl()}#/settings/import-collections`);
  await page.getByLabel("Collections", { exact: true }).fill(JSON.stringify(file));
  await page.getByLabel("Merge").check();
  await page.getByRole("button", { name: "Review" }).click();
  const dialog = page.getByRole("dialog", { name: "Side-by-side diff" });
  await dialog.getByRole("region", { name: "imported_notes (Added)" }).waitFor();
  await dialog.getByRole("button", { name: "Confirm and import" }).click();
  await page.getByText("Successfully imported collections configuration.").waitFor();
  const names = (await (await suite.admin()).collections.getFullList()).map((c) => c.name);
  expect(names).toContain("imported_notes");
  expect(names).toContain("demo3");
});
