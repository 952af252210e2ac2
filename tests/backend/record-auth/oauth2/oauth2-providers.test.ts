import { exportJWK, generateKeyPair, SignJWT } from "jose";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";
import { adminToken } from "../../../helpers/fixture-tokens.ts";
import { type CannedProvider, startCannedProvider } from "../../../helpers/oauth2-canned-provider.ts";
import { serverForSuite } from "../../../helpers/server-suite.ts";

const server = serverForSuite();
const redirectUrl = "https://app.example.com/oauth2-callback";
let canned: CannedProvider;

beforeAll(async () => {
  canned = await startCannedProvider();
});
afterAll(async () => {
  await canned?.close();
});

/** Points provider `name` at the canned endpoints and signs in through the SDK. */
async function signInWith(name: string, userPath: string) {
  const admin = new PocketBase(server.url);
  admin.authStore.save(adminToken, null);
  await admin.settings.update({
    [`${name}Auth`]: {
      enabled: true,
      clientId: `${name}-client`,
      clientSecret: "s3cret",
      tokenUrl: `${canned.url}/${name}/token`,
      userApiUrl: `${canned.url}${userPath}`,
    },
  });
  canned.requests.length = 0;
  const pb = new PocketBase(server.url);
  return pb.collection("users").authWithOAuth2Code(name, `${name}-code`, "verifier-123", redirectUrl);
}

const requestTo = (path: string) => canned.requests.filter((r) => r.path === path);

test("github: form-encoded token answer, Basic client auth, hidden email from /emails", async () => {
  canned.answer("/github/token", {
    body: "access_token=gho_abc&scope=read%3Auser&token_type=bearer",
    contentType: "application/x-www-form-urlencoded",
  });
  canned.answer("/gh/user", {
    json: { id: 4242, login: "octo", name: "Octo Cat", email: null, avatar_url: "https://x/octo.png" },
  });
  canned.answer("/gh/user/emails", {
    json: [
      { email: "old@example.com", verified: true, primary: false },
      { email: "octo@example.com", verified: true, primary: true },
    ],
  });
  const auth = await signInWith("github", "/gh/user");
  expect(auth.meta).toMatchObject({
    id: "4242",
    name: "Octo Cat",
    username: "octo",
    email: "octo@example.com",
    avatarUrl: "https://x/octo.png",
    accessToken: "gho_abc",
    expiry: "",
    isNew: true,
  });
  expect(auth.record).toMatchObject({ username: "octo", email: "octo@example.com", verified: true });
  const [token] = requestTo("/github/token");
  expect(token.headers.authorization).toBe(`Basic ${Buffer.from("github-client:s3cret").toString("base64")}`);
  expect(Object.fromEntries(new URLSearchParams(token.body))).toEqual({
    grant_type: "authorization_code",
    code: "github-code",
    redirect_uri: redirectUrl,
    code_verifier: "verifier-123",
  });
  expect(requestTo("/gh/user")[0].headers.authorization).toBe("Bearer gho_abc");
});

test("vk: no PKCE verifier, the email comes with the token", async () => {
  canned.answer("/vk/token", {
    json: { access_token: "vk1", expires_in: 3600, user_id: 7, email: "ivan@example.com" },
  });
  canned.answer("/vk/users.get", {
    json: {
      response: [
        {
          id: 7,
          first_name: "Ivan",
          last_name: "Petrov",
          screen_name: "ivan_p",
          photo_max: "https://x/i.jpg",
        },
      ],
    },
  });
  const auth = await signInWith("vk", "/vk/users.get");
  expect(auth.meta).toMatchObject({
    id: "7",
    name: "Ivan Petrov",
    username: "ivan_p",
    email: "ivan@example.com",
    avatarUrl: "https://x/i.jpg",
  });
  expect(auth.meta?.expiry).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(new URLSearchParams(requestTo("/vk/token")[0].body).has("code_verifier")).toBe(false);
});

