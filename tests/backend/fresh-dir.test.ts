/**
 * A whole first session on an empty directory, through the SDK only, then the pb_data on disk: the
 * system tables, the `_collections` rows, the migration marks, and a restart on the same directory.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import PocketBase, { ClientResponseError } from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";
import { INSTALLER_TOKEN_HEADER } from "../../shared/client/installer-token.ts";
import {
  emptyDataDir,
  installerTokenOf,
  type PbdeckProcess,
  printedConsoleUrl,
  startPbdeck,
} from "../helpers/pbdeck-process.ts";

const dataMigrations = [
  "1640988000_init.go",
  "1673167670_multi_match_migrate.go",
  "1677152688_rename_authentik_to_oidc.go",
  "1679943780_normalize_single_multiple_values.go",
  "1679943781_add_indexes_column.go",
  "1685164450_check_fk.go",
  "1689579878_renormalize_single_multiple_values.go",
  "1690319366_reset_null_values.go",
  "1690454337_transform_relations_to_views.go",
  "1691747913_resave_views.go",
  "1692609521_copy_display_fields.go",
];
const logsMigrations = [
  "1640988000_init.go",
  "1660821103_add_user_ip_column.go",
  "1677760279_uppsercase_method.go",
];

const adminLogin = { email: "first@example.com", password: "first-admin-pass" };
const ownerRule = "owner = @request.auth.id";

let server: PbdeckProcess | null = null;
let data: ReturnType<typeof emptyDataDir>;

beforeAll(() => {
  data = emptyDataDir();
});
afterAll(async () => {
  if (server) await server.stop();
  data.cleanup();
});

function client(): PocketBase {
  const pb = new PocketBase(server?.url);
  pb.autoCancellation(false);
  return pb;
}

/** The status of a rejected SDK call (fails the test when the call succeeds). */
async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
  } catch (err) {
    expect(err).toBeInstanceOf(ClientResponseError);
    return (err as ClientResponseError).status;
  }
  throw new Error("the request was expected to fail");
}

/** State carried from the API session to the on-disk checks. */
const session = { notesId: "", membersId: "", memberId: "", noteIds: [] as string[], fileName: "" };

