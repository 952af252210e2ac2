/**
 * @module The host side of the migration API: what `Dao` and `db.newQuery` do, through the same
 * collection services as the HTTP API (so a migration's collections are validated and their tables
 * synced exactly as the console's), answered as JSON text to the sandbox.
 */

import type { FieldErrors } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { ApiError, badRequest, isFieldError } from "../../errors.ts";
import { importCollections } from "../collections/collection-import.ts";
import { collectionJson } from "../collections/collection-json.ts";
import { createCollection, removeCollection, updateCollection } from "../collections/collections.ts";

/** Field errors as `path: message` pairs, for one readable line. */
function flattenErrors(data: FieldErrors, prefix = ""): string[] {
  return Object.entries(data).flatMap(([key, value]) =>
    isFieldError(value) ? [`${prefix}${key}: ${value.message}`] : flattenErrors(value, `${prefix}${key}.`),
  );
}

/** An API error as one line: its message and each field error. */
function describe(err: unknown): string {
  if (err instanceof ApiError) {
    // the API hides why; a migration's author needs it
    const cause = err.cause instanceof Error ? ` - ${err.cause.message}` : "";
    const details = flattenErrors(err.data);
    if (details.length === 0) return `${err.message}${cause}`;
    // the generic message of a validation failure says nothing the field errors do not
    if (err.message === badRequest().message) return details.join("; ");
    return `${err.message}${cause} (${details.join("; ")})`;
  }
  return err instanceof Error ? err.message : String(err);
}

function findOrFail(backend: Backend, nameOrId: string) {
  const collection = backend.collections.find(nameOrId);
  if (!collection) throw new Error(`no collection with the id or name "${nameOrId}"`);
  return collection;
}

/** SQLite's named parameters for dbx's `{:name}` placeholders. */
function toSqliteParams(sql: string): string {
  return sql.replace(/\{:(\w+)\}/g, ":$1");
}

function runQuery(backend: Backend, sql: string, params: Record<string, unknown> | null): void {
  if (params) {
    const values = Object.fromEntries(
      Object.entries(params).map(([k, v]) => [
        k,
        v !== null && typeof v === "object" ? JSON.stringify(v) : v,
      ]),
    );
    backend.db.prepare(toSqliteParams(sql)).run(values as Record<string, string | number | null>);
  } else {
    backend.db.exec(sql);
  }
  // raw SQL may have touched _collections
  backend.collections.reload();
}

/** The name a migration called, for its error messages. */
const apiNames: Record<string, string> = {
  find: "findCollectionByNameOrId",
  save: "saveCollection",
  delete: "deleteCollection",
  import: "importCollections",
  exec: "db.newQuery().execute",
};

type Operation = (backend: Backend, args: unknown[]) => unknown;

const operations: Record<string, Operation> = {
  find: (backend, [nameOrId]) => collectionJson(findOrFail(backend, String(nameOrId))),
  save: (backend, [body]) => {
    const { created: _c, updated: _u, ...input } = body as Record<string, unknown>;
    const existing =
      typeof input.id === "string" && input.id ? backend.collections.find(input.id) : undefined;
    const saved =
      existing && existing.id === input.id
        ? updateCollection(backend, existing, input)
        : createCollection(backend, input);
    return collectionJson(saved);
  },
  delete: (backend, [id]) => {
    removeCollection(backend, findOrFail(backend, String(id)));
    return null;
  },
  import: (backend, [collections, deleteMissing]) => {
    importCollections(backend, { collections, deleteMissing });
    return null;
  },
  exec: (backend, [sql, params]) => {
    runQuery(backend, String(sql), (params as Record<string, unknown> | null) ?? null);
    return null;
  },
};

/**
 * Runs one call in a savepoint: a failed call leaves nothing behind even when the migration
 * catches its error and goes on (the services join the migration's transaction).
 */
function atomically<T>(backend: Backend, work: () => T): T {
  const db = backend.db;
  db.exec("SAVEPOINT pbdeck_migration_call");
  try {
    const result = work();
    db.exec("RELEASE pbdeck_migration_call");
    return result;
  } catch (err) {
    db.exec("ROLLBACK TO pbdeck_migration_call");
    db.exec("RELEASE pbdeck_migration_call");
    backend.collections.reload();
    throw err;
  }
}

/**
 * The bridge handed to one migration's sandbox: `(operation, JSON arguments)` to JSON
 * `{result}` or `{error}`; it never throws into the sandbox (a host error would leak the host realm).
 */
export function migrationBridge(backend: Backend): (op: string, argsJson: string) => string {
  return (op, argsJson) => {
    try {
      const operation = operations[op];
      if (!operation) throw new Error(`unknown operation ${op}`);
      const result = atomically(backend, () => operation(backend, JSON.parse(argsJson) as unknown[]));
      return JSON.stringify({ result: result ?? null });
    } catch (err) {
      return JSON.stringify({ error: `${apiNames[op] ?? op}: ${describe(err)}` });
    }
  };
}
