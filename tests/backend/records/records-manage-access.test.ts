/**
 * The manage-access matrix of auth records (data-model "Manage access"): who may set `verified`,
 * change `email`, set a password without `oldPassword`, and set `emailVisibility`, on create and on
 * update. The fixture's `nologin` collection has createRule/updateRule "" and the manageRule
 * `@request.auth.collectionName = 'users'`: a `users` record manages it, its own record does not.
 */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import PocketBase from "pocketbase";
import { describe, expect, test } from "vitest";
import { verifyPassword } from "../../../backend/lib/passwords.ts";
import { adminToken, clientToken, nologinToken, user1Token } from "../../helpers/fixture-tokens.ts";
import { failure } from "../../helpers/sdk-failure.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";

const server = serverForSuite();

const callers = {
  admin: adminToken,
  manager: user1Token, // a users record: passes nologin's manageRule
  owner: nologinToken, // the nologin record dc49k6jgejn40h3 itself
  other: clientToken, // an auth record of another collection, no manage access
  guest: "",
} as const;
type Caller = keyof typeof callers;
const managers: Caller[] = ["admin", "manager"];
const ownerId = "dc49k6jgejn40h3";

function as(caller: Caller): PocketBase {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  if (callers[caller]) pb.authStore.save(callers[caller], null);
  return pb;
}

function row(id: string): Record<string, unknown> {
  const db = new DatabaseSync(join(server.dataDir, "data.db"), { readOnly: true });
  try {
    const found = db
      .prepare("SELECT email, verified, emailVisibility, passwordHash FROM nologin WHERE id = ?")
      .get(id);
    return found as Record<string, unknown>;
  } finally {
    db.close();
  }
}

let serial = 0;
const freshEmail = (): string => `matrix${++serial}@example.com`;

/** A new nologin record (unverified, hidden email, password 12345678) made by the admin. */
async function freshRecord(): Promise<string> {
  const record = await as("admin")
    .collection("nologin")
    .create({ email: freshEmail(), password: "12345678", passwordConfirm: "12345678" });
  return record.id;
}

const invalid = { code: "validation_in_invalid", message: "Must be a valid value." };
const oldRequired = { code: "validation_required", message: "Cannot be blank." };

describe("create with manage access or without", () => {
  const allCallers = Object.keys(callers) as Caller[];
  test.each(allCallers)("%s: verified true is kept only with manage access", async (caller) => {
    const email = freshEmail();
    const body = {
      email,
      password: "12345678",
      passwordConfirm: "12345678",
      name: "test_name",
      emailVisibility: true,
      verified: true,
    };
    if (managers.includes(caller)) {
      const record = await as(caller).collection("nologin").create(body);
      expect(record).toMatchObject({ verified: true, emailVisibility: true, email, name: "test_name" });
      expect(row(record.id)).toMatchObject({ verified: 1, emailVisibility: 1, email });
    } else {
      const denied = await failure(as(caller).collection("nologin").create(body));
      expect(denied.status).toBe(400);
      expect(denied.body.data).toEqual({ verified: invalid });
    }
  });

  test.each(allCallers)("%s: email, password and emailVisibility need no manage access", async (caller) => {
    const email = freshEmail();
    const record = await as(caller)
      .collection("nologin")
      .create({ email, password: "abcdefgh", passwordConfirm: "abcdefgh", emailVisibility: true });
    expect(record).toMatchObject({ verified: false, emailVisibility: true, email });
    const stored = row(record.id);
    expect(stored).toMatchObject({ verified: 0, emailVisibility: 1, email });
    expect(await verifyPassword("abcdefgh", String(stored.passwordHash))).toBe(true);
  });
});

describe("update with manage access or without", () => {
  /** The record a caller updates: its own for the owner, else a fresh one. */
  const target = async (caller: Caller): Promise<string> => (caller === "owner" ? ownerId : freshRecord());
  const nonManagers: Caller[] = ["owner", "other", "guest"];

  test.each(managers)(
    "%s sets verified, changes email and the password without oldPassword",
    async (caller) => {
      const id = await freshRecord();
      const email = freshEmail();
      const record = await as(caller).collection("nologin").update(id, {
        verified: true,
        email,
        password: "newpassword",
        passwordConfirm: "newpassword",
        emailVisibility: true,
      });
      expect(record).toMatchObject({ verified: true, email, emailVisibility: true });
      const stored = row(id);
      expect(stored).toMatchObject({ verified: 1, email, emailVisibility: 1 });
      expect(await verifyPassword("newpassword", String(stored.passwordHash))).toBe(true);
    },
  );

  test.each(nonManagers)("%s may not set verified", async (caller) => {
    const id = await target(caller);
    const denied = await failure(as(caller).collection("nologin").update(id, { verified: true }));
    expect(denied).toMatchObject({ status: 400, body: { data: { verified: invalid } } });
    expect(row(id).verified).toBe(0);
  });

  test.each(nonManagers)("%s may not change the email", async (caller) => {
    const id = await target(caller);
    const before = row(id).email;
    const denied = await failure(as(caller).collection("nologin").update(id, { email: freshEmail() }));
    expect(denied).toMatchObject({ status: 400, body: { data: { email: invalid } } });
    expect(row(id).email).toBe(before);
  });

  test.each(nonManagers)("%s may not set the password without oldPassword", async (caller) => {
    const id = await target(caller);
    const before = row(id).passwordHash;
    const denied = await failure(
      as(caller)
        .collection("nologin")
        .update(id, { password: "newpassword", passwordConfirm: "newpassword" }),
    );
    expect(denied).toMatchObject({ status: 400, body: { data: { oldPassword: oldRequired } } });
    expect(row(id).passwordHash).toBe(before);
  });

  test.each(nonManagers)("%s may set emailVisibility and keep verified false", async (caller) => {
    const id = await target(caller);
    const record = await as(caller)
      .collection("nologin")
      .update(id, { emailVisibility: true, verified: false });
    expect(record).toMatchObject({ emailVisibility: true, verified: false });
    expect(row(id)).toMatchObject({ emailVisibility: 1, verified: 0 });
  });
});
