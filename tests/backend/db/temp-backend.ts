/** Service-level test helpers: a backend opened on a temp copy of the fixture pb_data. */
import type { DatabaseSync } from "node:sqlite";
import { closeBackend, openBackend } from "../../../backend/app.ts";
import type { Backend } from "../../../backend/context.ts";
import { ApiError } from "../../../backend/errors.ts";
import type { ErrorEnvelope } from "../../../shared/models.ts";
import { copyFixture, emptyDataDir } from "../../helpers/pbdeck-process.ts";

export interface TempBackend {
  backend: Backend;
  close(): Promise<void>;
}

/** Opens a backend on a fresh copy of the fixture (or on an empty pb_data with `fresh`). */
export function openTempBackend(fresh = false): TempBackend {
  const data = fresh ? emptyDataDir() : copyFixture();
  const backend = openBackend({ dataDir: data.dir });
  return {
    backend,
    close: async () => {
      await closeBackend(backend);
      data.cleanup();
    },
  };
}

/** The stored SQL of a schema object. */
export function sqlOf(db: DatabaseSync, name: string): string | undefined {
  const row = db.prepare("SELECT sql FROM sqlite_master WHERE name = ?").get(name) as
    | { sql: string }
    | undefined;
  return row?.sql;
}

/** Every schema object and `_collections` row, to check that a failed request changed nothing. */
export function snapshot(db: DatabaseSync): unknown {
  return {
    master: db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name").all(),
    collections: db.prepare("SELECT * FROM _collections ORDER BY id").all(),
  };
}

/** Runs `work` and returns the API error envelope it throws (fails the test when it does not throw). */
export function errorOf(work: () => unknown): ErrorEnvelope {
  try {
    work();
  } catch (err) {
    if (err instanceof ApiError) return err.toJSON();
    throw err;
  }
  throw new Error("expected an ApiError");
}
