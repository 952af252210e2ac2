import PocketBase from "pocketbase";
import { describe, expect, test } from "vitest";
import { adminToken, user1Token } from "../../helpers/fixture-tokens.ts";
import { rejection } from "../../helpers/sdk-failure.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";

// ready-made fixture tokens (data-model §8.8), valid until 2040
// the fixture's stored token secrets: none may ever leave the server
const fixtureSecrets = [
  "MyN3nDlzmHnuCjd35vb6cyIdqNr7Os0PmgiPVDMxmbFToSpBvS",
  "fPSpFm9rxjj4mdeWYfyQ5OZQ4UWpyainTO0dqrJe3LHEYEDduq",
  "sjJAjTNPrOcRDmnIKwQm7qY9FyjuXTG5KNcaqw4U1TSDVfu4r9",
  "PjVU4hAV7CZIWbCByJHkDcMUlSEWCLI6M5aWSZOpEq0a3rYxKT",
  "BC6jYPe4JXpQGGNzu6VXtYw0yhKoH2mh2ezIJClOJQuZYrd4Ol",
  "eON2TTJZiGCEi7mvUvwMLADj8CMHQzwZN3gmyMjQb24EY08ATP",
  "dgGGHlzzdCJ2C5MjXGoondllwSXkJHyL50FuvLvXGHNmBhvGKO",
  "4Ax9zDm2Rwtny81dGaGQrJQBnIx5wVOuNe89X6v7NbNzrAZhvn",
];
const tokenKinds = [
  "adminAuthToken",
  "adminPasswordResetToken",
  "adminFileToken",
  "recordAuthToken",
  "recordPasswordResetToken",
  "recordEmailChangeToken",
  "recordVerificationToken",
  "recordFileToken",
];
const providerKeys = [
  "googleAuth",
  "facebookAuth",
  "githubAuth",
  "gitlabAuth",
  "discordAuth",
  "twitterAuth",
  "microsoftAuth",
  "spotifyAuth",
  "kakaoAuth",
  "twitchAuth",
  "stravaAuth",
  "giteeAuth",
  "livechatAuth",
  "giteaAuth",
  "oidcAuth",
  "oidc2Auth",
  "oidc3Auth",
  "appleAuth",
  "instagramAuth",
  "vkAuth",
  "yandexAuth",
];
const adminRequired = {
  code: 401,
  message: "The request requires valid admin authorization token to be set.",
  data: {},
};

const server = serverForSuite();

function client(token = adminToken): PocketBase {
  const pb = new PocketBase(server.url);
  if (token) pb.authStore.save(token, null);
  return pb;
}

