import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { previewViewQuery, runSqlQuery, sqlConsoleLimits } from "../../../shared/client/sql-console.ts";
import { adminToken, user1Token } from "../../helpers/fixture-tokens.ts";
import { copyFixture, type PbdeckProcess, startPbdeck } from "../../helpers/pbdeck-process.ts";
import { failure } from "../../helpers/sdk-failure.ts";

let server: PbdeckProcess;
let data: ReturnType<typeof copyFixture>;

function client(token: string): PocketBase {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  if (token) pb.authStore.save(token, null);
  return pb;
}

beforeAll(async () => {
  data = copyFixture();
  server = await startPbdeck(data.dir);
});
afterAll(async () => {
  await server?.stop();
  data?.cleanup();
});

describe("/api/pbdeck/sql", () => {
  test("admins only: guests and auth records get 401", async () => {
    for (const token of ["", user1Token]) {
      const { status, body } = await failure(runSqlQuery(client(token), "SELECT 1"));
      expect(status).toBe(401);
      expect(body.message).toBe("The request requires valid admin authorization token to be set.");
    }
  });

  test("reports its limits, and runs a read with columns and rows in order", async () => {
    const pb = client(adminToken);
    expect(await sqlConsoleLimits(pb)).toEqual({
      rowLimit: 500,
      byteLimit: 2 * 1024 * 1024,
      timeLimitMs: 5000,
    });
    const result = await runSqlQuery(
      pb,
      "SELECT name, type FROM _collections WHERE name IN ('users', 'view1') ORDER BY name",
    );
    expect(result).toEqual({
      columns: ["name", "type"],
      rows: [
        ["users", "auth"],
        ["view1", "view"],
      ],
      truncated: false,
      truncatedBy: null,
      changes: 0,
    });
  });

  test("the row limit: 500 rows come back and the result says more were left", async () => {
    const result = await runSqlQuery(
      client(adminToken),
      "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 2000) SELECT x FROM n",
    );
    expect(result.rows).toHaveLength(500);
    expect(result.rows[499]).toEqual([500]);
    expect(result.truncated).toBe(true);
    expect(result.truncatedBy).toBe("rows");
  });

  test("the time limit stops a recursive CTE that runs forever, and the server keeps answering", async () => {
    const pb = client(adminToken);
    const { status, body } = await failure(
      runSqlQuery(
        pb,
        "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n",
      ),
    );
    expect(status).toBe(400);
    expect(body.message).toBe("The query was stopped: it ran longer than the time limit of 5 s.");
    expect((await runSqlQuery(pb, "SELECT 2 AS two")).rows).toEqual([[2]]);
  });

  test("read-only by default: writes are refused with SQLite's message and change nothing", async () => {
    const pb = client(adminToken);
    const before = await runSqlQuery(pb, "SELECT count(*) FROM demo1");
    for (const sql of [
      "DELETE FROM demo1",
      "UPDATE users SET name = 'x'",
      "CREATE TABLE t (a)",
      "PRAGMA user_version = 7",
    ]) {
      const { status, body } = await failure(runSqlQuery(pb, sql));
      expect(status, sql).toBe(400);
      expect(body.message, sql).toBe("Attempt to write a readonly database.");
    }
    expect(await runSqlQuery(pb, "SELECT count(*) FROM demo1")).toEqual(before);
  });

  test("bad SQL answers 400 with SQLite's message, never a 500", async () => {
    const pb = client(adminToken);
    const cases: [string, string][] = [
      ["SELEKT 1", 'Near "SELEKT": syntax error.'],
      ["SELECT * FROM missing_table", "No such table: missing_table."],
      ["ATTACH DATABASE '/tmp/x.db' AS x", "ATTACH and DETACH are not allowed in the SQL console."],
    ];
    for (const [sql, message] of cases) {
      const { status, body } = await failure(runSqlQuery(pb, sql));
      expect(status, sql).toBe(400);
      expect(body.message, sql).toBe(message);
    }
    const blank = await failure(runSqlQuery(pb, "  "));
    expect(blank.status).toBe(400);
    expect(blank.body.data).toEqual({ query: { code: "validation_required", message: "Cannot be blank." } });
    const two = await failure(runSqlQuery(pb, "SELECT 1; DELETE FROM demo1;"));
    expect(two.body.data).toEqual({
      query: { code: "validation_single_statement", message: "Run one statement at a time." },
    });
    expect((await runSqlQuery(pb, "SELECT ';' AS semicolon;")).rows).toEqual([[";"]]);
  });

  test("write mode runs in a transaction, refuses schema changes, and the API sees the change", async () => {
    const pb = client(adminToken);
    const schema = await failure(runSqlQuery(pb, "DROP TABLE demo1", true));
    expect(schema.body.message).toBe(
      "Schema changes are not allowed in the SQL console: use the collection editor.",
    );
    const updated = await runSqlQuery(
      pb,
      "UPDATE users SET name = 'by sql' WHERE email = 'test@example.com'",
      true,
    );
    expect(updated.changes).toBe(1);
    const user = await pb.collection("users").getFirstListItem('email = "test@example.com"');
    expect(user.name).toBe("by sql");

    // a failing write leaves nothing behind
    const name = await runSqlQuery(pb, "SELECT name FROM users LIMIT 1");
    const bad = await failure(runSqlQuery(pb, "UPDATE users SET name = 'changed', missing = 1", true));
    expect(bad.body.message).toBe("No such column: missing.");
    expect(await runSqlQuery(pb, "SELECT name FROM users LIMIT 1")).toEqual(name);
  });
});

describe("/api/pbdeck/view-preview", () => {
  test("the fields a save would create and the first rows, nothing stored", async () => {
    const pb = client(adminToken);
    const before = await pb.collections.getFullList();
    const preview = await previewViewQuery(
      pb,
      "SELECT id, email, verified, (SELECT 1) AS one FROM users ORDER BY email;",
    );
    expect(preview.fields).toEqual([
      { name: "email", type: "email" },
      { name: "verified", type: "bool" },
      { name: "one", type: "json" },
    ]);
    expect(preview.columns).toEqual(["id", "email", "verified", "one"]);
    expect(preview.rows.length).toBeGreaterThan(0);
    expect(preview.rows.length).toBeLessThanOrEqual(10);
    expect(preview.rows[0]?.[3]).toBe(1);
    expect(await pb.collections.getFullList()).toEqual(before);
  });

  test("a failing query answers 400 with the reason under query, as a save would", async () => {
    const pb = client(adminToken);
    const missingId = await failure(previewViewQuery(pb, "SELECT email FROM users"));
    expect(missingId.status).toBe(400);
    expect(missingId.body.data).toEqual({
      query: {
        code: "validation_invalid_view_query",
        message:
          "Invalid query - missing required id column (you can use `(ROW_NUMBER() OVER()) as id` if you don't have one).",
      },
    });
    const missingTable = await failure(previewViewQuery(pb, "SELECT id FROM nowhere"));
    expect((missingTable.body.data as { query: { message: string } }).query.message).toBe(
      "Invalid query - no such table: main.nowhere.",
    );
  });
});
