import PocketBase, { type ClientResponseError } from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";
import { closeBackend, openBackend } from "../../../backend/app.ts";
import { saveSettings } from "../../../backend/services/settings/settings.ts";
import { adminToken, user1Token, user2Token } from "../../helpers/fixture-tokens.ts";
import { copyFixture, type PbdeckProcess, startPbdeck } from "../../helpers/pbdeck-process.ts";
import { type ReceivedMail, type SmtpPeer, startSmtpPeer } from "../../helpers/smtp-peer.ts";

let peer: SmtpPeer;
let server: PbdeckProcess;
let data: ReturnType<typeof copyFixture>;

function tokenIn(mail: ReceivedMail, urlPrefix: string): string {
  const escaped = urlPrefix.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const match = new RegExp(`${escaped}([A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)`).exec(mail.body);
  if (!match) throw new Error(`no ${urlPrefix} link in:\n${mail.body}`);
  return match[1];
}

beforeAll(async () => {
  peer = await startSmtpPeer({ requireAuth: true });
  const port = peer.port;

  data = copyFixture();
  const backend = openBackend({ dataDir: data.dir });
  const settings = structuredClone(backend.settings);
  settings.smtp = {
    enabled: true,
    host: "127.0.0.1",
    port,
    username: "mailer",
    password: "mail-secret",
    authMethod: "LOGIN",
    tls: false,
    localName: "pbdeck.test",
  };
  // a trailing slash: the action URLs must not get a double slash
  settings.meta.appUrl = "http://127.0.0.1:8090/";
  saveSettings(backend.db, settings);
  await closeBackend(backend);
  server = await startPbdeck(data.dir);
});

afterAll(async () => {
  expect(await server.stop()).toBe(0);
  await peer.close();
  data.cleanup();
});

test("admin password reset: email with a link whose token sets a new password and revokes old tokens", async () => {
  const pb = new PocketBase(server.url);
  await pb.admins.requestPasswordReset("test2@example.com");
  const mail = await peer.nextMail((m) => m.to.includes("test2@example.com"));
  expect(mail.subject).toBe("Reset admin password");
  expect(mail.from).toBe("support@example.com");
  expect(mail.body).toContain("From: Support <support@example.com>");
  expect(mail.body).toContain("acme_test");
  expect(peer.logins).toContainEqual({ method: "LOGIN", username: "mailer", password: "mail-secret" });
  const token = tokenIn(mail, "http://127.0.0.1:8090/_/#/confirm-password-reset/");

  const before = await pb.admins.authWithPassword("test2@example.com", "1234567890");
  // a second request within 120 s sends nothing: the next mail to arrive is test3's
  await pb.admins.requestPasswordReset("test2@example.com");
  await pb.admins.requestPasswordReset("test3@example.com");
  await peer.nextMail((m) => m.to.includes("test3@example.com"));
  expect(peer.inbox.filter((m) => m.to.includes("test2@example.com"))).toHaveLength(1);

  // an auth token is no reset token
  const wrongKind = await pb.admins
    .confirmPasswordReset(before.token, "new-password-1", "new-password-1")
    .catch((e: ClientResponseError) => e);
  expect((wrongKind as ClientResponseError).response.data).toEqual({
    token: { code: "validation_invalid_token", message: "Invalid or expired token." },
  });

  await pb.admins.confirmPasswordReset(token, "new-password-1", "new-password-1");
  pb.authStore.save(before.token, null);
  await expect(pb.admins.authRefresh()).rejects.toMatchObject({ status: 401 });
  await expect(pb.admins.authWithPassword("test2@example.com", "1234567890")).rejects.toMatchObject({
    status: 400,
  });
  await expect(pb.admins.authWithPassword("test2@example.com", "new-password-1")).resolves.toBeTruthy();
  // the token was bound to the old token key: it cannot be used twice
  await expect(
    pb.admins.confirmPasswordReset(token, "new-password-2", "new-password-2"),
  ).rejects.toMatchObject({
    status: 400,
  });
});

test("admin reset request for an unknown email answers 204 and sends nothing; an invalid email is 400", async () => {
  const pb = new PocketBase(server.url);
  await expect(pb.admins.requestPasswordReset("nobody@example.com")).resolves.toBe(true);
  const err = await pb.admins.requestPasswordReset("not-an-email").catch((e: ClientResponseError) => e);
  expect((err as ClientResponseError).response).toEqual({
    code: 400,
    message: "An error occurred while validating the form.",
    data: { email: { code: "validation_is_email", message: "Must be a valid email address." } },
  });
  expect(peer.inbox.some((m) => m.to.includes("nobody@example.com"))).toBe(false);
});