/** A PATCH /api/settings with a raw body, for bodies the SDK cannot send. */
async function rawPatch(body: string): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${server.url}/api/settings`, {
    method: "PATCH",
    headers: { Authorization: adminToken, "Content-Type": "application/json" },
    body,
  });
  return { status: res.status, json: await res.json() };
}

describe("access", () => {
  const calls: Array<[string, (pb: PocketBase) => Promise<unknown>]> = [
    ["getAll", (pb) => pb.settings.getAll()],
    ["update", (pb) => pb.settings.update({ meta: { appName: "hacked" } })],
    ["testEmail", (pb) => pb.settings.testEmail("a@example.com", "verification")],
    ["testS3", (pb) => pb.settings.testS3("storage")],
    [
      "generateAppleClientSecret",
      (pb) => pb.settings.generateAppleClientSecret("id", "0123456789", "0123456789", "key", 10),
    ],
  ];
  for (const [name, call] of calls) {
    test(`${name}: 401 for guests and auth records`, async () => {
      for (const token of ["", user1Token]) {
        const err = await rejection(call(client(token)));
        expect(err.status).toBe(401);
        expect(err.response).toEqual(adminRequired);
      }
    });
  }

  test("a rejected update changed nothing", async () => {
    expect((await client().settings.getAll()).meta.appName).toBe("acme_test");
  });
});

describe("GET /api/settings", () => {
  test("the full object in PocketBase's member order with every secret masked", async () => {
    const res = await fetch(`${server.url}/api/settings`, { headers: { Authorization: adminToken } });
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const secret of fixtureSecrets) expect(text).not.toContain(secret);
    const settings = JSON.parse(text);
    expect(Object.keys(settings)).toEqual([
      "meta",
      "logs",
      "smtp",
      "s3",
      "backups",
      ...tokenKinds,
      "emailAuth",
      ...providerKeys,
    ]);
    expect(Object.keys(settings.meta)).toEqual([
      "appName",
      "appUrl",
      "hideControls",
      "senderName",
      "senderAddress",
      "verificationTemplate",
      "resetPasswordTemplate",
      "confirmEmailChangeTemplate",
    ]);
    for (const kind of tokenKinds) expect(Object.keys(settings[kind])).toEqual(["secret", "duration"]);
    expect(settings.adminAuthToken).toEqual({ secret: "******", duration: 1209600 });
    expect(settings.adminFileToken).toEqual({ secret: "******", duration: 180 });
    expect(settings.recordVerificationToken).toEqual({ secret: "******", duration: 604800 });
    // empty secrets stay empty; blocks missing from the stored row get their defaults
    expect(settings.smtp).toEqual({
      enabled: false,
      host: "smtp.example.com",
      port: 587,
      username: "",
      password: "",
      authMethod: "",
      tls: false,
      localName: "",
    });
    expect(settings.backups).toEqual({
      cron: "",
      cronMaxKeep: 3,
      s3: {
        enabled: false,
        bucket: "",
        region: "",
        endpoint: "",
        accessKey: "",
        secret: "",
        forcePathStyle: false,
      },
    });
    expect(settings.emailAuth).toEqual({
      enabled: false,
      exceptDomains: null,
      onlyDomains: null,
      minPasswordLength: 0,
    });
    expect(settings.meta).toMatchObject({ appName: "acme_test", appUrl: "http://localhost:8090" });
    expect(settings.meta.verificationTemplate.actionUrl).toBe(
      "{APP_URL}/_/#/auth/confirm-verification/{TOKEN}",
    );
  });

  test("the `fields` parameter trims the object", async () => {
    const settings = await client().settings.getAll({ query: { fields: "meta.appName,logs" } });
    expect(settings).toEqual({ meta: { appName: "acme_test" }, logs: { maxDays: 5 } });
  });
});

describe("PATCH /api/settings: updates", () => {
  test("an empty body changes nothing and answers the masked settings", async () => {
    const before = await client().settings.getAll();
    const res = await rawPatch("");
    expect(res.status).toBe(200);
    expect(res.json).toEqual(before);
  });

  test("merges member by member, answers masked and keeps the secrets it was given", async () => {
    const pb = client();
    const before = await pb.settings.getAll();
    const updated = await pb.settings.update({
      meta: { appName: "Renamed", senderName: "Team", unknownKey: "ignored" },
      smtp: { password: "smtp-password-1", username: "mailer" },
      googleAuth: { enabled: true, clientId: "google-id", clientSecret: "google-secret" },
      emailAuth: { exceptDomains: ["example.com"] },
      ignoredTopLevel: true,
    });
    expect(updated.meta).toEqual({ ...before.meta, appName: "Renamed", senderName: "Team" });
    expect(updated.smtp).toEqual({ ...before.smtp, username: "mailer", password: "******" });
    expect(updated.googleAuth).toEqual({
      ...before.googleAuth,
      enabled: true,
      clientId: "google-id",
      clientSecret: "******",
    });
    expect(updated.emailAuth.exceptDomains).toEqual(["example.com"]);
    expect(updated).not.toHaveProperty("ignoredTopLevel");
    expect(JSON.stringify(updated)).not.toContain("smtp-password-1");
    expect(JSON.stringify(updated)).not.toContain("google-secret");
    expect(await pb.settings.getAll()).toEqual(updated);
  });

  test("a new token secret revokes every token of that kind at once", async () => {
    const pb = client();
    const fresh = new PocketBase(server.url);
    await fresh.admins.authWithPassword("test@example.com", "1234567890");
    const before = fresh.authStore.token;
    await pb.settings.update({ adminAuthToken: { secret: "x".repeat(40) } });
    const err = await rejection(client(before).settings.getAll());
    expect(err.status).toBe(401);
    const again = new PocketBase(server.url);
    await again.admins.authWithPassword("test@example.com", "1234567890");
    const settings = await again.settings.getAll();
    expect(settings.adminAuthToken).toEqual({ secret: "******", duration: 1209600 });
  });
});
