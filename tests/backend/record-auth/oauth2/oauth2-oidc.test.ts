import PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";
import { installFetchEventSource } from "../../../helpers/fetch-event-source.ts";
import { adminToken } from "../../../helpers/fixture-tokens.ts";
import { type OidcPeer, startOidcPeer } from "../../../helpers/oidc-peer.ts";
import { rejection } from "../../../helpers/sdk-failure.ts";
import { serverForSuite } from "../../../helpers/server-suite.ts";

// users of the fixture: test@example.com is unverified, test3@example.com (password 1234567890) verified
const user1Id = "4q1xlclmfloku33";
const user3Id = "bgs820n361vj1qd";
const generic = "Something went wrong while processing your request.";

const server = serverForSuite();
let peer: OidcPeer;

function admin(): PocketBase {
  const pb = new PocketBase(server.url);
  pb.authStore.save(adminToken, null);
  return pb;
}

async function setOidc(enabled: boolean): Promise<void> {
  await admin().settings.update({
    oidcAuth: { enabled, clientId: peer.clientId, clientSecret: peer.clientSecret, ...peer.endpoints },
  });
}

/** A fresh authorize round at the peer: the code and the PKCE verifier of the same auth-methods answer. */
async function codeFor(pb: PocketBase, sub: string): Promise<{ code: string; codeVerifier: string }> {
  const methods = await pb.collection("users").listAuthMethods({ requestKey: null });
  const oidc = methods.authProviders.find((p) => p.name === "oidc");
  if (!oidc) throw new Error("oidc is not offered");
  return { code: await peer.authorize(oidc.authUrl, sub), codeVerifier: oidc.codeVerifier };
}

async function signIn(pb: PocketBase, sub: string, createData?: Record<string, unknown>) {
  const { code, codeVerifier } = await codeFor(pb, sub);
  return pb.collection("users").authWithOAuth2Code("oidc", code, codeVerifier, peer.redirectUrl, createData);
}

async function linksOf(recordId: string) {
  return admin().collection("users").listExternalAuths(recordId);
}

beforeAll(async () => {
  // the SDK's one-step flow redirects to the server's own /api/oauth2-redirect
  peer = await startOidcPeer({ redirectUrls: [`${server.url}/api/oauth2-redirect`] });
  peer.addAccount({
    sub: "alice-1",
    email: "alice@example.com",
    email_verified: true,
    name: "Alice Liddell",
    preferred_username: "alice",
    picture: "https://example.com/alice.png",
  });
  peer.addAccount({ sub: "bob-1", email: "bob@elsewhere.example", email_verified: true, name: "Bob" });
  peer.addAccount({ sub: "owner-1", email: "test@example.com", email_verified: true });
  peer.addAccount({
    sub: "carol-1",
    email: "carol@example.com",
    email_verified: false,
    preferred_username: "test2_username",
  });
  peer.addAccount({ sub: "dave-1", email: "dave@example.com", email_verified: true });
  peer.addAccount({ sub: "oscar-1", email: "oscar@example.com", email_verified: true, name: "Oscar" });
  await setOidc(true);
});

afterAll(async () => {
  await peer?.close();
});

test("auth-methods offers oidc with the configured authorize URL", async () => {
  const methods = await new PocketBase(server.url).collection("users").listAuthMethods();
  const oidc = methods.authProviders.find((p) => p.name === "oidc");
  expect(oidc?.authUrl).toBe(
    `${peer.endpoints.authUrl}?client_id=${peer.clientId}&code_challenge=${oidc?.codeChallenge}&code_challenge_method=S256&response_type=code&scope=openid+email+profile&state=${oidc?.state}&redirect_uri=`,
  );
});

test("a first sign-in creates the user from createData and the provider's profile", async () => {
  const pb = new PocketBase(server.url);
  const auth = await signIn(pb, "alice-1", { name: "Alice from createData", emailVisibility: true });
  expect(auth.meta).toMatchObject({
    id: "alice-1",
    name: "Alice Liddell",
    username: "alice",
    email: "alice@example.com",
    avatarUrl: "https://example.com/alice.png",
    refreshToken: "",
    isNew: true,
  });
  expect(Object.keys(auth.meta ?? {})).toEqual([
    "id",
    "name",
    "username",
    "email",
    "avatarUrl",
    "accessToken",
    "refreshToken",
    "expiry",
    "rawUser",
    "isNew",
  ]);
  expect(auth.meta?.accessToken).not.toBe("");
  expect(auth.meta?.expiry).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  const rawKeys = Object.keys(auth.meta?.rawUser ?? {});
  expect(rawKeys).toEqual([...rawKeys].sort());
  expect(auth.meta?.rawUser).toMatchObject({ sub: "alice-1", email: "alice@example.com" });

  expect(auth.record).toMatchObject({
    collectionName: "users",
    email: "alice@example.com",
    emailVisibility: true,
    verified: true,
    username: "alice",
    name: "Alice from createData",
  });
  expect(pb.authStore.model?.id).toBe(auth.record.id);
  expect(pb.authStore.isValid).toBe(true);
  // the token works for the record's own routes
  expect((await pb.collection("users").authRefresh()).record.id).toBe(auth.record.id);

  const links = await linksOf(auth.record.id);
  expect(links).toHaveLength(1);
  expect(links[0]).toMatchObject({
    collectionId: "_pb_users_auth_",
    recordId: auth.record.id,
    provider: "oidc",
    providerId: "alice-1",
  });
  // a random password was set: the email cannot sign in with an empty one
  const password = await rejection(pb.collection("users").authWithPassword("alice@example.com", "x"));
  expect(password.status).toBe(400);
});