test("a first session on an empty directory, through the SDK", async () => {
  server = await startPbdeck(data.dir);
  const guest = client();

  // installer: the first admin needs the printed link's token (no auth), the second one an admin
  const installerToken = installerTokenOf(await printedConsoleUrl(server));
  const first = await guest.admins.create(
    { ...adminLogin, passwordConfirm: adminLogin.password },
    { headers: { [INSTALLER_TOKEN_HEADER]: installerToken } },
  );
  expect(first).toMatchObject({ email: adminLogin.email, avatar: 0 });
  expect(first).not.toHaveProperty("passwordHash");
  expect(
    await statusOf(
      guest.admins.create({
        email: "second@example.com",
        password: "1234567890",
        passwordConfirm: "1234567890",
      }),
    ),
  ).toBe(401);

  const admin = client();
  await admin.admins.authWithPassword(adminLogin.email, adminLogin.password);
  expect((await admin.admins.getFullList()).map((a) => a.email)).toEqual([adminLogin.email]);
  expect((await admin.collections.getFullList()).map((c) => c.name)).toEqual(["users"]);

  const members = await admin.collections.create({
    name: "members",
    type: "auth",
    listRule: "id = @request.auth.id",
    viewRule: "id = @request.auth.id",
    createRule: "",
    updateRule: "id = @request.auth.id",
    options: { allowEmailAuth: true, allowUsernameAuth: true, minPasswordLength: 8 },
    schema: [{ name: "nick", type: "text", options: { max: 30 } }],
  });
  const notes = await admin.collections.create({
    name: "notes",
    type: "base",
    listRule: ownerRule,
    viewRule: ownerRule,
    createRule: `@request.auth.id != '' && ${ownerRule}`,
    updateRule: ownerRule,
    deleteRule: ownerRule,
    indexes: ["CREATE INDEX `idx_notes_title` ON `notes` (`title`)"],
    schema: [
      { name: "title", type: "text", required: true, options: { min: 2 } },
      { name: "priority", type: "number", options: { min: 0, max: 5 } },
      { name: "done", type: "bool" },
      { name: "due", type: "date" },
      { name: "tags", type: "select", options: { maxSelect: 2, values: ["home", "work", "misc"] } },
      { name: "meta", type: "json" },
      { name: "link", type: "url" },
      { name: "attachment", type: "file", options: { maxSelect: 1, maxSize: 1024 * 1024, protected: true } },
      {
        name: "owner",
        type: "relation",
        required: true,
        options: { collectionId: members.id, maxSelect: 1 },
      },
    ],
  });
  session.notesId = notes.id;
  session.membersId = members.id;

  // a guest signs up (createRule "") and signs in
  const signup = await guest.collection("members").create({
    username: "alice",
    email: "alice@example.com",
    password: "alice-password",
    passwordConfirm: "alice-password",
    nick: "Alice",
  });
  expect(signup).not.toHaveProperty("email"); // hidden from a guest: emailVisibility is false
  session.memberId = signup.id;
  const alice = client();
  const auth = await alice.collection("members").authWithPassword("alice@example.com", "alice-password");
  expect(auth.record).toMatchObject({ id: signup.id, email: "alice@example.com", nick: "Alice" });

  // records under the rules, with a protected upload
  const form = new FormData();
  form.append("title", "first note");
  form.append("priority", "3");
  form.append("done", "false");
  form.append("due", "2030-01-02 03:04:05.000Z");
  form.append("tags", "home");
  form.append("tags", "work");
  form.append("meta", JSON.stringify({ a: [1, 2] }));
  form.append("owner", signup.id);
  form.append("attachment", new Blob(["hello from alice"], { type: "text/plain" }), "Hello File.txt");
  const note = await alice.collection("notes").create(form);
  expect(note).toMatchObject({
    title: "first note",
    priority: 3,
    done: false,
    due: "2030-01-02 03:04:05.000Z",
    tags: ["home", "work"],
    meta: { a: [1, 2] },
    owner: signup.id,
  });
  expect(note.attachment).toMatch(/^hello_file_[A-Za-z0-9]{10}\.txt$/);
  session.fileName = note.attachment;
  const second = await alice.collection("notes").create({ title: "second", owner: signup.id, priority: 1 });
  expect(await statusOf(alice.collection("notes").create({ title: "not mine", owner: "x".repeat(15) }))).toBe(
    400,
  );
  expect(await statusOf(guest.collection("notes").create({ title: "guest note", owner: signup.id }))).toBe(
    400,
  );
  expect(
    await statusOf(alice.collection("notes").create({ title: "x", owner: signup.id, priority: 9 })),
  ).toBe(400);

  const listed = await alice.collection("notes").getList(1, 30, { sort: "-priority" });
  expect(listed.items.map((r) => r.title)).toEqual(["first note", "second"]);
  expect((await guest.collection("notes").getList()).totalItems).toBe(0);

  const updated = await alice.collection("notes").update(second.id, { "priority+": 2, done: true });
  expect(updated).toMatchObject({ priority: 3, done: true });
  expect(await statusOf(guest.collection("notes").update(second.id, { title: "guest edit" }))).toBe(404);
  await alice.collection("notes").delete(second.id);
  expect(await statusOf(alice.collection("notes").getOne(second.id))).toBe(404);
  session.noteIds = [note.id];

  // the protected file: refused without a token, served with a file token
  const plainUrl = alice.files.getUrl(note, note.attachment);
  expect((await fetch(plainUrl)).status).toBe(403);
  const token = await alice.files.getToken();
  const download = await fetch(alice.files.getUrl(note, note.attachment, { token }));
  expect(download.status).toBe(200);
  expect(await download.text()).toBe("hello from alice");
  const adminToken = await admin.files.getToken();
  expect((await fetch(admin.files.getUrl(note, note.attachment, { token: adminToken }))).status).toBe(200);

  const code = await server.stop();
  expect(code, server.output()).toBe(0);
  server = null;
});

