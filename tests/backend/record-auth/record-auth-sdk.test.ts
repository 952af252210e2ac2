import PocketBase from "pocketbase";
import { expect, test } from "vitest";
import { user1Token } from "../../helpers/fixture-tokens.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";

// ready-made fixture token of users test@example.com (data-model §8.8), valid until 2040

const server = serverForSuite();

test("auth-methods of users lists the enabled gitlab provider with fresh PKCE values", async () => {
  const pb = new PocketBase(server.url);
  const first = await pb.collection("users").listAuthMethods({ requestKey: null });
  const second = await pb.collection("users").listAuthMethods({ requestKey: null });
  expect(first.usernamePassword).toBe(true);
  expect(first.emailPassword).toBe(true);
  expect(first.authProviders.map((p) => p.name)).toEqual(["gitlab"]);
  const gitlab = first.authProviders[0];
  expect(gitlab.state).toMatch(/^[A-Za-z0-9]{30}$/);
  expect(gitlab.codeVerifier).toMatch(/^[A-Za-z0-9]{43}$/);
  expect(gitlab.codeChallengeMethod).toBe("S256");
  expect(gitlab.authUrl).toBe(
    `https://example.com?client_id=test_id&code_challenge=${gitlab.codeChallenge}&code_challenge_method=S256&response_type=code&scope=read_user&state=${gitlab.state}&redirect_uri=`,
  );
  expect(second.authProviders[0].state).not.toBe(gitlab.state);
});

test("password sign-in through the SDK, then refresh", async () => {
  const pb = new PocketBase(server.url);
  const auth = await pb.collection("users").authWithPassword("test@example.com", "1234567890");
  expect(auth.record).toMatchObject({
    id: "4q1xlclmfloku33",
    email: "test@example.com",
    emailVisibility: false,
  });
  expect(auth.record).not.toHaveProperty("passwordHash");
  const payload = JSON.parse(Buffer.from(auth.token.split(".")[1], "base64url").toString());
  expect(Object.keys(payload).sort()).toEqual(["collectionId", "exp", "id", "type"]);
  expect(payload).toMatchObject({
    id: "4q1xlclmfloku33",
    type: "authRecord",
    collectionId: "_pb_users_auth_",
  });
  expect(pb.authStore.model?.id).toBe("4q1xlclmfloku33");
  const refreshed = await pb.collection("users").authRefresh();
  expect(refreshed.record.id).toBe("4q1xlclmfloku33");
  expect(refreshed.token).not.toBe("");
});

test("unlinking a provider removes only that link", async () => {
  const pb = new PocketBase(server.url);
  pb.authStore.save(user1Token, null);
  await pb.collection("users").unlinkExternalAuth("4q1xlclmfloku33", "google");
  const left = await pb.collection("users").listExternalAuths("4q1xlclmfloku33");
  expect(left.map((link) => link.provider)).toEqual(["gitlab"]);
  await expect(pb.collection("users").unlinkExternalAuth("4q1xlclmfloku33", "google")).rejects.toMatchObject({
    status: 404,
  });
});
