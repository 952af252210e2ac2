import { generateKeyPairSync } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { decodeProtectedHeader, importSPKI, jwtVerify } from "jose";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { copyFixture, type PbdeckProcess, startPbdeck } from "../../helpers/pbdeck-process.ts";
import { type S3Peer, startS3 } from "../../helpers/s3rver-peer.ts";
import { rejection } from "../../helpers/sdk-failure.ts";

// ready-made fixture admin token (data-model §8.8), valid until 2040

const bucket = "pbdeck-test";
let s3: S3Peer;
let s3Dir: string;
let endpoint: string;
let server: PbdeckProcess;
let data: ReturnType<typeof copyFixture>;
let pb: PocketBase;

/** Every file s3rver keeps under the test bucket, relative to it. */
function storedFiles(dir = join(s3Dir, bucket), prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? storedFiles(join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

beforeAll(async () => {
  s3 = await startS3([bucket]);
  s3Dir = s3.dir;
  endpoint = s3.endpoint;
  data = copyFixture();
  server = await startPbdeck(data.dir);
  pb = new PocketBase(server.url);
  pb.authStore.save(adminToken, null);
});

afterAll(async () => {
  expect(await server.stop()).toBe(0);
  await s3.close();
  data.cleanup();
});

describe("POST /api/settings/test/s3", () => {
  const s3Config = {
    enabled: true,
    bucket,
    region: "us-east-1",
    endpoint: "",
    accessKey: "S3RVER",
    secret: "S3RVER",
    forcePathStyle: true,
  };

  test("a disabled target: 400 with the raw reason", async () => {
    const err = await rejection(pb.settings.testS3("storage"));
    expect(err.status).toBe(400);
    expect(err.response).toEqual({
      code: 400,
      message: "Failed to test the S3 filesystem. Raw error: \nS3 storage filesystem is not enabled.",
      data: {},
    });
  });

  test("validation of `filesystem`", async () => {
    const empty = await rejection(pb.send("/api/settings/test/s3", { method: "POST", body: {} }));
    expect(empty.response).toEqual({
      code: 400,
      message: "Failed to test the S3 filesystem.",
      data: { filesystem: { code: "validation_required", message: "Cannot be blank." } },
    });
    const other = await rejection(pb.settings.testS3("uploads"));
    expect(other.response).toEqual({
      code: 400,
      message: "Failed to test the S3 filesystem.",
      data: { filesystem: { code: "validation_in_invalid", message: "Must be a valid value." } },
    });
  });

  test("storage: uploads a test object to the saved bucket, then removes it", async () => {
    await pb.settings.update({ s3: { ...s3Config, endpoint } });
    await expect(pb.settings.testS3("storage")).resolves.toBe(true);
    expect(storedFiles().filter((file) => file.includes("pb_settings_test_"))).toEqual([]);
    // the backups target has its own configuration, still disabled
    const err = await rejection(pb.settings.testS3("backups"));
    expect(err.response.message).toBe(
      "Failed to test the S3 filesystem. Raw error: \nS3 storage filesystem is not enabled.",
    );
  });

  test("backups: a missing bucket and unknown credentials are reported with S3's own error", async () => {
    await pb.settings.update({ backups: { s3: { ...s3Config, endpoint, bucket: "no-such-bucket" } } });
    const missing = await rejection(pb.settings.testS3("backups"));
    expect(missing.status).toBe(400);
    expect(missing.response.message).toMatch(
      /^Failed to test the S3 filesystem\. Raw error: \nNoSuchBucket: /,
    );
    expect(missing.response.data).toEqual({});

    // s3rver checks the access key (the SDK signs the requests)
    await pb.settings.update({
      backups: { s3: { bucket, accessKey: "NOT-A-KEY", secret: "not-the-secret" } },
    });
    const denied = await rejection(pb.settings.testS3("backups"));
    expect(denied.response.message).toMatch(
      /^Failed to test the S3 filesystem\. Raw error: \nInvalidAccessKeyId: /,
    );
    expect(denied.response.message).not.toContain("not-the-secret");

    await pb.settings.update({ backups: { s3: { accessKey: "S3RVER", secret: "S3RVER" } } });
    await expect(pb.settings.testS3("backups")).resolves.toBe(true);
    expect(storedFiles().filter((file) => file.includes("pb_settings_test_"))).toEqual([]);
  });

  test("an unreachable endpoint: 400 with the network error", async () => {
    await pb.settings.update({ s3: { endpoint: "http://127.0.0.1:1" } });
    const err = await rejection(pb.settings.testS3("storage"));
    expect(err.response.message).toMatch(
      /^Failed to test the S3 filesystem\. Raw error: \nconnect ECONNREFUSED 127\.0\.0\.1:1/,
    );
    expect(err.response.data).toEqual({});
  });
});

describe("POST /api/settings/apple/generate-client-secret", () => {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const pkcs8 = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const spki = publicKey.export({ type: "spki", format: "pem" }).toString();

  test("an ES256 JWT for Apple signed with the given key", async () => {
    const before = Math.floor(Date.now() / 1000);
    const { secret } = await pb.settings.generateAppleClientSecret(
      "com.example.service",
      "TEAM123456",
      "KEY1234567",
      `pasted with a note\n${pkcs8}`,
      3600,
    );
    expect(decodeProtectedHeader(secret)).toEqual({ alg: "ES256", kid: "KEY1234567" });
    const { payload } = await jwtVerify(secret, await importSPKI(spki, "ES256"), {
      issuer: "TEAM123456",
      subject: "com.example.service",
      audience: "https://appleid.apple.com",
    });
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect(payload.exp).toBe((payload.iat ?? 0) + 3600);
  });

  test("validation: 400 Invalid client secret data. with field errors", async () => {
    const empty = await rejection(
      pb.send("/api/settings/apple/generate-client-secret", { method: "POST", body: {} }),
    );
    const required = { code: "validation_required", message: "Cannot be blank." };
    expect(empty.response).toEqual({
      code: 400,
      message: "Invalid client secret data.",
      data: {
        clientId: required,
        teamId: required,
        keyId: required,
        privateKey: required,
        duration: required,
      },
    });
    const bad = await rejection(
      pb.settings.generateAppleClientSecret("id", "SHORT", "TOO-LONG-KEY-ID", "abc", -1),
    );
    expect(bad.response).toEqual({
      code: 400,
      message: "Invalid client secret data.",
      data: {
        teamId: { code: "validation_length_invalid", message: "The length must be exactly 10." },
        keyId: { code: "validation_length_invalid", message: "The length must be exactly 10." },
        privateKey: { code: "validation_match_invalid", message: "Must be in a valid format." },
        duration: { code: "validation_min_greater_equal_than_required", message: "Must be no less than 1." },
      },
    });
    const tooLong = await rejection(
      pb.settings.generateAppleClientSecret("id", "TEAM123456", "KEY1234567", pkcs8, 15777001),
    );
    expect(tooLong.response.data).toEqual({
      duration: {
        code: "validation_max_less_equal_than_required",
        message: "Must be no greater than 15777000.",
      },
    });
  });

  test("a key that does not parse: 400 with a privateKey error, not the key library's words", async () => {
    const broken = "-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----";
    const err = await rejection(
      pb.settings.generateAppleClientSecret("id", "TEAM123456", "KEY1234567", broken, 60),
    );
    expect(err.status).toBe(400);
    expect(err.response).toEqual({
      code: 400,
      message: "Failed to generate client secret.",
      data: {
        privateKey: {
          code: "validation_invalid_private_key",
          message: "Invalid or unsupported ES256 private key.",
        },
      },
    });
  });
});
