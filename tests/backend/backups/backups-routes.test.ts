/** Every /api/backups route as guest, auth record and admin (http-api §3.10), on a temp fixture copy. */
import PocketBase from "pocketbase";
import { beforeAll, describe, expect, test } from "vitest";
import { runScenario, type Scenario } from "../../helpers/api-scenario.ts";
import { adminToken, user1Token } from "../../helpers/fixture-tokens.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";

const server = serverForSuite();
const adminRequired = "The request requires valid admin authorization token to be set.";
const denied = (method: string, url: string): Scenario[] => [
  { name: `${method} ${url} as guest`, method, url, expectedStatus: 401, expectedContent: [adminRequired] },
  {
    name: `${method} ${url} as auth record`,
    method,
    url,
    token: user1Token,
    expectedStatus: 401,
    expectedContent: [adminRequired],
  },
];

let admin: PocketBase;
beforeAll(async () => {
  admin = new PocketBase(server.url);
  admin.authStore.save(adminToken, null);
  await admin.backups.create("existing.zip");
});

describe("admin only routes", () => {
  const scenarios: Scenario[] = [
    ...denied("GET", "/api/backups"),
    ...denied("POST", "/api/backups"),
    ...denied("POST", "/api/backups/upload"),
    ...denied("DELETE", "/api/backups/existing.zip"),
    ...denied("POST", "/api/backups/existing.zip/restore"),
    ...denied("GET", "/api/backups/existing.zip/inspect"),
    {
      name: "list as admin",
      method: "GET",
      url: "/api/backups",
      token: adminToken,
      expectedStatus: 200,
      expectedContent: ['"key":"existing.zip"', '"size":', '"modified":"'],
    },
    {
      name: "create with an invalid name",
      method: "POST",
      url: "/api/backups",
      token: adminToken,
      body: { name: "../escape.zip" },
      expectedStatus: 400,
      expectedContent: ['"name":{"code":"validation_match_invalid"'],
    },
    {
      name: "create with a taken name",
      method: "POST",
      url: "/api/backups",
      token: adminToken,
      body: { name: "existing.zip" },
      expectedStatus: 400,
      expectedContent: [
        '"code":"validation_backup_name_exists"',
        "The backup file name is invalid or already exists.",
      ],
    },
    {
      name: "upload without a file",
      method: "POST",
      url: "/api/backups/upload",
      token: adminToken,
      body: {},
      expectedStatus: 400,
      expectedContent: ['"message":"Missing or invalid uploaded file."'],
    },
    {
      name: "delete an unknown key",
      method: "DELETE",
      url: "/api/backups/missing.zip",
      token: adminToken,
      expectedStatus: 400,
      expectedContent: ['"message":"Invalid or already deleted backup file."'],
      notExpectedContent: ["Raw error", "blob (key"],
    },
    {
      name: "delete a key with ../",
      method: "DELETE",
      url: "/api/backups/..%2Fdata.db",
      token: adminToken,
      expectedStatus: 400,
      expectedContent: ['"message":"Invalid or already deleted backup file."'],
      notExpectedContent: ["Raw error", 'data.db"', "blob (key"],
    },
    {
      name: "restore an unknown key",
      method: "POST",
      url: "/api/backups/missing.zip/restore",
      token: adminToken,
      expectedStatus: 400,
      expectedContent: ['"message":"Missing or invalid backup file."'],
    },
    {
      name: "restore a key with ../",
      method: "POST",
      url: "/api/backups/..%2F..%2Fdata.db/restore",
      token: adminToken,
      expectedStatus: 400,
      expectedContent: ['"message":"Missing or invalid backup file."'],
    },
    {
      name: "inspect an unknown key",
      method: "GET",
      url: "/api/backups/missing.zip/inspect",
      token: adminToken,
      expectedStatus: 400,
      expectedContent: ['"message":"Missing or invalid backup file."'],
    },
    {
      name: "inspect as admin",
      method: "GET",
      url: "/api/backups/existing.zip/inspect",
      token: adminToken,
      expectedStatus: 200,
      expectedContent: [
        '"key":"existing.zip"',
        '{"name":"demo1","type":"base","records":3}',
        '{"name":"view1","type":"view","records":null}',
        '"live":[',
      ],
    },
  ];
  for (const scenario of scenarios) test(scenario.name, () => runScenario(server.url, scenario));
});

describe("GET /api/backups/:key (file token only)", () => {
  const forbidden = "Insufficient permissions to access the resource.";

  async function download(key: string, token: string | null, headers: Record<string, string> = {}) {
    const url = `${server.url}/api/backups/${encodeURIComponent(key)}${token === null ? "" : `?token=${token}`}`;
    return fetch(url, { headers });
  }

  test("no token, an auth token or a record file token: 403", async () => {
    const user = new PocketBase(server.url);
    user.authStore.save(user1Token, null);
    const recordFileToken = await user.files.getToken();
    for (const [token, headers] of [
      [null, { Authorization: adminToken }],
      [adminToken, {}],
      [recordFileToken, {}],
      ["not-a-token", {}],
    ] as const) {
      const res = await download("existing.zip", token, headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: 403, message: forbidden, data: {} });
    }
  });

  test("an admin file token: the archive as an attachment", async () => {
    const token = await admin.files.getToken();
    const res = await download("existing.zip", token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe("attachment; filename=existing.zip");
    expect(res.headers.get("content-type")).toBe("application/zip");
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(0, 4).toString("latin1")).toBe("PK\x03\x04");
    const [info] = (await admin.backups.getFullList()).filter((item) => item.key === "existing.zip");
    expect(body.length).toBe(info.size);
  });

  test("an unknown key or one with a path, with an admin file token: 400 without the storage's words", async () => {
    const token = await admin.files.getToken();
    for (const key of ["missing.zip", "../data.db"]) {
      const res = await download(key, token);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: 400, message: "Failed to retrieve backup item.", data: {} });
    }
  });
});

describe("the SDK's backups service as admin", () => {
  test("keys with characters to escape (@) are addressed percent-decoded", async () => {
    const token = await admin.files.getToken();
    const bytes = await (await fetch(admin.backups.getDownloadUrl(token, "existing.zip"))).arrayBuffer();
    await admin.backups.upload({ file: new File([bytes], "@test4.zip") });
    const again = await fetch(`${server.url}/api/backups/%40test4.zip?token=${await admin.files.getToken()}`);
    expect(again.status).toBe(200);
    expect((await again.arrayBuffer()).byteLength).toBe(bytes.byteLength);
    await admin.backups.delete("@test4.zip");
    expect((await admin.backups.getFullList()).map((item) => item.key)).toEqual(["existing.zip"]);
  });

  test("create with a generated name, list, delete", async () => {
    const health = await admin.health.check();
    expect(health.data).toEqual({ canBackup: true });
    await admin.backups.create("");
    const generated = (await admin.backups.getFullList())
      .map((item) => item.key)
      .filter((key) => key !== "existing.zip");
    expect(generated).toHaveLength(1);
    expect(generated[0]).toMatch(/^pb_backup_acme_test_\d{14}\.zip$/);
    await admin.backups.delete(generated[0]);
    expect((await admin.backups.getFullList()).map((item) => item.key)).toEqual(["existing.zip"]);
  });
});
