import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import PocketBase from "pocketbase";
import { afterAll, describe, expect, test } from "vitest";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { rejection } from "../../helpers/sdk-failure.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";

// the fixture has SMTP disabled, so mail goes to `sendmail` from the server's PATH
const noSendmail = mkdtempSync(join(tmpdir(), "pbdeck-nosendmail-"));
const withSendmail = mkdtempSync(join(tmpdir(), "pbdeck-sendmail-"));
const captured = join(withSendmail, "message.eml");
writeFileSync(join(withSendmail, "sendmail"), `#!/bin/sh\nexec /bin/cat > "${captured}"\n`);
chmodSync(join(withSendmail, "sendmail"), 0o755);
afterAll(() => {
  rmSync(noSendmail, { recursive: true, force: true });
  rmSync(withSendmail, { recursive: true, force: true });
});

const hint =
  "SMTP is not enabled and this machine has no sendmail program: configure an SMTP server in Settings > Mail settings.";

describe("SMTP disabled and no sendmail", () => {
  const server = serverForSuite({ env: { PATH: noSendmail } });

  test("the test email fails with one message saying to configure SMTP", async () => {
    const pb = new PocketBase(server.url);
    pb.authStore.save(adminToken, null);
    const err = await rejection(pb.settings.testEmail("someone@example.com", "verification"));
    expect(err.status).toBe(400);
    expect(err.response).toEqual({ code: 400, message: `Failed to send the test email. ${hint}`, data: {} });
    expect(err.response.message).not.toMatch(/ENOENT|spawn/);
  });

  test("an email change request fails the same way", async () => {
    const pb = new PocketBase(server.url);
    await pb.collection("users").authWithPassword("test3@example.com", "1234567890");
    const err = await rejection(pb.collection("users").requestEmailChange("moved@example.com"));
    expect(err.response).toEqual({ code: 400, message: `Failed to request email change. ${hint}`, data: {} });
  });

  test("background emails (verification) still answer 204; the server says once why none went out", async () => {
    const pb = new PocketBase(server.url);
    await pb.collection("users").requestVerification("test@example.com");
    await expect.poll(() => server.output()).toContain(`pbdeck: emails are not sent: ${hint}`);
    await pb.collection("users").requestPasswordReset("test2@example.com");
    await pb.settings.testEmail("x@example.com", "verification").catch(() => undefined);
    expect(server.output().split("emails are not sent").length).toBe(2);
  });
});

describe("SMTP disabled with a sendmail on PATH", () => {
  const server = serverForSuite({ env: { PATH: withSendmail } });

  test("the test email is handed to sendmail", async () => {
    const pb = new PocketBase(server.url);
    pb.authStore.save(adminToken, null);
    await pb.settings.testEmail("someone@example.com", "verification");
    const message = readFileSync(captured, "utf8");
    expect(message).toContain("To: someone@example.com");
    expect(message).toContain("Subject: Verify your acme_test email");
  });
});
