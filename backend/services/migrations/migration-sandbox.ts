/**
 * @module Loads one migration file into its own `node:vm` context holding only the v0.18 migration
 * API (no require, process, timers or network), and turns its failures into one line that names
 * the file and the line.
 */
import { basename } from "node:path";
import { createContext, runInContext, Script } from "node:vm";
import { SANDBOX_API_SOURCE } from "./sandbox-api-source.ts";

/** What the migrations may use, for the message about anything else. */
export const PROVIDED_API =
  "migrate, Dao/new Dao with findCollectionByNameOrId, saveCollection, deleteCollection and importCollections, new Collection, new SchemaField, collection.schema.addField/removeField/getFieldById, unmarshal, db.newQuery(sql).execute()";

/** A migration that failed to load or run: the message names the file and, when known, the line. */
export class MigrationError extends Error {
  readonly file: string;
  readonly line: number | null;

  constructor(file: string, line: number | null, reason: string, action = "failed") {
    super(`migration ${file} ${action}${line ? ` at line ${line}` : ""}: ${reason}`);
    this.name = "MigrationError";
    this.file = file;
    this.line = line;
  }
}

/** A loaded migration file, ready to run up or down. */
export interface LoadedMigration {
  file: string;
  run(direction: "up" | "down"): void;
}

interface SandboxApi {
  count(): number;
  run(direction: string): void;
}

/** The error's text; a missing global is said to be missing from the embedded backend. */
function reasonOf(err: unknown): string {
  const error = err as { name?: unknown; message?: unknown } | null;
  const message = typeof error?.message === "string" ? error.message : String(err);
  const missing = /^(\S+) is not defined$/.exec(message);
  if (error?.name === "ReferenceError" && missing) {
    return `${missing[1]} is not provided by pbdeck's embedded backend (migrations may use ${PROVIDED_API})`;
  }
  return message;
}

/** The line of `path` where the error was thrown (first frame of the file in the stack). */
function lineOf(err: unknown, path: string): number | null {
  const stack =
    typeof (err as { stack?: unknown } | null)?.stack === "string" ? (err as { stack: string }).stack : "";
  for (const line of stack.split("\n")) {
    const at = line.indexOf(`${path}:`);
    if (at < 0) continue;
    const match = /^:(\d+)/.exec(line.slice(at + path.length));
    if (match) return Number(match[1]);
  }
  return null;
}

/** `err` as a MigrationError naming the file and line. */
export function migrationFailure(err: unknown, path: string, action = "failed"): MigrationError {
  if (err instanceof MigrationError) return err;
  return new MigrationError(basename(path), lineOf(err, path), reasonOf(err), action);
}

/**
 * Runs the file's top level in a fresh context (it registers its up and down with `migrate`).
 * @throws MigrationError when it does not compile, throws, or never calls migrate().
 */
export function loadMigration(
  path: string,
  source: string,
  bridge: (op: string, argsJson: string) => string,
): LoadedMigration {
  const file = basename(path);
  const context = createContext({}, { name: file, codeGeneration: { strings: false, wasm: false } });
  const install = runInContext(SANDBOX_API_SOURCE, context) as (
    bridge: (op: string, argsJson: string) => string,
    provided: string,
  ) => SandboxApi;
  const api = install(bridge, PROVIDED_API);
  try {
    new Script(source, { filename: path }).runInContext(context);
  } catch (err) {
    throw migrationFailure(err, path, "cannot be loaded");
  }
  if (api.count() === 0) throw new MigrationError(file, null, "it never calls migrate(up, down)");
  return {
    file,
    run(direction) {
      try {
        api.run(direction);
      } catch (err) {
        throw migrationFailure(err, path, direction === "up" ? "failed" : "failed to revert");
      }
    },
  };
}
