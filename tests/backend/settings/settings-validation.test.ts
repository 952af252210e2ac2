import PocketBase from "pocketbase";
import { describe, expect, test } from "vitest";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { rejection } from "../../helpers/sdk-failure.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";

// ready-made fixture admin token (data-model §8.8), valid until 2040

const server = serverForSuite();

function client(): PocketBase {
  const pb = new PocketBase(server.url);
  pb.authStore.save(adminToken, null);
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

describe("PATCH /api/settings: validation", () => {
  const leaf = (code: string, message: string) => ({ code, message });
  const required = leaf("validation_required", "Cannot be blank.");
  const notUrl = leaf("validation_is_url", "Must be a valid URL.");
  const cases: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
    ["required appName", { meta: { appName: "" } }, { meta: { appName: required } }],
    [
      "appName longer than 255 bytes",
      { meta: { appName: "é".repeat(128) } },
      { meta: { appName: leaf("validation_length_out_of_range", "The length must be between 1 and 255.") } },
    ],
    ["appUrl not a URL", { meta: { appUrl: "not a url" } }, { meta: { appUrl: notUrl } }],
    ["required appUrl", { meta: { appUrl: "" } }, { meta: { appUrl: required } }],
    ["required senderName", { meta: { senderName: "" } }, { meta: { senderName: required } }],
    [
      "senderAddress not an email",
      { meta: { senderAddress: "support" } },
      { meta: { senderAddress: leaf("validation_is_email", "Must be a valid email address.") } },
    ],
    [
      "template parts",
      { meta: { verificationTemplate: { subject: "", body: "no link", actionUrl: "{APP_URL}/x" } } },
      {
        meta: {
          verificationTemplate: {
            subject: required,
            body: leaf("validation_missing_required_param", 'Missing required parameter "{ACTION_URL}".'),
            actionUrl: leaf("validation_missing_required_param", 'Missing required parameter "{TOKEN}".'),
          },
        },
      },
    ],
    [
      "empty template body",
      { meta: { confirmEmailChangeTemplate: { body: "" } } },
      { meta: { confirmEmailChangeTemplate: { body: required } } },
    ],
    [
      "negative logs.maxDays",
      { logs: { maxDays: -1 } },
      { logs: { maxDays: leaf("validation_min_greater_equal_than_required", "Must be no less than 0.") } },
    ],
    [
      "token secret and duration",
      { adminAuthToken: { secret: "short", duration: 4 }, recordFileToken: { secret: "", duration: 0 } },
      {
        adminAuthToken: {
          secret: leaf("validation_length_out_of_range", "The length must be between 30 and 300."),
          duration: leaf("validation_min_greater_equal_than_required", "Must be no less than 5."),
        },
        recordFileToken: { secret: required, duration: required },
      },
    ],
    [
      "the mask is not special: it is a 6 character secret",
      { recordAuthToken: { secret: "******", duration: 63072001 } },
      {
        recordAuthToken: {
          secret: leaf("validation_length_out_of_range", "The length must be between 30 and 300."),
          duration: leaf("validation_max_less_equal_than_required", "Must be no greater than 63072000."),
        },
      },
    ],
    [
      "smtp enabled without host and port, bad auth method and local name",
      { smtp: { enabled: true, host: "", port: 0, authMethod: "CRAM-MD5", localName: "bad name" } },
      {
        smtp: {
          host: required,
          port: required,
          authMethod: leaf("validation_in_invalid", "Must be a valid value."),
          localName: leaf("validation_is_host", "Must be a valid IP address or DNS name."),
        },
      },
    ],
    [
      "smtp host and negative port",
      { smtp: { host: "bad host!", port: -1 } },
      {
        smtp: {
          host: leaf("validation_is_host", "Must be a valid IP address or DNS name."),
          port: leaf("validation_min_greater_equal_than_required", "Must be no less than 0."),
        },
      },
    ],
    [
      "s3 enabled with nothing set",
      { s3: { enabled: true } },
      {
        s3: {
          endpoint: required,
          bucket: required,
          region: required,
          accessKey: required,
          secret: required,
        },
      },
    ],
    [
      "s3 endpoint not a URL even when disabled",
      { s3: { endpoint: "::nope::" } },
      { s3: { endpoint: notUrl } },
    ],
    [
      "backups: bad cron, enabled s3 without a bucket",
      {
        backups: {
          cron: "* * *",
          s3: { enabled: true, endpoint: "http://127.0.0.1:9000", region: "r", accessKey: "a", secret: "s" },
        },
      },
      {
        backups: {
          cron: leaf(
            "validation_invalid_cron",
            "Invalid cron expression - must be a valid macro or to have exactly 5 space separated segments.",
          ),
          s3: { bucket: required },
        },
      },
    ],
    [
      "backups: a cron value out of range and no cronMaxKeep",
      { backups: { cron: "61 * * * *", cronMaxKeep: 0 } },
      {
        backups: {
          cron: leaf(
            "validation_invalid_cron",
            "Invalid segment value - must be between the min and max of the segment.",
          ),
          cronMaxKeep: required,
        },
      },
    ],
    [
      "backups: negative cronMaxKeep without cron",
      { backups: { cronMaxKeep: -1 } },
      {
        backups: {
          cronMaxKeep: leaf("validation_min_greater_equal_than_required", "Must be no less than 1."),
        },
      },
    ],
    [
      "an enabled provider without credentials and with bad URLs",
      { githubAuth: { enabled: true, authUrl: "nope nope", tokenUrl: "gopher://example.com" } },
      {
        githubAuth: {
          clientId: required,
          clientSecret: required,
          authUrl: notUrl,
          tokenUrl: notUrl,
        },
      },
    ],
    [
      "errors of several blocks at once",
      {
        meta: { appName: "" },
        oidc3Auth: { enabled: true, clientId: "x", clientSecret: "y", userApiUrl: "a b" },
      },
      { meta: { appName: required }, oidc3Auth: { userApiUrl: notUrl } },
    ],
  ];
  for (const [name, body, expected] of cases) {
    test(name, async () => {
      const err = await rejection(client().settings.update(body));
      expect(err.status).toBe(400);
      expect(err.response).toEqual({
        code: 400,
        message: "Something went wrong while processing your request.",
        data: expected,
      });
    });
  }

  test("failed validations changed nothing", async () => {
    const settings = await client().settings.getAll();
    expect(settings.meta.appName).toBe("acme_test");
    expect(settings.smtp.enabled).toBe(false);
    expect(settings.backups.cron).toBe("");
    expect(settings.githubAuth.enabled).toBe(false);
  });

  test("unreadable bodies: 400 with the load message and no data", async () => {
    const loadError = { code: 400, message: "An error occurred while loading the submitted data.", data: {} };
    for (const body of ["{", "[]", '"x"', '{"meta":{"appName":5}}', '{"smtp":{"port":1.5}}', '{"meta":[]}']) {
      expect(await rawPatch(body)).toEqual({ status: 400, json: loadError });
    }
  });

  test("valid cron expressions and macros are accepted", async () => {
    for (const cron of ["0 0 * * *", "*/15 1-5 1,15 * 0-6", "@daily", "@hourly", "@yearly"]) {
      const saved = await client().settings.update({ backups: { cron } });
      expect(saved.backups.cron).toBe(cron);
    }
    await client().settings.update({ backups: { cron: "" } });
  });
});