test("record verification: template email, confirmation marks the record verified", async () => {
  const pb = new PocketBase(server.url);
  await pb.collection("users").requestVerification("test@example.com");
  const mail = await peer.nextMail(
    (m) => m.to.includes("test@example.com") && m.subject.startsWith("Verify"),
  );
  expect(mail.subject).toBe("Verify your acme_test email");
  expect(mail.body).toContain("Thank you for joining us at acme_test.");
  const token = tokenIn(mail, 'href="http://127.0.0.1:8090/_/#/auth/confirm-verification/');
  const claims = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());
  expect(claims).toMatchObject({ id: "4q1xlclmfloku33", type: "authRecord", email: "test@example.com" });

  // the clients collection does not accept a users token
  const mismatch = await pb
    .collection("clients")
    .confirmVerification(token)
    .catch((e: ClientResponseError) => e);
  expect((mismatch as ClientResponseError).response.data).toEqual({
    token: {
      code: "validation_token_collection_mismatch",
      message: "The provided token is for different auth collection.",
    },
  });

  await pb.collection("users").confirmVerification(token);
  const auth = await pb.collection("users").authWithPassword("test@example.com", "1234567890");
  expect(auth.record.verified).toBe(true);
  // confirming again is still fine
  await expect(pb.collection("users").confirmVerification(token)).resolves.toBe(true);
  // verified records get no new verification email
  await pb.collection("users").requestVerification("test@example.com");
  await pb.collection("clients").requestVerification("test2@example.com");
  await peer.nextMail((m) => m.to.includes("test2@example.com") && m.subject.startsWith("Verify"));
  expect(
    peer.inbox.filter((m) => m.to.includes("test@example.com") && m.subject.startsWith("Verify")),
  ).toHaveLength(1);
});

test("record password reset: new password works, old tokens stop working", async () => {
  const pb = new PocketBase(server.url);
  await pb.collection("users").requestPasswordReset("test2@example.com");
  const mail = await peer.nextMail(
    (m) => m.to.includes("test2@example.com") && m.subject.startsWith("Reset your"),
  );
  expect(mail.subject).toBe("Reset your acme_test password");
  const token = tokenIn(mail, "http://127.0.0.1:8090/_/#/auth/confirm-password-reset/");

  const tooLong = "x".repeat(73);
  const err = await pb
    .collection("users")
    .confirmPasswordReset(token, tooLong, tooLong)
    .catch((e: ClientResponseError) => e);
  expect((err as ClientResponseError).response).toEqual({
    code: 400,
    message: "Something went wrong while processing your request.",
    data: {},
  });

  await pb.collection("users").confirmPasswordReset(token, "brand-new-pass", "brand-new-pass");
  pb.authStore.save(user2Token, null);
  await expect(pb.collection("users").authRefresh()).rejects.toMatchObject({ status: 401 });
  const auth = await pb.collection("users").authWithPassword("test2_username", "brand-new-pass");
  expect(auth.record.id).toBe("oap640cot4yru2s");
});

test("email change: sent synchronously to the new address, confirmed with the password", async () => {
  const pb = new PocketBase(server.url);
  pb.authStore.save(user1Token, null);
  await pb.collection("users").requestEmailChange("changed@example.com");
  const mail = peer.inbox.find((m) => m.to.includes("changed@example.com"));
  expect(mail?.subject).toBe("Confirm your acme_test new email address");
  const token = tokenIn(mail as ReceivedMail, "http://127.0.0.1:8090/_/#/auth/confirm-email-change/");

  const wrongPassword = await pb
    .collection("users")
    .confirmEmailChange(token, "wrong-password")
    .catch((e: ClientResponseError) => e);
  expect((wrongPassword as ClientResponseError).response.data).toEqual({
    password: { code: "validation_invalid_password", message: "Missing or invalid auth record password." },
  });

  await pb.collection("users").confirmEmailChange(token, "1234567890");
  // the old token was revoked by the new token key
  await expect(pb.collection("users").authRefresh()).rejects.toMatchObject({ status: 401 });
  const auth = await pb.collection("users").authWithPassword("changed@example.com", "1234567890");
  expect(auth.record).toMatchObject({ id: "4q1xlclmfloku33", email: "changed@example.com", verified: true });

  // the address is now taken, so the same token is refused before its signature is checked
  const reused = await pb
    .collection("users")
    .confirmEmailChange(token, "1234567890")
    .catch((e: ClientResponseError) => e);
  expect((reused as ClientResponseError).response.data.token).toEqual({
    code: "validation_existing_token_email",
    message: "The new email address is already registered: changed@example.com.",
  });
});

test("email change: a refused delivery is reported to the caller", async () => {
  const pb = new PocketBase(server.url);
  pb.authStore.save(adminToken, null);
  const user = new PocketBase(server.url);
  await user.collection("users").authWithPassword("test3@example.com", "1234567890");
  const err = await user
    .collection("users")
    .requestEmailChange("refused@example.com")
    .catch((e: ClientResponseError) => e);
  expect((err as ClientResponseError).status).toBe(400);
  expect((err as ClientResponseError).response).toEqual({
    code: 400,
    message: "Failed to request email change.",
    data: {},
  });
});
