/**
 * The SQL console's answers stay small and its runner processes few: results are cut in bytes as well
 * as rows, long cells are cut, and queries beyond the runners' bound wait a moment, then get 429.
 */
import { readdirSync, readFileSync } from "node:fs";
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

/** Resident memory of a process, in MB. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The SQL runner processes the server has running now. */
function runnerCount(pid: number): number {
  let count = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === pid && readFileSync(`/proc/${entry}/cmdline`, "utf8").includes("sql-runner-process"))
        count++;
    } catch {
      // the process ended while being read
    }
  }
  return count;
}

const twoMb = 2 * 1024 * 1024;
// 500 rows of 600,000 characters each (300 MB of text)
const hugeRows =
  "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 500) SELECT x, hex(zeroblob(300000)) AS big FROM n";
const endlessRead = "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n";

beforeAll(async () => {
  data = copyFixture();
  server = await startPbdeck(data.dir);
});
afterAll(async () => {
  await server?.stop();
  data?.cleanup();
});

describe("SQL console result size", () => {
  test("500 rows of 600 KB are cut at 2 MB, each cell at 10,000 characters, and the server's memory stays put", async () => {
    const pid = server.child.pid as number;
    const pb = admin();
    await runSqlQuery(pb, "SELECT 1"); // warm up before measuring
    const before = rssMb(pid);
    for (let run = 0; run < 2; run++) {
      const result = await runSqlQuery(pb, hugeRows);
      expect(result.truncated).toBe(true);
      expect(result.truncatedBy).toBe("bytes");
      expect(result.rows.length).toBeGreaterThan(100);
      expect(result.rows.length).toBeLessThan(500);
      expect(Buffer.byteLength(JSON.stringify(result.rows))).toBeLessThanOrEqual(twoMb);
      expect(result.rows[0]?.[0]).toBe(1);
      const cell = String(result.rows[0]?.[1]);
      expect(cell).toBe(`${"0".repeat(10_000)}… (cut: 600000 characters in all)`);
    }
    // before the caps: 115 MB → 1,161 MB
    expect(rssMb(pid) - before).toBeLessThan(200);
  });

  test("small rows are still cut by the row limit", async () => {
    const result = await runSqlQuery(
      admin(),
      "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 600) SELECT x FROM n",
    );
    expect(result.rows).toHaveLength(500);
    expect(result.truncatedBy).toBe("rows");
  });
});

describe("SQL console runner processes", () => {
  test("more queries than runners: two run, the others wait a moment then get 429, and the server carries on", async () => {
    const pid = server.child.pid as number;
    const pb = admin();
    let done = false;
    let mostRunners = 0;
    const watch = (async () => {
      while (!done) {
        mostRunners = Math.max(mostRunners, runnerCount(pid));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const answers = await Promise.all(Array.from({ length: 8 }, () => failure(runSqlQuery(pb, endlessRead))));
    done = true;
    await watch;

    const stopped = answers.filter((a) => a.status === 400);
    const refused = answers.filter((a) => a.status === 429);
    expect(stopped.length + refused.length).toBe(answers.length);
    expect(stopped.length).toBe(2);
    for (const answer of stopped)
      expect(answer.body.message).toBe("The query was stopped: it ran longer than the time limit of 5 s.");
    for (const answer of refused)
      expect(answer.body).toEqual({
        code: 429,
        message: "Too many SQL queries are running; try again in a moment.",
        data: {},
      });
    expect(mostRunners).toBeGreaterThan(0);
    expect(mostRunners).toBeLessThanOrEqual(2);

    expect((await runSqlQuery(pb, "SELECT 2 AS two")).rows).toEqual([[2]]);
    expect(runnerCount(pid)).toBe(0);
  });

  test("queries that wait briefly for a runner still run", async () => {
    const pb = admin();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => runSqlQuery(pb, `SELECT ${i} AS n`)),
    );
    expect(results.map((r) => r.rows[0]?.[0])).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
