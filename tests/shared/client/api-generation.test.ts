/** Telling PocketBase API generations apart: fake servers of each generation, and the real embedded backend. */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startEmbeddedApi } from "../../../backend/app.ts";
import {
  describeApiGeneration,
  detectApiGeneration,
  generationOfHealth,
  unsupportedApiMessage,
} from "../../../shared/client/api-generation.ts";
import { ClientResponseError } from "../../../shared/client/index.ts";
import {
  type FakeGeneration,
  type FakePocketBase,
  startFakePocketBase,
} from "../../helpers/fake-pocketbase.ts";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { copyFixture, freePort } from "../../helpers/pbdeck-process.ts";

describe("fake servers of each generation", () => {
  const fakes = new Map<FakeGeneration, FakePocketBase>();
  beforeAll(async () => {
    for (const generation of ["v0.18", "v0.22", "v0.22-public", "v0.23", "broken"] as const) {
      fakes.set(generation, await startFakePocketBase(generation));
    }
  });
  afterAll(async () => {
    for (const fake of fakes.values()) await fake.close();
  });
  const url = (generation: FakeGeneration) => fakes.get(generation)?.url ?? "";

  test.each([
    ["v0.18", "v0.18"],
    ["v0.22", "v0.20-v0.22"],
    ["v0.22-public", "v0.20-v0.22"],
    ["v0.23", "v0.23+"],
    ["broken", "unknown"],
  ] as const)("a %s server is %s", async (generation, expected) => {
    expect(await detectApiGeneration(url(generation))).toBe(expected);
  });

  test("asks the health first (v0.23+ tells itself there), then the dashboard, the sign-in and the logs", async () => {
    const asked = async (generation: FakeGeneration) => {
      const before = fakes.get(generation)?.requests().length ?? 0;
      await detectApiGeneration(url(generation));
      return fakes.get(generation)?.requests().slice(before);
    };
    // no request sure to fail: v0.23+ has no /api/admins
    expect(await asked("v0.23")).toEqual(["GET /api/health"]);
    // the dashboard (the fake has none): the version it names would decide without the two failing probes
    expect(await asked("v0.18")).toEqual([
      "GET /api/health",
      "GET /_/",
      "POST /api/admins/auth-with-password",
      "GET /api/logs/requests/stats",
    ]);
  });

  test.each([
    [{ code: 200, message: "API is healthy.", data: {} }, "v0.23+"],
    [{ code: 200, message: "API is healthy.", data: { canBackup: true } }, null],
    [{ code: 200, message: "API is healthy." }, null],
    ["<!doctype html>", null],
  ])("the health answer %j tells %s", (health, expected) => {
    expect(generationOfHealth(health)).toBe(expected);
  });

  // signed in, the caller's /api/admins sign-in already told v0.23+ (404) apart
  test.each([
    ["v0.18", "v0.18"],
    ["v0.22", "v0.20-v0.22"],
    ["v0.22-public", "v0.20-v0.22"],
    ["broken", "unknown"],
  ] as const)("signed in, a %s server is %s", async (generation, expected) => {
    expect(await detectApiGeneration(url(generation), { token: adminToken })).toBe(expected);
  });

  test("signed in: one request, with the token, and no guest request", async () => {
    const fake = fakes.get("v0.18");
    const before = { all: fake?.requests().length ?? 0, guests: fake?.guestRequests().length ?? 0 };
    await detectApiGeneration(url("v0.18"), { token: adminToken });
    expect(fake?.requests().slice(before.all)).toEqual(["GET /api/logs/requests/stats"]);
    expect(fake?.guestRequests().slice(before.guests)).toEqual([]);
  });

  test("a base URL with a trailing slash works the same", async () => {
    expect(await detectApiGeneration(`${url("v0.23")}/`)).toBe("v0.23+");
  });
});

test("the real embedded backend speaks the v0.18 API", async () => {
  const data = copyFixture();
  const api = await startEmbeddedApi(data.dir);
  try {
    expect(await detectApiGeneration(api.url)).toBe("v0.18");
    expect(await detectApiGeneration(api.url, { token: adminToken })).toBe("v0.18");
  } finally {
    await api.close();
    data.cleanup();
  }
});

test("a server that cannot be reached: the SDK's error with status 0", async () => {
  const closed = `http://127.0.0.1:${await freePort()}`;
  const failure = await detectApiGeneration(closed).catch((err: unknown) => err);
  expect(failure).toBeInstanceOf(ClientResponseError);
  expect((failure as ClientResponseError).status).toBe(0);
});

test("in words, and one line for what pbdeck cannot work with", () => {
  expect(describeApiGeneration("v0.18")).toBe("PocketBase v0.18");
  expect(describeApiGeneration("v0.20-v0.22")).toBe("PocketBase v0.20 to v0.22");
  expect(unsupportedApiMessage("https://pb.example.com", "v0.18")).toBeNull();
  expect(unsupportedApiMessage("https://pb.example.com", "v0.23+")).toBe(
    "https://pb.example.com answers like PocketBase v0.23 or newer; this part of pbdeck speaks only the PocketBase v0.18 API",
  );
  expect(unsupportedApiMessage("https://pb.example.com", "v0.20-v0.22")).toBe(
    "https://pb.example.com answers like PocketBase v0.20 to v0.22; this part of pbdeck speaks only the PocketBase v0.18 API",
  );
  expect(unsupportedApiMessage("http://x", "unknown")).toBe(
    "http://x does not answer like any PocketBase version pbdeck knows (v0.18 to the newest)",
  );
});
