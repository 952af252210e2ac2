/** @module `pbdeck diff FILE --migration [DIR]`: writes the migrations that bring the backend to FILE, one per changed collection. */
import {
  fieldlessFirstSaves,
  migrationsBetween,
  nextMigrationSecond,
} from "../../shared/schema/migration-plan.ts";
import { collectionMigrationV023 } from "../../shared/schema/migration-templates-v023.ts";
import type { TargetOptions } from "../lib/connect-target.ts";
import { migrationFileNames, writeMigrationFiles } from "../lib/migration-files.ts";
import { targetCollections, targetFieldsCollections } from "../lib/migration-target.ts";
import { migrationsDirFor } from "../lib/migrations-dir.ts";
import { collectionsForTarget, fileLabel, readCollectionsFile } from "../lib/script/collections-file.ts";
import { fetchCollections } from "../lib/script/fetch-collections.ts";
import { out, outJson, say } from "../lib/script/output.ts";
import { withTarget } from "../lib/script/with-target.ts";

export interface DiffMigrationOptions extends TargetOptions {
  json?: boolean;
  /** The folder to write into, or true for the default one. */
  migration?: string | true;
}

/**
 * Writes the backend's own migration files (create, update and delete templates: PocketBase v0.18's
 * `Dao(db)` ones up to v0.22, the `app` ones from v0.23) that turn the backend's collections into
 * FILE's, exactly as `diff` compares them (what only the backend has is deleted, v0.23+ system
 * collections and fields excepted); prints each written path on stdout. Writes nothing when they
 * are in sync.
 */
export async function writeDiffMigrations(file: string, opts: DiffMigrationOptions): Promise<void> {
  const fromFile = await readCollectionsFile(file);
  const dir = migrationsDirFor(typeof opts.migration === "string" ? { migrations: opts.migration } : opts);
  const { current, incoming, format } = await withTarget(opts, async (target) => {
    const format = target.api.collections.format;
    const current = await fetchCollections(target);
    return { current, incoming: collectionsForTarget(file, fromFile, format), format };
  });
  const first = nextMigrationSecond(migrationFileNames(dir), Math.floor(Date.now() / 1000));
  const fields = format === "fields";
  const target = fields ? targetFieldsCollections(current, incoming) : targetCollections(current, incoming);
  const files = fields
    ? migrationsBetween(current, target, first, collectionMigrationV023, { rulesAcrossSet: true })
    : migrationsBetween(current, target, first);
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
