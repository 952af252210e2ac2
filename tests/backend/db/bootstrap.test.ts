import { DatabaseSync } from "node:sqlite";
import { afterEach, expect, test } from "vitest";
import { closeBackend, openBackend } from "../../../backend/app.ts";
import { loadSettings } from "../../../backend/services/settings/settings.ts";
import { copyFixture, emptyDataDir } from "../../helpers/pbdeck-process.ts";

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function tables(db: DatabaseSync): string[] {
  return (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
      name: string;
    }[]
  ).map((r) => r.name);
}

test("a new pb_data gets PocketBase's system tables, migration marks, settings and users collection", async () => {
  const dir = emptyDataDir();
  cleanups.push(dir.cleanup);
  const backend = openBackend({ dataDir: dir.dir });
  expect(tables(backend.db)).toEqual([
    "_admins",
    "_collections",
    "_externalAuths",
    "_migrations",
    "_params",
    "users",
  ]);
  expect(tables(backend.logsDb)).toEqual(["_migrations", "_requests"]);
  const migrations = (
    backend.db.prepare("SELECT file FROM _migrations ORDER BY file").all() as { file: string }[]
  ).map((r) => r.file);
  expect(migrations).toHaveLength(11);
  expect(migrations[0]).toBe("1640988000_init.go");
  expect(migrations.at(-1)).toBe("1692609521_copy_display_fields.go");
  const logMigrations = backend.logsDb.prepare("SELECT count(*) AS n FROM _migrations").get() as {
    n: number;
  };
  expect(logMigrations.n).toBe(3);
  expect(backend.db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });

  const users = backend.collections.find("users");
  expect(users?.id).toBe("_pb_users_auth_");
  expect(users?.type).toBe("auth");
  expect(users?.createRule).toBe("");
  expect(users?.listRule).toBe("id = @request.auth.id");
  expect(users?.schema.map((f) => [f.id, f.name, f.type])).toEqual([
    ["users_name", "name", "text"],
    ["users_avatar", "avatar", "file"],
  ]);
  const indexes = (
    backend.db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'users' AND sql IS NOT NULL",
      )
      .all() as {
      name: string;
    }[]
  ).map((r) => r.name);
  expect(indexes.sort()).toEqual([
    "__pb_users_auth__email_idx",
    "__pb_users_auth__tokenKey_idx",
    "__pb_users_auth__username_idx",
  ]);

  expect(backend.settings.meta.appName).toBe("Acme");
  expect(backend.settings.adminAuthToken.secret).toMatch(/^[A-Za-z0-9]{50}$/);
  expect(backend.settings.adminAuthToken.secret).not.toBe(backend.settings.recordAuthToken.secret);
  expect(backend.settings.meta.verificationTemplate.body).toContain("{ACTION_URL}");
  expect(backend.settings.meta.verificationTemplate.actionUrl).toContain("{TOKEN}");
  await closeBackend(backend);
});

test("reopening a directory keeps its settings and does not bootstrap twice", async () => {
  const dir = emptyDataDir();
  cleanups.push(dir.cleanup);
  const first = openBackend({ dataDir: dir.dir });
  const secret = first.settings.adminAuthToken.secret;
  await closeBackend(first);
  const second = openBackend({ dataDir: dir.dir });
  expect(second.settings.adminAuthToken.secret).toBe(secret);
  expect((second.db.prepare("SELECT count(*) AS n FROM _collections").get() as { n: number }).n).toBe(1);
  await closeBackend(second);
});

test("the fixture's settings are read and merged over defaults", async () => {
  const dir = copyFixture();
  cleanups.push(dir.cleanup);
  const backend = openBackend({ dataDir: dir.dir });
  expect(backend.settings.meta.appName).toBe("acme_test");
  expect(backend.settings.adminAuthToken.secret).toBe("MyN3nDlzmHnuCjd35vb6cyIdqNr7Os0PmgiPVDMxmbFToSpBvS");
  // keys missing in the fixture's row take their defaults
  expect(backend.settings.backups).toEqual({
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
  expect(backend.settings.instagramAuth.enabled).toBe(false);
  expect(backend.collections.all().map((c) => c.name)).toEqual([
    "users",
    "demo1",
    "demo2",
    "demo3",
    "demo4",
    "clients",
    "nologin",
    "demo5",
    "view1",
    "view2",
    "numeric_id_view",
  ]);
  await closeBackend(backend);
});

test("an encrypted settings row is written and read back only with its key", async () => {
  const dir = emptyDataDir();
  cleanups.push(dir.cleanup);
  const key = "0123456789abcdef0123456789abcdef";
  const backend = openBackend({ dataDir: dir.dir, encryptionKey: key });
  const secret = backend.settings.recordAuthToken.secret;
  await closeBackend(backend);

  const raw = new DatabaseSync(`${dir.dir}/data.db`);
  const row = raw.prepare("SELECT value FROM _params WHERE key = 'settings'").get() as { value: string };
  expect(() => JSON.parse(row.value)).toThrow();
  expect(loadSettings(raw, key).recordAuthToken.secret).toBe(secret);
  expect(() => loadSettings(raw)).toThrow("missing or invalid encryption key");
  expect(() => loadSettings(raw, "another-key-of-32-bytes-length!!")).toThrow(
    "missing or invalid encryption key",
  );
  raw.close();
});
