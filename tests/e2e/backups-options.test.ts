import type { Page } from "playwright-core";
import PocketBase from "pocketbase";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { type S3Peer, startS3 } from "../helpers/s3rver-peer.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, setupSuite } from "./helpers/console-app.ts";

const bucket = "pbdeck-backups";
let s3: S3Peer;
let endpoint: string;

beforeAll(async () => {
  s3 = await startS3([bucket]);
  endpoint = s3.endpoint;
});
afterAll(() => s3.close());

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

async function admin(): Promise<PocketBase> {
  const pb = new PocketBase(suite.app().apiUrl);
  await pb.admins.authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD);
  return pb;
}

async function openOptions(page: Page): Promise<void> {
  await page.goto(`${suite.app().consoleUrl}#/settings/backups`);
  await page.getByRole("button", { name: /Backups options/ }).click();
}

test("auto backups: presets, max keep, the server's cron error under the field, Reset, and switching off", async () => {
  const { page, allow } = await suite.page({ signedIn: true });
  allow(/status of 400/);
  await openOptions(page);
  const save = page.getByRole("button", { name: "Save changes" });
  expect(await save.isDisabled()).toBe(true);
  await page.getByRole("switch", { name: "Enable auto backups" }).check();
  await page.getByLabel("Cron presets").selectOption({ label: "Every Mon and Wed at 00:00h" });
  expect(await page.getByLabel("Cron expression").inputValue()).toBe("0 0 * * 1,3");
  await page.getByLabel("Max @auto backups to keep").fill("5");
  await save.click();
  await page.getByText("Successfully saved backups settings.").waitFor();
  const saved = await (await admin()).settings.getAll();
  expect(saved.backups.cron).toBe("0 0 * * 1,3");
  expect(saved.backups.cronMaxKeep).toBe(5);
  await expect.poll(() => save.isDisabled()).toBe(true);

  await page.getByLabel("Cron expression").fill("every day");
  expect(await page.getByLabel("Cron presets").inputValue()).toBe("");
  await save.click();
  await page.locator(".field-message").filter({ hasText: /cron/i }).waitFor();
  expect((await (await admin()).settings.getAll()).backups.cron).toBe("0 0 * * 1,3");
  await page.getByRole("button", { name: "Reset" }).click();
  expect(await page.getByLabel("Cron expression").inputValue()).toBe("0 0 * * 1,3");

  await page.getByRole("switch", { name: "Enable auto backups" }).uncheck();
  expect(await page.getByLabel("Cron expression").count()).toBe(0);
  await save.click();
  await page.getByText("Successfully saved backups settings.").waitFor();
  expect((await (await admin()).settings.getAll()).backups.cron).toBe("");
});

test("S3 for backups: saved, tested, and the next backup lands in the bucket", async () => {
  const { page, allow } = await suite.page({ signedIn: true });
  allow(/status of 400/);
  await openOptions(page);
  await page.getByRole("switch", { name: "Store backups in S3 storage" }).check();
  await page.getByLabel("Endpoint").fill(endpoint);
  await page.getByLabel("Bucket").fill(bucket);
  await page.getByLabel("Region").fill("us-east-1");
  await page.getByLabel("Access key").fill("S3RVER");
  await page.getByLabel("Secret").fill("S3RVER");
  await page.getByRole("switch", { name: "Force path-style addressing" }).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await page.getByText("Successfully saved backups settings.").waitFor();
  await page.getByText("S3 connected successfully").waitFor();
  // the secret comes back masked and is not sent again
  expect(await page.getByLabel("Secret").inputValue()).toBe("******");

  await page.getByRole("button", { name: "Initialize new backup" }).click();
  const dialog = page.getByRole("dialog", { name: "Initialize new backup" });
  await dialog.getByLabel("Backup name").fill("in_s3.zip");
  await dialog.getByRole("button", { name: "Start backup" }).click();
  await page.getByText("Successfully generated new backup.").waitFor();
  await page.getByRole("listitem", { name: "in_s3.zip" }).waitFor();
  expect(await s3.keys(bucket)).toContain("in_s3.zip");

  await page.getByLabel("Bucket").fill("no-such-bucket");
  await page.getByRole("button", { name: "Save changes" }).click();
  await page.getByText("Successfully saved backups settings.").waitFor();
  const failed = page.getByText("Failed to establish S3 connection");
  await failed.waitFor();
  expect(await failed.getAttribute("title")).not.toBe("");
});
