import { DatabaseSync } from "node:sqlite";
import { SignJWT } from "jose";
import PocketBase from "pocketbase";
import { expect, test } from "vitest";
import { rejection } from "../../helpers/sdk-failure.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";

const server = serverForSuite();
const userId = "4q1xlclmfloku33"; // users test@example.com, password 1234567890

// a token signed exactly as the backend signs it, but already expired
function expiredToken(kind: string, claims: Record<string, string>): Promise<string> {
  const db = new DatabaseSync(`${server.dataDir}/data.db`, { readOnly: true });
  try {
    const settings = JSON.parse(
      String(
        (db.prepare("SELECT value FROM _params WHERE key = 'settings'").get() as { value: string }).value,
      ),
    );
    const { tokenKey } = db.prepare("SELECT tokenKey FROM users WHERE id = ?").get(userId) as {
      tokenKey: string;
    };
    const key = new TextEncoder().encode(tokenKey + settings[kind].secret);
    const exp = Math.floor(Date.now() / 1000) - 60;
    return new SignJWT({ id: userId, type: "authRecord", collectionId: "_pb_users_auth_", ...claims, exp })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(key);
  } finally {
    db.close();
  }
}

const invalidToken = { code: "validation_invalid_token", message: "Invalid or expired token." };

test("confirm-verification: an expired token carrying its email claim is an invalid token", async () => {
  const pb = new PocketBase(server.url);
  const token = await expiredToken("recordVerificationToken", { email: "test@example.com" });
  const err = await rejection(pb.collection("users").confirmVerification(token));
  expect(err.status).toBe(400);
  expect(err.response.data).toEqual({ token: invalidToken });
});

test("confirm-verification: a token without an email claim is still refused for that first", async () => {
  const pb = new PocketBase(server.url);
  const token = await expiredToken("recordVerificationToken", {});
  const err = await rejection(pb.collection("users").confirmVerification(token));
  expect(err.response.data).toEqual({
    token: { code: "validation_invalid_token_claims", message: "Missing email token claim." },
  });
});

test("confirm-email-change: an expired token carrying a free newEmail is an invalid token", async () => {
  const pb = new PocketBase(server.url);
  const token = await expiredToken("recordEmailChangeToken", {
    email: "test@example.com",
    newEmail: "brand-new@example.com",
  });
  const err = await rejection(pb.collection("users").confirmEmailChange(token, "1234567890"));
  expect(err.status).toBe(400);
  expect(err.response.data).toEqual({
    password: { code: "validation_invalid_password", message: "Missing or invalid auth record password." },
    token: invalidToken,
  });
});

test("confirm-password-reset: an expired token is an invalid token", async () => {
  const pb = new PocketBase(server.url);
  const token = await expiredToken("recordPasswordResetToken", { email: "test@example.com" });
  const err = await rejection(pb.collection("users").confirmPasswordReset(token, "12345678", "12345678"));
  expect(err.response.data).toEqual({ token: invalidToken });
});

test("an expired auth token makes the caller a guest", async () => {
  const pb = new PocketBase(server.url);
  pb.authStore.save(await expiredToken("recordAuthToken", {}), null);
  const err = await rejection(pb.collection("users").authRefresh());
  expect(err.status).toBe(401);
});
