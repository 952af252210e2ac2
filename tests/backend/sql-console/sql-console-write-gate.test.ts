/**
 * A long SQL console write holds data.db's write lock in its runner process. The server's own writers
 * must wait for it with await (db/write-gate.ts), not inside SQLite's synchronous busy wait, which froze
 * the whole server (health answered after 11 s, the create failed, the console answered past its limit).
 */
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { runSqlQuery } from "../../../shared/client/sql-console.ts";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { copyFixture, type PbdeckProcess, startPbdeck } from "../../helpers/pbdeck-process.ts";
import { failure } from "../../helpers/sdk-failure.ts";

let server: PbdeckProcess;
let data: ReturnType<typeof copyFixture>;

function admin(): PocketBase {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  pb.authStore.save(adminToken, null);
  return pb;
}

/** Milliseconds `work` took, with its outcome. */
async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// a write statement that never ends: the runner holds the write lock from its first step
const endlessWrite =
  "UPDATE demo1 SET text = (WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n)";

beforeAll(async () => {
  data = copyFixture();
  server = await startPbdeck(data.dir);
});
afterAll(async () => {
  await server?.stop();
  data?.cleanup();
});

describe("an SQL console write and the server's own writes", () => {
  test("a record create during a long console write succeeds once the write is stopped, and health keeps answering", async () => {
    const pb = admin();
    const before = await pb.collection("demo1").getFullList({ fields: "id,text" });

    const consoleWrite = timed(() => failure(runSqlQuery(pb, endlessWrite, true)));
    let writing = true;
    const healthTimes: number[] = [];
    const health = (async () => {
      while (writing) {
        const { ms, value } = await timed(() => fetch(`${server.url}/api/health`));
        expect(value.status).toBe(200);
        healthTimes.push(ms);
        await pause(200);
      }
    })();
    await pause(500);
    const create = timed(() => pb.collection("demo1").create({ text: "created during a console write" }));

    const [written, created] = await Promise.all([consoleWrite, create]);
    writing = false;
    await health;

    // stopped at the time limit (5 s), rolled back, answered in time
    expect(written.value.status).toBe(400);
    expect(written.value.body.message).toBe(
      "The query was stopped: it ran longer than the time limit of 5 s; nothing was written.",
    );
    expect(written.ms).toBeLessThan(6_500);
    // the create waited for the console write, then went through
    expect(created.value.text).toBe("created during a console write");
    expect(created.ms).toBeLessThan(6_500);
    // the server answered all along (before: one answer after 11 s)
    expect(healthTimes.length).toBeGreaterThan(10);
    expect(Math.max(...healthTimes)).toBeLessThan(2_000);

    const after = await pb.collection("demo1").getFullList({ fields: "id,text" });
    expect(after).toHaveLength(before.length + 1);
    for (const row of before) expect(after).toContainEqual(row);
  });

  test("a console write that ends in time lets the waiting create through after it", async () => {
    const pb = admin();
    const shortWrite =
      "UPDATE demo1 SET text = text WHERE (WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 300000) SELECT count(*) FROM n) < 0";
    const write = runSqlQuery(pb, shortWrite, true);
    await pause(100);
    const created = await pb.collection("demo1").create({ text: "after a short console write" });
    expect(created.text).toBe("after a short console write");
    expect((await write).changes).toBe(0);
  });

  test("reads run beside a console write; a second console write waits, then is told to try again", async () => {
    const pb = admin();
    let firstEnded = false;
    const first = failure(runSqlQuery(pb, endlessWrite, true)).finally(() => {
      firstEnded = true;
    });
    await pause(300);
    const read = runSqlQuery(pb, "SELECT count(*) FROM demo1");
    const second = failure(runSqlQuery(pb, "UPDATE demo1 SET text = 'second'", true));
    expect((await read).rows).toHaveLength(1);
    expect(firstEnded).toBe(false);
    // it waited (2 s) for a runner or the database, both held by the first write
    const refused = await second;
    expect(firstEnded).toBe(false);
    expect(refused.status).toBe(429);
    expect([
      "The database is busy with other writes; try the write again in a moment.",
      "Too many SQL queries are running; try again in a moment.",
    ]).toContain(refused.body.message);
    expect((await first).status).toBe(400);
    expect((await runSqlQuery(pb, "UPDATE demo1 SET text = text", true)).changes).toBeGreaterThan(0);
    const texts = await pb.collection("demo1").getFullList({ fields: "text" });
    expect(texts.map((r) => r.text)).not.toContain("second");
  });
});
