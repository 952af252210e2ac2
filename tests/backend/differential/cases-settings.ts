/** Settings: read (secrets masked), update (valid and invalid), the test endpoints, and health. */
import { closeMailPeer, useMailPeer } from "./mail-peer.ts";
import type { DiffCase, DiffGroup } from "./types.ts";

function patch(name: string, json: unknown): DiffCase {
  return { name, method: "PATCH", url: "/api/settings", auth: "admin", json };
}

export const settingsGroup: DiffGroup = {
  name: "settings",
  setup: useMailPeer,
  teardown: closeMailPeer,
  cases: [
    { name: "health", url: "/api/health" },
    {
      name: "health HEAD",
      method: "HEAD",
      url: "/api/health",
      compare: "text",
      accept:
        "PocketBase v0.18.1 answers HEAD only on routes that register it (404 here); pbdeck's router answers HEAD on every GET route, which monitors rely on",
      adjust: (observed) => ({
        status: observed.status === 404 ? 200 : observed.status,
        contentType: "",
        body: observed.body,
      }),
    },
    { name: "health as admin", url: "/api/health", auth: "admin" },
    { name: "an unknown api route", url: "/api/nope" },
    { name: "read settings as admin (secrets masked)", url: "/api/settings", auth: "admin" },
    { name: "read settings without auth", url: "/api/settings" },
    { name: "read settings as a user", url: "/api/settings", auth: "user1" },
    { name: "read settings with fields", url: "/api/settings?fields=meta.appName,logs", auth: "admin" },
    patch("update the app name and url", {
      meta: { appName: "diff app", appUrl: "http://diff.example.com" },
    }),
    patch("update with an empty app name", { meta: { appName: "" } }),
    patch("update with an invalid app url", { meta: { appUrl: "not a url" } }),
    patch("update with an invalid sender address", { meta: { senderAddress: "nope" } }),
    patch("update logs maxDays", { logs: { maxDays: 7 } }),
    patch("update logs maxDays negative", { logs: { maxDays: -1 } }),
    patch("update smtp enabled without a host", { smtp: { enabled: true, host: "", port: 0 } }),
    patch("update s3 storage with secrets", {
      s3: {
        enabled: false,
        bucket: "b",
        region: "r",
        endpoint: "http://127.0.0.1:1",
        accessKey: "ak",
        secret: "sk",
      },
    }),
    patch("update s3 enabled without a bucket", {
      s3: { enabled: true, bucket: "", region: "", endpoint: "" },
    }),
    patch("update a token duration too short", { recordAuthToken: { duration: 1 } }),
    patch("update a token secret too short", { adminAuthToken: { secret: "short" } }),
    patch("update an oauth2 provider enabled without a client id", {
      googleAuth: { enabled: true, clientId: "", clientSecret: "" },
    }),
    patch("update an oauth2 provider", {
      githubAuth: { enabled: true, clientId: "id", clientSecret: "secret" },
    }),
    patch("update the backups cron", { backups: { cron: "0 0 * * *", cronMaxKeep: 3 } }),
    patch("update the backups cron with an invalid expression", { backups: { cron: "every day" } }),
    patch("update a template without the action url", {
      meta: { verificationTemplate: { subject: "s", body: "no link", actionUrl: "{APP_URL}/x/{TOKEN}" } },
    }),
    patch("update with an unknown key (ignored)", { nope: { a: 1 } }),
    { name: "update without auth", method: "PATCH", url: "/api/settings", json: { meta: { appName: "x" } } },
    { name: "read settings after the updates", url: "/api/settings", auth: "admin" },
    { name: "test s3 while disabled", method: "POST", url: "/api/settings/test/s3", auth: "admin", json: {} },
    {
      name: "test s3 of the backups filesystem",
      method: "POST",
      url: "/api/settings/test/s3",
      auth: "admin",
      json: { filesystem: "backups" },
    },
    {
      name: "test email with the verification template",
      method: "POST",
      url: "/api/settings/test/email",
      auth: "admin",
      json: { email: "to@example.com", template: "verification" },
    },
    {
      name: "test email with an unknown template",
      method: "POST",
      url: "/api/settings/test/email",
      auth: "admin",
      json: { email: "to@example.com", template: "nope" },
    },
    {
      name: "test email with an invalid address",
      method: "POST",
      url: "/api/settings/test/email",
      auth: "admin",
      json: { email: "nope", template: "verification" },
    },
    {
      name: "apple client secret with an empty body",
      method: "POST",
      url: "/api/settings/apple/generate-client-secret",
      auth: "admin",
      json: {},
    },
  ],
};
