/**
 * @module Entry of the SQL runner child process: runs one statement and replies over IPC, then exits.
 * Killed by the server when the time limit passes (node:sqlite cannot interrupt a running step), and
 * by itself too: a worker thread's timer still runs while this thread is inside SQLite.
 */
import { DatabaseSync } from "node:sqlite";
import { Worker } from "node:worker_threads";
import { consoleAuthorizer, isVacuum, Refusal } from "./sql-authorizer.ts";
import type { SqlRunReply, SqlRunRequest, SqlRunResult, SqlTruncation } from "./sql-runner-protocol.ts";

// a little after the server's own timer, which answers first when it can run
const watchdogGraceMs = 500;

/** Why the authorizer refused the statement (SQLite itself only says "not authorized"). */
const refusal = new Refusal();

function startWatchdog(ms: number): void {
  const watchdog = new Worker(`setTimeout(() => process.kill(process.pid, "SIGKILL"), ${ms});`, {
    eval: true,
  });
  watchdog.unref();
}

// JSON cannot hold bigints or bytes: large integers become text, blobs a short description;
// long text is cut so one cell cannot fill the result
function plain(value: unknown, cellCharLimit: number): unknown {
  if (typeof value === "bigint") {
    return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
      ? Number(value)
      : value.toString();
  }
  if (value instanceof Uint8Array) return `(blob, ${value.byteLength} bytes)`;
  if (typeof value === "string" && value.length > cellCharLimit) {
    return `${value.slice(0, cellCharLimit)}… (cut: ${value.length} characters in all)`;
  }
  return value;
}

/** Reads rows one at a time until the end, the row limit or the byte limit, whichever comes first. */
function readRows(
  rows: Iterable<unknown[]>,
  request: SqlRunRequest,
): { rows: unknown[][]; truncatedBy: SqlTruncation | null } {
  const kept: unknown[][] = [];
  let bytes = 2; // the brackets of the rows array
  for (const row of rows) {
    if (kept.length === request.rowLimit) return { rows: kept, truncatedBy: "rows" };
    const cells = row.map((value) => plain(value, request.cellCharLimit));
    bytes += Buffer.byteLength(JSON.stringify(cells)) + 1;
    if (bytes > request.byteLimit) return { rows: kept, truncatedBy: "bytes" };
    kept.push(cells);
  }
  return { rows: kept, truncatedBy: null };
}

function run(request: SqlRunRequest): SqlRunResult {
  if (isVacuum(request.sql)) throw new Error("VACUUM is not allowed in the SQL console.");
  const db = new DatabaseSync(request.dbPath, {
    readOnly: !request.write,
    timeout: 3_000,
    enableDoubleQuotedStringLiterals: true,
  });
  try {
    if (request.write) db.exec("BEGIN IMMEDIATE");
    db.setAuthorizer(consoleAuthorizer(request.write, refusal));
    const statement = db.prepare(request.sql);
    statement.setReadBigInts(true);
    statement.setReturnArrays(true);
    const columns = statement.columns().map((c) => c.name);
    let result: ReturnType<typeof readRows> = { rows: [], truncatedBy: null };
    let changes = 0;
    if (columns.length === 0) changes = Number(statement.run().changes);
    else result = readRows(statement.iterate() as Iterable<unknown[]>, request);
    db.setAuthorizer(null); // our own COMMIT/ROLLBACK must pass
    if (request.write) {
      changes ||= Number((db.prepare("SELECT changes() AS n").get() as { n: number }).n);
      db.exec("COMMIT");
    }
    return {
      columns,
      rows: result.rows,
      truncated: result.truncatedBy !== null,
      truncatedBy: result.truncatedBy,
      changes,
    };
  } finally {
    db.setAuthorizer(null);
    if (db.isTransaction) db.exec("ROLLBACK");
    db.close();
  }
}

function reply(message: SqlRunReply): void {
  process.send?.(message, () => process.exit(0));
}

process.once("message", (request: SqlRunRequest) => {
  // only a write holds the lock the server's writers wait for
  if (request.write) startWatchdog(request.timeLimitMs + watchdogGraceMs);
  try {
    reply({ ok: true, result: run(request) });
  } catch (err) {
    const text = err instanceof Error ? err.message : String(err);
    reply({ ok: false, message: refusal.message || text });
  }
});
