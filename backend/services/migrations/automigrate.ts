/**
 * @module PocketBase's automigrate: after each collection change made through the API, the
 * migration that reproduces it is written into the migrations folder and recorded as applied.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Collection } from "../../../shared/models.ts";
import { migrationsBetween, nextMigrationSecond } from "../../../shared/schema/migration-plan.ts";
import type { Backend } from "../../context.ts";
import { transaction } from "../../db/connection.ts";
import { listMigrationFiles, recordApplied } from "./migration-runner.ts";

// the collections as the last migration left them, per backend
const known = new WeakMap<Backend, Collection[]>();

function currentCollections(backend: Backend): Collection[] {
  return structuredClone([...backend.collections.all()]);
}

/** Remembers the collections as they are now (after the start's migrations). */
export function startAutomigrate(backend: Backend): void {
  if (!backend.migrations.automigrate) return;
  known.set(backend, currentCollections(backend));
  // after a restore the data is another one: like PocketBase's restart, start over from it
  // (at any other time the collections already equal the last migration's)
  backend.onSettingsChange.push(() => known.set(backend, currentCollections(backend)));
}

/**
 * With automigrate on: writes one migration per collection changed since the last call (create,
 * update, delete; an import may change several) and records each as applied, so the next start
 * does not run it again. Returns the files written.
 * @throws Error when the folder or a file cannot be written (the change itself is already saved).
 */
export function writeAutomigrations(backend: Backend): string[] {
  const before = known.get(backend);
  if (!backend.migrations.automigrate || !before) return [];
  const after = currentCollections(backend);
  const dir = backend.migrations.dir;
  const first = nextMigrationSecond(listMigrationFiles(dir), Math.floor(Date.now() / 1000));
  const files = migrationsBetween(before, after, first);
  if (files.length > 0) {
    mkdirSync(dir, { recursive: true });
    transaction(backend.db, () => {
      for (const file of files) {
        recordApplied(backend.db, file.name);
        writeFileSync(join(dir, file.name), file.content);
      }
    });
  }
  known.set(backend, after);
  return files.map((f) => f.name);
}
