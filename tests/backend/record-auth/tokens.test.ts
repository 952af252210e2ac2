import { decodeJwt, decodeProtectedHeader, SignJWT, UnsecuredJWT } from "jose";
import { afterAll, beforeAll, expect, test } from "vitest";
import { closeBackend, openBackend } from "../../../backend/app.ts";
import type { Backend } from "../../../backend/context.ts";
import { hashPassword, verifyPassword } from "../../../backend/lib/passwords.ts";
import { findAdminById } from "../../../backend/services/admins/admin-store.ts";
import {
  createAdminToken,
  createFileToken,
  createRecordToken,
  verifyAdminToken,
  verifyAuthToken,
  verifyFileToken,
  verifyRecordToken,
} from "../../../backend/services/common/tokens.ts";
import { findAuthRecord } from "../../../backend/services/record-auth/record-auth-store.ts";
import { copyFixture } from "../../helpers/pbdeck-process.ts";

// ready-made fixture tokens (data-model §8.8), valid until 2040
const fixtureTokens = {
  admin: [
    "sywbhecnh46rhm0",
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6InN5d2JoZWNuaDQ2cmhtMCIsInR5cGUiOiJhZG1pbiIsImV4cCI6MjIwODk4NTI2MX0.M1m--VOqGyv0d23eeUc0r9xE8ZzHaYVmVFw1VZW6gT8",
  ],
  users: [
    "4q1xlclmfloku33",
    "eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IjRxMXhsY2xtZmxva3UzMyIsInR5cGUiOiJhdXRoUmVjb3JkIiwiY29sbGVjdGlvbklkIjoiX3BiX3VzZXJzX2F1dGhfIiwiZXhwIjoyMjA4OTg1MjYxfQ.UwD8JvkbQtXpymT09d7J6fdA0aP9g4FJ1GPh_ggEkzc",
  ],
  clients: [
    "gk390qegs4y47wn",
    "eyJhbGciOiJIUzI1NiJ9.eyJpZCI6ImdrMzkwcWVnczR5NDd3biIsInR5cGUiOiJhdXRoUmVjb3JkIiwiY29sbGVjdGlvbklkIjoidjg1MXE0cjc5MHJoa25sIiwiZXhwIjoyMjA4OTg1MjYxfQ.q34IWXrRWsjLvbbVNRfAs_J4SoTHloNBfdGEiLmy-D8",
  ],
  nologin: [
    "dc49k6jgejn40h3",
    "eyJhbGciOiJIUzI1NiJ9.eyJpZCI6ImRjNDlrNmpnZWpuNDBoMyIsInR5cGUiOiJhdXRoUmVjb3JkIiwiY29sbGVjdGlvbklkIjoia3B2NzA5c2sybHFicWs4IiwiZXhwIjoyMjA4OTg1MjYxfQ.DOYSon3x1-C0hJbwjEU6dp2-6oLeEa8bOlkyP1CinyM",
  ],
} as const;

let backend: Backend;
let data: ReturnType<typeof copyFixture>;

beforeAll(() => {
  data = copyFixture();
  backend = openBackend({ dataDir: data.dir });
});
afterAll(async () => {
  await closeBackend(backend);
  data.cleanup();
});

test("the fixture's ready-made tokens resolve to their owners", async () => {
  const admin = await verifyAuthToken(backend, fixtureTokens.admin[1]);
  expect(admin.admin?.id).toBe("sywbhecnh46rhm0");
  expect(admin.record).toBeNull();
  for (const [collection, [id, token]] of Object.entries(fixtureTokens).slice(1)) {
    const auth = await verifyAuthToken(backend, token);
    expect(auth.admin).toBeNull();
    expect(auth.record?.values.id).toBe(id);
    expect(auth.record?.collection.name).toBe(collection);
  }
});

test("tampered, unsigned and garbage tokens resolve to a guest", async () => {
  const guest = { admin: null, record: null };
  const [header, payload] = fixtureTokens.admin[1].split(".");
  expect(await verifyAuthToken(backend, `${header}.${payload}.AAAA`)).toEqual(guest);
  const unsigned = new UnsecuredJWT({ id: "sywbhecnh46rhm0", type: "admin" })
    .setExpirationTime("1h")
    .encode();
  expect(await verifyAuthToken(backend, unsigned)).toEqual(guest);
  expect(await verifyAuthToken(backend, "not-a-token")).toEqual(guest);
  expect(await verifyAuthToken(backend, "")).toEqual(guest);
  // a token of an unknown type, signed correctly, is still a guest
  const admin = findAdminById(backend, "sywbhecnh46rhm0");
  const key = new TextEncoder().encode(`${admin?.tokenKey}${backend.settings.adminAuthToken.secret}`);
  const other = await new SignJWT({ id: "sywbhecnh46rhm0", type: "other", exp: 2208985261 })
    .setProtectedHeader({ alg: "HS256" })
    .sign(key);
  expect(await verifyAuthToken(backend, other)).toEqual(guest);
});