test("the pb_data on disk has PocketBase's tables, collections and migration marks", () => {
  expect(readdirSync(data.dir).sort()).toEqual(expect.arrayContaining(["data.db", "logs.db", "storage"]));
  const db = new DatabaseSync(join(data.dir, "data.db"), { readOnly: true });
  try {
    const tables = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
        name: string;
      }[]
    ).map((t) => t.name);
    expect(tables).toEqual(
      [
        "_admins",
        "_collections",
        "_externalAuths",
        "_migrations",
        "_params",
        "members",
        "notes",
        "users",
      ].sort(),
    );
    const migrations = (
      db.prepare("SELECT file FROM _migrations ORDER BY file").all() as { file: string }[]
    ).map((m) => m.file);
    expect(migrations).toEqual(dataMigrations);

    const collections = db
      .prepare(
        "SELECT id, name, type, system, schema, indexes, listRule, createRule, options FROM _collections ORDER BY name",
      )
      .all() as Record<string, string | number | null>[];
    expect(collections.map((c) => [c.name, c.type, c.system])).toEqual([
      ["members", "auth", 0],
      ["notes", "base", 0],
      ["users", "auth", 0],
    ]);
    const notes = collections.find((c) => c.name === "notes");
    expect(notes?.id).toBe(session.notesId);
    expect(notes?.listRule).toBe(ownerRule);
    expect(JSON.parse(String(notes?.indexes))).toEqual([
      "CREATE INDEX `idx_notes_title` ON `notes` (`title`)",
    ]);
    const schema = JSON.parse(String(notes?.schema)) as {
      name: string;
      type: string;
      options: Record<string, unknown>;
    }[];
    expect(schema.map((f) => [f.name, f.type])).toEqual([
      ["title", "text"],
      ["priority", "number"],
      ["done", "bool"],
      ["due", "date"],
      ["tags", "select"],
      ["meta", "json"],
      ["link", "url"],
      ["attachment", "file"],
      ["owner", "relation"],
    ]);
    expect(schema.find((f) => f.name === "owner")?.options.collectionId).toBe(session.membersId);
    const members = collections.find((c) => c.name === "members");
    expect(members?.createRule).toBe("");
    expect(JSON.parse(String(members?.options))).toMatchObject({
      allowEmailAuth: true,
      allowUsernameAuth: true,
      minPasswordLength: 8,
    });
    const users = collections.find((c) => c.name === "users");
    expect(users?.id).toBe("_pb_users_auth_");

    const noteColumns = (db.prepare("PRAGMA table_info(`notes`)").all() as { name: string }[]).map(
      (c) => c.name,
    );
    expect(noteColumns.sort()).toEqual(
      [
        "attachment",
        "created",
        "done",
        "due",
        "id",
        "link",
        "meta",
        "owner",
        "priority",
        "tags",
        "title",
        "updated",
      ].sort(),
    );
    const row = db.prepare("SELECT * FROM notes").get() as Record<string, unknown>;
    expect(row).toMatchObject({
      id: session.noteIds[0],
      title: "first note",
      priority: 3,
      done: 0,
      due: "2030-01-02 03:04:05.000Z",
      tags: '["home","work"]',
      meta: '{"a":[1,2]}',
      owner: session.memberId,
      attachment: session.fileName,
    });
    const member = db
      .prepare("SELECT username, email, verified, passwordHash, tokenKey FROM members")
      .get() as Record<string, unknown>;
    expect(member).toMatchObject({ username: "alice", email: "alice@example.com", verified: 0 });
    expect(String(member.passwordHash)).toMatch(/^\$2[aby]\$/);
    expect(String(member.tokenKey).length).toBeGreaterThanOrEqual(50);
    const admins = db.prepare("SELECT email FROM _admins").all();
    expect(admins).toEqual([{ email: adminLogin.email }]);
    const settings = db.prepare("SELECT key FROM _params").all();
    expect(settings).toEqual([{ key: "settings" }]);
  } finally {
    db.close();
  }
  const logs = new DatabaseSync(join(data.dir, "logs.db"), { readOnly: true });
  try {
    const files = (
      logs.prepare("SELECT file FROM _migrations ORDER BY file").all() as { file: string }[]
    ).map((m) => m.file);
    expect(files).toEqual(logsMigrations);
    const logged = logs.prepare("SELECT count(*) AS n FROM _requests").get() as { n: number };
    expect(logged.n).toBeGreaterThan(0);
  } finally {
    logs.close();
  }
  const stored = readdirSync(join(data.dir, "storage", session.notesId, session.noteIds[0]));
  expect(stored.sort()).toEqual([session.fileName, `${session.fileName}.attrs`]);
});

test("the directory opens again: a restarted server lists the same data", async () => {
  server = await startPbdeck(data.dir);
  const admin = client();
  await admin.admins.authWithPassword(adminLogin.email, adminLogin.password);
  expect((await admin.collections.getFullList({ sort: "name" })).map((c) => c.name)).toEqual([
    "members",
    "notes",
    "users",
  ]);
  const notes = await admin.collection("notes").getFullList();
  expect(notes.map((n) => [n.id, n.title, n.priority])).toEqual([[session.noteIds[0], "first note", 3]]);
  const alice = client();
  await alice.collection("members").authWithPassword("alice", "alice-password");
  const own = await alice.collection("notes").getOne(session.noteIds[0], { expand: "owner" });
  expect(own.expand?.owner).toMatchObject({ id: session.memberId, nick: "Alice" });
  // the installer stays closed after the restart
  expect(
    await statusOf(
      client().admins.create({
        email: "late@example.com",
        password: "1234567890",
        passwordConfirm: "1234567890",
      }),
    ),
  ).toBe(401);
  const code = await server.stop();
  expect(code, server.output()).toBe(0);
  server = null;
});