test("strava: credentials move into the body when the token endpoint refuses the Basic header", async () => {
  canned.answer("/strava/token", (request) => {
    const form = new URLSearchParams(request.body);
    return request.headers.authorization || form.get("client_secret") !== "s3cret"
      ? { status: 401, json: { message: "Authorization Error" } }
      : { json: { access_token: "st1", refresh_token: "st-refresh", token_type: "Bearer" } };
  });
  canned.answer("/strava/athlete", {
    json: { id: 99, firstname: "Ann", lastname: "Runner", username: "annr", profile: "https://x/a.jpg" },
  });
  const auth = await signInWith("strava", "/strava/athlete");
  expect(auth.meta).toMatchObject({
    id: "99",
    name: "Ann Runner",
    username: "annr",
    email: "",
    refreshToken: "st-refresh",
  });
  const attempts = requestTo("/strava/token");
  expect(attempts).toHaveLength(2);
  expect(new URLSearchParams(attempts[1].body).get("client_id")).toBe("strava-client");
});

test("twitch sends its Client-Id; yandex uses its OAuth scheme; discord drops an unverified email", async () => {
  canned.answer("/twitch/token", { json: { access_token: "tw1", token_type: "bearer" } });
  canned.answer("/helix/users", (request) =>
    request.headers["client-id"] === "twitch-client"
      ? {
          json: { data: [{ id: "55", login: "streamer", display_name: "Streamer", email: "s@example.com" }] },
        }
      : { status: 401, json: {} },
  );
  const twitch = await signInWith("twitch", "/helix/users");
  expect(twitch.meta).toMatchObject({
    id: "55",
    username: "streamer",
    name: "Streamer",
    email: "s@example.com",
  });

  canned.answer("/yandex/token", { json: { access_token: "ya1" } });
  canned.answer("/yandex/info", (request) =>
    request.headers.authorization === "OAuth ya1"
      ? {
          json: {
            id: "1000",
            login: "yan",
            real_name: "Yan Dex",
            default_email: "yan@example.com",
            default_avatar_id: "131652443",
            is_avatar_empty: false,
          },
        }
      : { status: 401, json: {} },
  );
  const yandex = await signInWith("yandex", "/yandex/info");
  expect(yandex.meta).toMatchObject({
    id: "1000",
    username: "yan",
    email: "yan@example.com",
    avatarUrl: "https://avatars.yandex.net/get-yapic/131652443/islands-200",
  });

  canned.answer("/discord/token", { json: { access_token: "dc1" } });
  canned.answer("/discord/me", {
    json: {
      id: "80351110224678912",
      username: "nelly",
      discriminator: "1337",
      avatar: "8342729096ea3675442027381ff50dfe",
      email: "nelly@example.com",
      verified: false,
    },
  });
  const discord = await signInWith("discord", "/discord/me");
  expect(discord.meta).toMatchObject({
    username: "nelly#1337",
    email: "",
    avatarUrl: "https://cdn.discordapp.com/avatars/80351110224678912/8342729096ea3675442027381ff50dfe.png",
  });
});

test("apple: the user is the verified id_token, with the name sent once beside it", async () => {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  canned.answer("/apple/keys", {
    json: { keys: [{ ...(await exportJWK(publicKey)), kid: "k1", alg: "RS256", use: "sig" }] },
  });
  const idToken = await new SignJWT({ email: "apple@example.com", email_verified: "true" })
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .setIssuer("https://appleid.apple.com")
    .setAudience("apple-client")
    .setSubject("001234.abcd")
    .setExpirationTime("5m")
    .sign(privateKey);
  canned.answer("/apple/token", {
    json: {
      access_token: "ap1",
      id_token: idToken,
      user: JSON.stringify({ name: { firstName: "Tim", lastName: "Apple" } }),
    },
  });
  const auth = await signInWith("apple", "/apple/keys");
  expect(auth.meta).toMatchObject({ id: "001234.abcd", name: "Tim Apple", email: "apple@example.com" });

  // a token for another client does not verify
  const foreign = await new SignJWT({ email: "x@example.com", email_verified: true })
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .setIssuer("https://appleid.apple.com")
    .setAudience("someone-else")
    .setSubject("009")
    .setExpirationTime("5m")
    .sign(privateKey);
  canned.answer("/apple/token", { json: { access_token: "ap2", id_token: foreign } });
  await expect(signInWith("apple", "/apple/keys")).rejects.toMatchObject({
    status: 400,
    response: { message: "Something went wrong while processing your request.", data: {} },
  });
});
