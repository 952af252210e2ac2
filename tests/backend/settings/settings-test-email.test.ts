import { decodeJwt } from "jose";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { copyFixture, type PbdeckProcess, startPbdeck } from "../../helpers/pbdeck-process.ts";
import { rejection } from "../../helpers/sdk-failure.ts";
import { type SmtpPeer, startSmtpPeer } from "../../helpers/smtp-peer.ts";

let peer: SmtpPeer;
let server: PbdeckProcess;
let data: ReturnType<typeof copyFixture>;
let pb: PocketBase;

const mailTo = (address: string) => peer.nextMail((mail) => mail.to.includes(address));

beforeAll(async () => {
  peer = await startSmtpPeer();
  data = copyFixture();
  server = await startPbdeck(data.dir);
  pb = new PocketBase(server.url);
  pb.authStore.save(adminToken, null);
  // configured through the API: the running server must send with the new values at once
  await pb.settings.update({
    meta: { appName: "Mail Test", appUrl: "http://console.test/", senderAddress: "sender@example.com" },
    smtp: { enabled: true, host: "127.0.0.1", port: peer.port },
  });
});

afterAll(async () => {
  expect(await server.stop()).toBe(0);
  await peer.close();
  data.cleanup();
});

const cases = [
  ["verification", "Verify your Mail Test email", "confirm-verification", "recordVerificationToken"],
  ["password-reset", "Reset your Mail Test password", "confirm-password-reset", "recordPasswordResetToken"],
  [
    "email-change",
    "Confirm your Mail Test new email address",
    "confirm-email-change",
    "recordEmailChangeToken",
  ],
] as const;

for (const [template, subject, page] of cases) {
  test(`${template}: the template is sent to the address with a syntactically real, unusable token`, async () => {
    const address = `${template}@example.com`;
    await expect(pb.settings.testEmail(address, template)).resolves.toBe(true);
    const mail = await mailTo(address);
    expect(mail.subject).toBe(subject);
    expect(mail.from).toBe("sender@example.com");
    expect(mail.to).toEqual([address]);
    expect(mail.body).toContain("Mail Test team");
    expect(mail.body).not.toContain("{ACTION_URL}");
    // the app URL's trailing slash does not double the slash of the link
    const link = new RegExp(`http://console\\.test/_/#/auth/${page}/([\\w-]+\\.[\\w-]+\\.[\\w-]+)`).exec(
      mail.body,
    );
    expect(link).not.toBeNull();
    const claims = decodeJwt(link?.[1] ?? "");
    expect(claims).toMatchObject({
      id: "__pb_test_id__",
      type: "authRecord",
      collectionId: "__pb_test_collection_id__",
      email: address,
    });
    if (template === "email-change") expect(claims.newEmail).toBe(address);
    else expect(claims).not.toHaveProperty("newEmail");
  });
}

test("validation: 400 with field errors and nothing sent", async () => {
  const before = peer.inbox.length;
  const empty = await rejection(pb.send("/api/settings/test/email", { method: "POST", body: {} }));
  expect(empty.status).toBe(400);
  expect(empty.response).toEqual({
    code: 400,
    message: "Failed to send the test email.",
    data: {
      email: { code: "validation_required", message: "Cannot be blank." },
      template: { code: "validation_required", message: "Cannot be blank." },
    },
  });
  const bad = await rejection(pb.settings.testEmail("not-an-email", "welcome"));
  expect(bad.response).toEqual({
    code: 400,
    message: "Failed to send the test email.",
    data: {
      email: { code: "validation_is_email", message: "Must be a valid email address." },
      template: { code: "validation_in_invalid", message: "Must be a valid value." },
    },
  });
  const long = await rejection(pb.settings.testEmail(`${"a".repeat(250)}@example.com`, "verification"));
  expect(long.response.data).toEqual({
    email: { code: "validation_length_out_of_range", message: "The length must be between 1 and 255." },
  });
  const malformed = await fetch(`${server.url}/api/settings/test/email`, {
    method: "POST",
    headers: { Authorization: adminToken, "Content-Type": "application/json" },
    body: '{"email": 1}',
  });
  expect(malformed.status).toBe(400);
  expect(await malformed.json()).toEqual({
    code: 400,
    message: "An error occurred while loading the submitted data.",
    data: {},
  });
  expect(peer.inbox.length).toBe(before);
});

test("a refused delivery: 400 with the raw error and no data", async () => {
  const err = await rejection(pb.settings.testEmail("refused@example.com", "verification"));
  expect(err.status).toBe(400);
  expect(err.response.message).toMatch(
    /^Failed to send the test email\. Raw error: \n.*mailbox unavailable/s,
  );
  expect(err.response.data).toEqual({});
});
