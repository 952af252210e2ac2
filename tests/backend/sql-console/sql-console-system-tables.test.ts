/**
 * The SQL console's write mode never changes a system table (PocketBase's `_*` tables, SQLite's
 * `sqlite_*`): an empty `_admins` would reopen the installer to anyone. SQLite's authorizer sees every
 * table a statement writes, through triggers too.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { runSqlQuery } from "../../../shared/client/sql-console.ts";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { copyFixture, type PbdeckProcess, startPbdeck } from "../../helpers/pbdeck-process.ts";
import { failure } from "../../helpers/sdk-failure.ts";

let server: PbdeckProcess;
let data: ReturnType<typeof copyFixture>;

function client(token = adminToken): PocketBase {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  if (token) pb.authStore.save(token, null);
  return pb;
}

/** Each system table with one of its text columns. */
const systemTables: [table: string, column: string][] = [
  ["_admins", "email"],
  ["_collections", "name"],
  ["_params", "key"],
  ["_migrations", "file"],
  ["_externalAuths", "provider"],
];

const refusedMessage = (table: string) =>
  `The SQL console cannot write to ${table}: system tables are changed through the API.`;

beforeAll(async () => {
  data = copyFixture();
  // a trigger that writes _admins when a user is renamed to one exact name (set up outside the console)
  const db = new DatabaseSync(join(data.dir, "data.db"));
  db.exec(`CREATE TRIGGER sneaky_admins_delete AFTER UPDATE OF name ON users
    WHEN NEW.name = 'trigger me' BEGIN DELETE FROM _admins; END`);
  db.close();
  server = await startPbdeck(data.dir);
});
afterAll(async () => {
  await server?.stop();
  data?.cleanup();
});

describe("SQL console writes to system tables", () => {
  test.each(systemTables)("every kind of write to %s is refused, naming the table", async (table, column) => {
    const pb = client();
    const before = await runSqlQuery(pb, `SELECT * FROM ${table} ORDER BY rowid`);
    for (const sql of [
      `DELETE FROM ${table}`,
      `UPDATE ${table} SET ${column} = ${column} || 'x'`,
      `INSERT INTO ${table} DEFAULT VALUES`,
      `INSERT INTO ${table} SELECT * FROM ${table}`,
      `REPLACE INTO ${table} SELECT * FROM ${table}`,
      `WITH doomed AS (SELECT rowid FROM ${table}) DELETE FROM ${table} WHERE rowid IN doomed`,
      `DROP TABLE ${table}`,
      `ALTER TABLE ${table} ADD COLUMN extra TEXT`,
      // (a CREATE TRIGGER needs a ";" in its body, which the one-statement check refuses before SQLite)
      `CREATE INDEX sql_console_idx ON ${table} (${column})`,
    ]) {
      const { status, body } = await failure(runSqlQuery(pb, sql, true));
      expect(status, sql).toBe(400);
      expect(body.message, sql).toBe(refusedMessage(table));
    }
    expect(await runSqlQuery(pb, `SELECT * FROM ${table} ORDER BY rowid`)).toEqual(before);
  });

  test("a write to a collection's table whose trigger writes _admins is refused", async () => {
    const pb = client();
    const { status, body } = await failure(runSqlQuery(pb, "UPDATE users SET name = 'trigger me'", true));
    expect(status).toBe(400);
    expect(body.message).toBe(refusedMessage("_admins"));
    // the same table without the trigger's column is fine
    expect((await runSqlQuery(pb, "UPDATE users SET verified = verified", true)).changes).toBeGreaterThan(0);
  });

  test("SQLite's tables, writing pragmas and VACUUM INTO are refused too", async () => {
    const pb = client();
    const schema = await runSqlQuery(pb, "SELECT type, name, sql FROM sqlite_master ORDER BY name");
    const cases: [sql: string, write: boolean, message: string][] = [
      ["DELETE FROM sqlite_master", true, "Table sqlite_master may not be modified."],
      ["PRAGMA writable_schema = 1", true, "PRAGMA writable_schema cannot be run in the SQL console."],
      ["PRAGMA user_version = 7", true, "PRAGMA user_version cannot be run in the SQL console."],
      ["PRAGMA journal_mode = DELETE", true, "PRAGMA journal_mode cannot be run in the SQL console."],
      ["PRAGMA wal_checkpoint(TRUNCATE)", true, "PRAGMA wal_checkpoint cannot be run in the SQL console."],
      ["ATTACH DATABASE ':memory:' AS other", true, "ATTACH and DETACH are not allowed in the SQL console."],
    ];
    const copy = join(data.dir, "vacuumed.db");
    for (const write of [false, true]) {
      cases.push([`/* a copy */ VACUUM INTO '${copy}'`, write, "VACUUM is not allowed in the SQL console."]);
    }
    for (const [sql, write, message] of cases) {
      const { status, body } = await failure(runSqlQuery(pb, sql, write));
      expect(status, sql).toBe(400);
      expect(body.message, sql).toBe(message);
    }
    expect(existsSync(copy)).toBe(false);
    expect(await runSqlQuery(pb, "SELECT type, name, sql FROM sqlite_master ORDER BY name")).toEqual(schema);
    // describing pragmas still answer in write mode
    const columns = await runSqlQuery(pb, "PRAGMA table_info(_admins)", true);
    expect(columns.rows.map((row) => row[1])).toContain("passwordHash");
  });

  test("_admins is intact afterwards: the admin still signs in and the installer stays closed", async () => {
    const pb = client();
    const admins = await pb.admins.getFullList();
    expect(admins.length).toBeGreaterThan(0);
    const guest = client("");
    const install = await failure(
      guest.admins.create({
        email: "intruder@example.com",
        password: "1234567890",
        passwordConfirm: "1234567890",
      }),
    );
    expect(install.status).toBe(401);
    expect(await pb.admins.getFullList()).toEqual(admins);
  });
});
