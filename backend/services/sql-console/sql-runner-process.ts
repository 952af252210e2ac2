/**
 * @module Entry of the SQL runner child process: runs one statement and replies over IPC, then exits.
 * Killed by the server when the time limit passes (node:sqlite cannot interrupt a running step).
 */
import { constants, DatabaseSync } from "node:sqlite";
import type { SqlRunReply, SqlRunRequest, SqlRunResult } from "./sql-runner-protocol.ts";

const schemaChanges = new Set([
  constants.SQLITE_CREATE_INDEX,
  constants.SQLITE_CREATE_TABLE,
  constants.SQLITE_CREATE_TRIGGER,
  constants.SQLITE_CREATE_VIEW,
  constants.SQLITE_CREATE_VTABLE,
  constants.SQLITE_DROP_INDEX,
  constants.SQLITE_DROP_TABLE,
  constants.SQLITE_DROP_TRIGGER,
  constants.SQLITE_DROP_VIEW,
  constants.SQLITE_DROP_VTABLE,
  constants.SQLITE_ALTER_TABLE,
]);
const rowWrites = new Set([constants.SQLITE_INSERT, constants.SQLITE_UPDATE, constants.SQLITE_DELETE]);
const transactionControl = new Set([constants.SQLITE_TRANSACTION, constants.SQLITE_SAVEPOINT]);

/** Why the authorizer refused the statement (SQLite itself only says "not authorized"). */
let refusal = "";

function deny(reason: string): number {
  refusal ||= reason;
  return constants.SQLITE_DENY;
}

function authorize(write: boolean) {
  return (action: number, first: string | null): number => {
    if (action === constants.SQLITE_ATTACH || action === constants.SQLITE_DETACH)
      return deny("ATTACH and DETACH are not allowed in the SQL console.");
    if (transactionControl.has(action))
      return deny("Transaction statements are not allowed: each run is its own transaction.");
    if (!write) return constants.SQLITE_OK;
    if (schemaChanges.has(action))
      return deny("Schema changes are not allowed in the SQL console: use the collection editor.");
    if (rowWrites.has(action) && first === "_params")
      return deny("The settings row (_params) is not writable here: use the settings pages.");
    return constants.SQLITE_OK;
  };
}

// JSON cannot hold bigints or bytes: large integers become text, blobs a short description
function plain(value: unknown): unknown {
  if (typeof value === "bigint") {
    return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
      ? Number(value)
      : value.toString();
  }
  if (value instanceof Uint8Array) return `(blob, ${value.byteLength} bytes)`;
  return value;
}

function run(request: SqlRunRequest): SqlRunResult {
  const db = new DatabaseSync(request.dbPath, {
    readOnly: !request.write,
    timeout: 3_000,
    enableDoubleQuotedStringLiterals: true,
  });
  try {
    if (request.write) db.exec("BEGIN IMMEDIATE");
    db.setAuthorizer(authorize(request.write));
    const statement = db.prepare(request.sql);
    statement.setReadBigInts(true);
    statement.setReturnArrays(true);
    const columns = statement.columns().map((c) => c.name);
    const rows: unknown[][] = [];
    let truncated = false;
    let changes = 0;
    if (columns.length === 0) {
      changes = Number(statement.run().changes);
    } else {
      for (const row of statement.iterate() as Iterable<unknown[]>) {
        if (rows.length === request.rowLimit) {
          truncated = true;
          break;
        }
        rows.push(row.map(plain));
      }
    }
    db.setAuthorizer(null); // our own COMMIT/ROLLBACK must pass
    if (request.write) {
      changes ||= Number((db.prepare("SELECT changes() AS n").get() as { n: number }).n);
      db.exec("COMMIT");
    }
    return { columns, rows, truncated, changes };
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
  try {
    reply({ ok: true, result: run(request) });
  } catch (err) {
    const text = err instanceof Error ? err.message : String(err);
    reply({ ok: false, message: refusal || text });
  }
});
