/** @module Runs an admin's SQL statement in the runner process, with the row and time limits. */
import { fork } from "node:child_process";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Backend } from "../../context.ts";
import { tokenize } from "../../db/view-tokenizer.ts";
import { badRequest } from "../../errors.ts";
import { SQL_MAX_LENGTH, SQL_ROW_LIMIT, SQL_TIME_LIMIT_MS } from "./sql-limits.ts";
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
    let settled = false;
    const finish = (value: SqlRunReply | "timeout") => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      finish("timeout");
    }, timeLimitMs);
    child.once("message", (reply: SqlRunReply) => finish(reply));
    child.once("error", (err) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(err);
    });
    child.once("exit", () => {
      if (!settled) finish({ ok: false, message: "The SQL runner stopped without an answer." });
    });
    child.send(request);
  });
}

/**
 * Runs one statement: read-only unless `write`, at most SQL_ROW_LIMIT rows, stopped after
 * SQL_TIME_LIMIT_MS. After a write the collections registry is reloaded (rows of `_collections`
 * may have changed).
 * @throws ApiError 400 with SQLite's message for bad SQL, refused statements and the time limit.
 */
export async function runSqlConsole(backend: Backend, input: SqlConsoleInput): Promise<SqlRunResult> {
  const reply = await runInChild(
    {
      dbPath: join(backend.dataDir, "data.db"),
      sql: input.query,
      write: input.write,
      rowLimit: SQL_ROW_LIMIT,
    },
    SQL_TIME_LIMIT_MS,
  );
  if (input.write && reply !== "timeout" && reply.ok) backend.collections.reload();
  if (reply === "timeout") {
    throw badRequest(
      `The query was stopped: it ran longer than the time limit of ${SQL_TIME_LIMIT_MS / 1000} s.`,
    );
  }
  if (!reply.ok) throw badRequest(reply.message);
  return reply.result;
}
