/** @module Runs an admin's SQL statement in a runner process, within the console's limits (sql-limits.ts). */
import { fork } from "node:child_process";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Backend } from "../../context.ts";
import { tokenize } from "../../db/view-tokenizer.ts";
import { badRequest, tooManyRequests } from "../../errors.ts";
import { takeRunnerSlot } from "./runner-slots.ts";
import {
  SQL_CELL_CHAR_LIMIT,
  SQL_MAX_LENGTH,
  SQL_QUEUE_WAIT_MS,
  SQL_RESULT_BYTE_LIMIT,
  SQL_ROW_LIMIT,
  SQL_TIME_LIMIT_MS,
} from "./sql-limits.ts";
import type { SqlRunReply, SqlRunRequest, SqlRunResult } from "./sql-runner-protocol.ts";

export interface SqlConsoleInput {
  query: string;
  write: boolean;
}

// `.ts` when run from source (tests, dev), `.js` from dist
const runnerPath = fileURLToPath(
  new URL(`./sql-runner-process${extname(fileURLToPath(import.meta.url))}`, import.meta.url),
);

/**
 * Reads `{query, write}` from a request body.
 * @throws ApiError 400 with a field error when the query is blank, too long or holds several statements.
 */
export function sqlConsoleInput(body: unknown): SqlConsoleInput {
  const raw = (body ?? {}) as Record<string, unknown>;
  const query = typeof raw.query === "string" ? raw.query.trim() : "";
  if (query === "") {
    throw badRequest("Failed to run the query.", {
      query: { code: "validation_required", message: "Cannot be blank." },
    });
  }
  if (query.length > SQL_MAX_LENGTH) {
    throw badRequest("Failed to run the query.", {
      query: {
        code: "validation_length_out_of_range",
        message: `The length must be at most ${SQL_MAX_LENGTH}.`,
      },
    });
  }
  // node:sqlite would run the first statement and silently drop the rest
  if (tokenize(query, ";").tokens.length > 1) {
    throw badRequest("Failed to run the query.", {
      query: { code: "validation_single_statement", message: "Run one statement at a time." },
    });
  }
  return { query, write: raw.write === true };
}

function runInChild(request: SqlRunRequest, timeLimitMs: number): Promise<SqlRunReply | "timeout"> {
  return new Promise((resolve, reject) => {
    const child = fork(runnerPath, [], {
      stdio: ["ignore", "ignore", "inherit", "ipc"],
      serialization: "json",
    });
    let answer: SqlRunReply | "timeout" | null = null;
    const timer = setTimeout(() => {
      answer ??= "timeout";
      child.kill("SIGKILL");
    }, timeLimitMs);
    child.once("message", (reply: SqlRunReply) => {
      answer ??= reply;
    });
    // settled on exit only: a killed write holds the database's lock until its process is gone,
    // and the runner slot and write gate are released after this
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(answer ?? { ok: false, message: "The SQL runner stopped without an answer." });
    });
    child.once("error", (err) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(err);
    });
    child.send(request);
  });
}

/**
 * Runs one statement: read-only unless `write`, within the row, size and time limits. At most
 * SQL_RUNNERS run at once; a write also waits for the server's writing requests to finish and holds
 * them back until it ends (db/write-gate.ts).
 * @throws ApiError 400 with SQLite's message for bad SQL, refused statements and the time limit;
 *   429 when no runner or (for a write) the database is free within SQL_QUEUE_WAIT_MS.
 */
export async function runSqlConsole(backend: Backend, input: SqlConsoleInput): Promise<SqlRunResult> {
  // a runner first, then the write gate: waiting for a runner must not hold the server's writers back
  const release = await takeRunnerSlot(SQL_QUEUE_WAIT_MS);
  if (!release) throw tooManyRequests("Too many SQL queries are running; try again in a moment.");
  let reply: SqlRunReply | "timeout" | "busy";
  try {
    const request: SqlRunRequest = {
      dbPath: join(backend.dataDir, "data.db"),
      sql: input.query,
      write: input.write,
      rowLimit: SQL_ROW_LIMIT,
      byteLimit: SQL_RESULT_BYTE_LIMIT,
      cellCharLimit: SQL_CELL_CHAR_LIMIT,
      timeLimitMs: SQL_TIME_LIMIT_MS,
    };
    reply = input.write
      ? await backend.writeGate.alone(SQL_QUEUE_WAIT_MS, () => runInChild(request, SQL_TIME_LIMIT_MS))
      : await runInChild(request, SQL_TIME_LIMIT_MS);
  } finally {
    release();
  }
  if (reply === "busy")
    throw tooManyRequests("The database is busy with other writes; try the write again in a moment.");
  if (reply === "timeout") {
    throw badRequest(
      `The query was stopped: it ran longer than the time limit of ${SQL_TIME_LIMIT_MS / 1000} s` +
        (input.write ? "; nothing was written." : "."),
    );
  }
  if (!reply.ok) throw badRequest(reply.message);
  return reply.result;
}
