import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { type S3Peer, startS3Peer } from "./helpers/s3-peer.ts";
import { errorUnder, field, poll, SETTINGS_MODES, setupSettingsSuite } from "./helpers/settings-suite.ts";

const expectNoErrors = (e: string[]) => expect(e).toEqual([]);

async function fillS3(page: Page, s3: S3Peer, bucket = s3.bucket) {
  await field(page, "Endpoint *").fill(s3.endpoint);
  await field(page, "Bucket *").fill(bucket);
  await field(page, "Region *").fill("us-east-1");
  await field(page, "Access key *").fill(s3.accessKey);
  await field(page, "Secret *").fill(s3.secret);
  await page.getByLabel("Force path-style addressing").check();
}

describe.each(SETTINGS_MODES)("files storage (%s)", (mode) => {
  const suite = setupSettingsSuite({ beforeAll, afterAll, afterEach, expectNoErrors }, mode);
  let s3: S3Peer;
  beforeAll(async () => {
    s3 = await startS3Peer();
  });
  afterAll(() => s3.close());

  test("switching to S3 warns, saves, connects to a real S3 server and keeps the secret masked", async () => {
    const { page } = await suite.open("/settings/storage");
    const save = page.getByRole("button", { name: "Save changes" });
    await page.getByLabel("Use S3 storage").waitFor();
    expect(await save.count()).toBe(0); // both buttons only when changed
    await page.getByLabel("Use S3 storage").check();
    await page.getByText(/Files already uploaded are not moved/).waitFor();
    await fillS3(page, s3);
    await page.getByRole("button", { name: "Reset" }).waitFor();
    await save.click();
    await page.getByText("Successfully saved files storage settings.").waitFor();
    await page.getByText("S3 connected successfully").waitFor();
    expect(await page.getByText(/Files already uploaded are not moved/).count()).toBe(0);

    await page.reload();
    await poll(() => field(page, "Endpoint *").inputValue()).toBe(s3.endpoint);
    expect(await field(page, "Secret *").inputValue()).toBe("******");
    await page.getByText("S3 connected successfully").waitFor(); // the test runs again after load
    const saved = await (await suite.admin()).settings.getAll();
    expect(saved.s3).toMatchObject({ enabled: true, bucket: s3.bucket, forcePathStyle: true });
  });
});

describe("files storage: failures", () => {
  const suite = setupSettingsSuite({ beforeAll, afterAll, afterEach, expectNoErrors }, "embedded");
  let s3: S3Peer;
  beforeAll(async () => {
    s3 = await startS3Peer();
  });
  afterAll(() => s3.close());

  test("required S3 fields show their errors", async () => {
    const { page, allow } = await suite.open("/settings/storage");
    allow(/status of 400/);
    await page.getByLabel("Use S3 storage").check();
    await page.getByRole("button", { name: "Save changes" }).click();
    for (const id of ["endpoint", "bucket", "region", "accessKey", "secret"])
      await errorUnder(page, `field-s3.${id}`).waitFor();
  });

  test("a bucket that does not exist: saved with a warning, and the failure shows its reason", async () => {
    const { page, allow } = await suite.open("/settings/storage");
    allow(/status of 400/);
    await page.getByLabel("Use S3 storage").check();
    await fillS3(page, s3, "no-such-bucket");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Successfully saved but failed to establish S3 connection.").waitFor();
    const badge = page.getByText("Failed to establish S3 connection", { exact: false }).last();
    await badge.waitFor();
    expect(await page.locator(".s3-status").getAttribute("title")).toMatch(/S3|bucket/i);

    // fix the bucket: Test connection now succeeds
    await field(page, "Bucket *").fill(s3.bucket);
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("S3 connected successfully").waitFor();
    await page.getByRole("button", { name: "Test connection" }).click();
    await page.getByText("S3 connected successfully").waitFor();
  });
});