test("a second sign-in of the same provider user signs the same record in", async () => {
  const first = await admin().collection("users").getFirstListItem('username = "alice"');
  const pb = new PocketBase(server.url);
  const auth = await signIn(pb, "alice-1", { name: "ignored now" });
  expect(auth.meta?.isNew).toBe(false);
  expect(auth.record.id).toBe(first.id);
  expect(auth.record.name).toBe("Alice from createData");
  expect(await linksOf(first.id)).toHaveLength(1);
});

test("the SDK's one-step flow: realtime @oauth2 event from /api/oauth2-redirect, then the exchange", async () => {
  installFetchEventSource();
  const pb = new PocketBase(server.url);
  let landing: Response | undefined;
  const auth = await pb.collection("users").authWithOAuth2({
    provider: "oidc",
    createData: { name: "Oscar via popup" },
    urlCallback: async (url) => {
      // the SDK put its realtime client id in `state` and the server's redirect route in redirect_uri
      expect(url).toContain(`redirect_uri=${encodeURIComponent(`${server.url}/api/oauth2-redirect`)}`);
      landing = await peer.visit(url, "oscar-1");
    },
  });
  expect(auth.meta).toMatchObject({ id: "oscar-1", isNew: true });
  expect(auth.record).toMatchObject({ email: "oscar@example.com", name: "Oscar via popup", verified: true });
  expect(pb.authStore.model?.id).toBe(auth.record.id);
  expect(landing?.status).toBe(307);
  expect(landing?.headers.get("location")).toBe("../_/#/auth/oauth2-redirect");
});

test("a signed-in user links the provider to their own record", async () => {
  const pb = new PocketBase(server.url);
  await pb.collection("users").authWithPassword("test3@example.com", "1234567890");
  const auth = await signIn(pb, "bob-1");
  expect(auth.meta?.isNew).toBe(false);
  expect(auth.record.id).toBe(user3Id);
  expect(auth.record.email).toBe("test3@example.com");
  const links = await linksOf(user3Id);
  expect(links.map((l) => [l.provider, l.providerId])).toContainEqual(["oidc", "bob-1"]);
  // from now on the link alone finds the record
  const guest = new PocketBase(server.url);
  expect((await signIn(guest, "bob-1")).record.id).toBe(user3Id);
});

test("a verified provider email finds the existing record and verifies it", async () => {
  const before = await admin().collection("users").getOne(user1Id);
  expect(before.verified).toBe(false);
  const auth = await signIn(new PocketBase(server.url), "owner-1");
  expect(auth.meta?.isNew).toBe(false);
  expect(auth.record.id).toBe(user1Id);
  expect(auth.record.verified).toBe(true);
  const providers = (await linksOf(user1Id)).map((l) => l.provider).sort();
  expect(providers).toEqual(["gitlab", "google", "oidc"]);
});

test("an unverified provider email is not used; a taken username gets digits", async () => {
  const auth = await signIn(new PocketBase(server.url), "carol-1");
  expect(auth.meta?.isNew).toBe(true);
  expect(auth.meta?.email).toBe("");
  expect(auth.record.email).toBe("");
  expect(auth.record.username).toMatch(/^test2_username[1-9]{3}$/);
});

test("invalid createData: 400 Failed to authenticate. with the field errors, nothing created", async () => {
  const err = await rejection(signIn(new PocketBase(server.url), "dave-1", { email: "not an email" }));
  expect(err.status).toBe(400);
  expect(err.response.message).toBe("Failed to authenticate.");
  expect(Object.keys(err.response.data)).toEqual(["email"]);
  const found = await admin().collection("users").getList(1, 1, { filter: 'email = "dave@example.com"' });
  expect(found.totalItems).toBe(0);
});

test("a bad code or a wrong PKCE verifier: PocketBase's generic 400", async () => {
  const pb = new PocketBase(server.url);
  const methods = await pb.collection("users").listAuthMethods({ requestKey: null });
  const oidc = methods.authProviders.find((p) => p.name === "oidc");
  const bad = await rejection(
    pb
      .collection("users")
      .authWithOAuth2Code("oidc", "not-a-code", oidc?.codeVerifier ?? "", peer.redirectUrl),
  );
  expect(bad.status).toBe(400);
  expect(bad.response).toEqual({ code: 400, message: generic, data: {} });

  const { code } = await codeFor(pb, "dave-1");
  const wrongVerifier = "x".repeat(43);
  const pkce = await rejection(
    pb.collection("users").authWithOAuth2Code("oidc", code, wrongVerifier, peer.redirectUrl),
  );
  expect(pkce.response).toEqual({ code: 400, message: generic, data: {} });
  expect(pb.authStore.isValid).toBe(false);
});

test("a collection without OAuth2 refuses before reading the body", async () => {
  const err = await rejection(
    new PocketBase(server.url).collection("clients").authWithOAuth2Code("oidc", "c", "v", peer.redirectUrl),
  );
  expect(err.response).toEqual({
    code: 400,
    message: "The collection is not configured to allow OAuth2 authentication.",
    data: {},
  });
});

test("a disabled provider: 400 with the provider field error", async () => {
  const pb = new PocketBase(server.url);
  const { code, codeVerifier } = await codeFor(pb, "dave-1");
  await setOidc(false);
  const err = await rejection(
    pb.collection("users").authWithOAuth2Code("oidc", code, codeVerifier, peer.redirectUrl),
  );
  expect(err.response).toEqual({
    code: 400,
    message: generic,
    data: {
      provider: { code: "validation_invalid_provider", message: '"oidc" is missing or is not enabled.' },
    },
  });
  const github = await rejection(
    pb.collection("users").authWithOAuth2Code("github", "c", "v", peer.redirectUrl),
  );
  expect(github.response.data).toEqual({
    provider: { code: "validation_invalid_provider", message: '"github" is missing or is not enabled.' },
  });
});