test("admin tokens carry PocketBase's claims and only verify with their own kind's secret", async () => {
  const admin = findAdminById(backend, "sywbhecnh46rhm0");
  if (!admin) throw new Error("fixture admin missing");
  const auth = await createAdminToken(backend, admin, "adminAuthToken");
  expect(decodeProtectedHeader(auth)).toEqual({ alg: "HS256", typ: "JWT" });
  const claims = decodeJwt(auth);
  expect(Object.keys(claims).sort()).toEqual(["exp", "id", "type"]);
  expect(Math.abs(Number(claims.exp) - (Date.now() / 1000 + 1209600))).toBeLessThan(3);

  const reset = await createAdminToken(backend, admin, "adminPasswordResetToken");
  expect(decodeJwt(reset)).toMatchObject({ id: admin.id, type: "admin", email: "test@example.com" });
  expect(await verifyAdminToken(backend, reset, "adminPasswordResetToken")).toMatchObject({ id: admin.id });
  expect(await verifyAdminToken(backend, reset, "adminAuthToken")).toBeNull();
  expect(await verifyAuthToken(backend, reset)).toEqual({ admin: null, record: null });
});

test("record tokens: claims per kind, collection lookup, and file tokens", async () => {
  const record = findAuthRecord(backend, "users", "4q1xlclmfloku33");
  if (!record) throw new Error("fixture record missing");
  const change = await createRecordToken(backend, record, "recordEmailChangeToken", "new@example.com");
  expect(decodeJwt(change)).toMatchObject({
    id: "4q1xlclmfloku33",
    type: "authRecord",
    collectionId: "_pb_users_auth_",
    email: "test@example.com",
    newEmail: "new@example.com",
  });
  expect((await verifyRecordToken(backend, change, "recordEmailChangeToken"))?.record.values.id).toBe(
    "4q1xlclmfloku33",
  );
  expect(await verifyRecordToken(backend, change, "recordVerificationToken")).toBeNull();

  const file = await createFileToken(backend, { admin: null, record });
  // the fixture sets the file token duration to 180 s
  expect(Math.abs(Number(decodeJwt(file).exp) - (Date.now() / 1000 + 180))).toBeLessThan(3);
  expect((await verifyFileToken(backend, file)).record?.values.id).toBe("4q1xlclmfloku33");
  expect(await verifyAuthToken(backend, file)).toEqual({ admin: null, record: null });
  expect(await verifyFileToken(backend, fixtureTokens.users[1])).toEqual({ admin: null, record: null });
  await expect(createFileToken(backend, { admin: null, record: null })).rejects.toThrow();
});

test("a new settings secret invalidates every token of that kind", async () => {
  const saved = backend.settings.recordAuthToken.secret;
  backend.settings.recordAuthToken.secret = "x".repeat(50);
  try {
    expect((await verifyAuthToken(backend, fixtureTokens.users[1])).record).toBeNull();
    expect((await verifyAuthToken(backend, fixtureTokens.admin[1])).admin?.id).toBe("sywbhecnh46rhm0");
  } finally {
    backend.settings.recordAuthToken.secret = saved;
  }
});

test("passwords: cost 12 $2a$ hashes; any cost and $2a$/$2b$/$2y$ verify", async () => {
  const hash = await hashPassword("1234567890");
  expect(hash).toMatch(/^\$2a\$12\$[./A-Za-z0-9]{53}$/);
  expect(await verifyPassword("1234567890", hash)).toBe(true);
  expect(await verifyPassword("1234567891", hash)).toBe(false);
  for (const prefix of ["$2b$", "$2y$"]) {
    expect(await verifyPassword("1234567890", hash.replace("$2a$", prefix))).toBe(true);
  }
  // the fixture's records use cost 13
  const fixtureHash = String(findAuthRecord(backend, "users", "4q1xlclmfloku33")?.values.passwordHash);
  expect(fixtureHash.startsWith("$2a$13$")).toBe(true);
  expect(await verifyPassword("1234567890", fixtureHash)).toBe(true);
  expect(await verifyPassword("1234567890", "")).toBe(false);
  expect(await verifyPassword("1234567890", "plain-text")).toBe(false);
});
