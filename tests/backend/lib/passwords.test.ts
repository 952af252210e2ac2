/**
 * Passwords as PocketBase hashes and checks them, with the native bcrypt and with the WebAssembly one
 * (`PBDECK_BCRYPT=wasm`, read by each new password thread): a hash the real server wrote (the fixture's
 * admin, bcrypt cost 13 from Go) checks with its password and no other, a new hash is `$2a$12$` and
 * checks back with the other implementation too, only the first 72 bytes count, and an empty password
 * or a malformed hash signs nobody in.
 */

import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { holdPasswordPool } from "../../../backend/lib/password-pool.ts";
import { hashPassword, verifyPassword } from "../../../backend/lib/passwords.ts";
import { repoRoot } from "../../helpers/pbdeck-process.ts";

function fixtureAdminHash(): string {
  const db = new DatabaseSync(join(repoRoot, "tests/fixtures/pb_data/data.db"), { readOnly: true });
  try {
    const row = db.prepare("SELECT passwordHash FROM _admins WHERE email = ?").get("test@example.com");
    return String(row?.passwordHash);
  } finally {
    db.close();
  }
}

const hashes: Record<string, string> = {};

describe.each(["native", "wasm"])("bcrypt %s", (kind) => {
  let release: () => Promise<void>;
  beforeAll(() => {
    if (kind === "wasm") process.env.PBDECK_BCRYPT = "wasm";
    else delete process.env.PBDECK_BCRYPT;
    release = holdPasswordPool();
  });
  afterAll(async () => {
    await release(); // the next describe's jobs start new threads, which read the variable again
    delete process.env.PBDECK_BCRYPT;
  });

  test("a hash written by PocketBase checks with its password only", async () => {
    const hash = fixtureAdminHash();
    expect(hash).toMatch(/^\$2a\$13\$/);
    expect(await verifyPassword("1234567890", hash)).toBe(true);
    expect(await verifyPassword("1234567891", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  test("a new hash is $2a$ at cost 12 and checks back; only the first 72 bytes count", async () => {
    const hash = await hashPassword("correct horse battery staple");
    hashes[kind] = hash;
    expect(hash).toMatch(/^\$2a\$12\$[./A-Za-z0-9]{53}$/);
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", hash)).toBe(false);
    // two hashes of one password differ by their salt
    expect(await hashPassword("correct horse battery staple")).not.toBe(hash);

    const long = `${"é".repeat(36)}`; // 72 bytes in UTF-8
    const longHash = await hashPassword(long);
    expect(await verifyPassword(`${long}anything after`, longHash)).toBe(true);
    expect(await verifyPassword(long.slice(0, 35), longHash)).toBe(false);
  });

  test("a malformed hash signs nobody in", async () => {
    expect(await verifyPassword("1234567890", "not a hash")).toBe(false);
    expect(await verifyPassword("1234567890", `$2a$13$${"x".repeat(40)}`)).toBe(false);
  });
});

test("the native bcrypt loads here (a prebuilt binary of the optional dependency), and each checks the other's hash", async () => {
  const native = (await import("bcrypt")).default;
  expect(native.compareSync("correct horse battery staple", hashes.wasm)).toBe(true);
  expect(native.compareSync("correct horse battery staple", hashes.native)).toBe(true);
});
