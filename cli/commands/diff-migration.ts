/** @module `pbdeck diff FILE --migration [DIR]`: writes the migrations that bring the backend to FILE, one per changed collection. */
import {
  fieldlessFirstSaves,
  migrationsBetween,
  nextMigrationSecond,
} from "../../shared/schema/migration-plan.ts";
import type { TargetOptions } from "../lib/connect-target.ts";
import { migrationFileNames, writeMigrationFiles } from "../lib/migration-files.ts";
import { targetCollections } from "../lib/migration-target.ts";
import { migrationsDirFor } from "../lib/migrations-dir.ts";
import { fileLabel, readCollectionsFile } from "../lib/script/collections-file.ts";
import { fetchCollections } from "../lib/script/fetch-collections.ts";
import { out, outJson, say } from "../lib/script/output.ts";
import { withTarget } from "../lib/script/with-target.ts";

export interface DiffMigrationOptions extends TargetOptions {
  json?: boolean;
  /** The folder to write into, or true for the default one. */
  migration?: string | true;
}

/**
 * Writes PocketBase v0.18 migration files (create, update and delete templates) that turn the
 * backend's collections into FILE's, exactly as `diff` compares them (what only the backend has is
 * deleted); prints each written path on stdout. Writes nothing when they are in sync.
 */
export async function writeDiffMigrations(file: string, opts: DiffMigrationOptions): Promise<void> {
  const incoming = await readCollectionsFile(file);
  const dir = migrationsDirFor(typeof opts.migration === "string" ? { migrations: opts.migration } : opts);
  const current = await withTarget(opts, fetchCollections);
  const first = nextMigrationSecond(migrationFileNames(dir), Math.floor(Date.now() / 1000));
  const target = targetCollections(current, incoming);
  const files = migrationsBetween(current, target, first);
  const written = writeMigrationFiles(dir, files);
  const fieldless = fieldlessFirstSaves(current, target);
  if (opts.json) outJson({ dir, written });
  else for (const path of written) out(path);
  if (written.length === 0) say(`In sync: ${fileLabel(file)} matches the backend; no migration written.`);
  else say(`Wrote ${written.length} migration(s) into ${dir}.`);
  if (fieldless.length > 0) {
    // PocketBase saves them as they are; the embedded backend checks them as the API does
    say(
      `Warning: the migrations first save ${fieldless.join(", ")} without fields (a cycle of relations and no other fields): PocketBase v0.18 applies them, pbdeck's embedded backend refuses a collection without fields (give one in the cycle another field).`,
    );
  }
}
