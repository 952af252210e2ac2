/** @module `pbdeck migrate snapshot`: one migration holding every collection (PocketBase's `migrate collections`). */
import { nextMigrationSecond } from "../../../shared/schema/migration-plan.ts";
import { snapshotFileName, snapshotTemplate } from "../../../shared/schema/migration-templates.ts";
import type { TargetOptions } from "../../lib/connect-target.ts";
import { migrationFileNames, writeMigrationFiles } from "../../lib/migration-files.ts";
import { migrationsDirFor } from "../../lib/migrations-dir.ts";
import { fetchCollections } from "../../lib/script/fetch-collections.ts";
import { out, outJson } from "../../lib/script/output.ts";
import { withTarget } from "../../lib/script/with-target.ts";

export interface MigrateSnapshotOptions extends TargetOptions {
  json?: boolean;
}

/** Writes `<seconds>_collections_snapshot.js` (collections in creation order) and prints its path. */
export async function run(_args: string[], opts: MigrateSnapshotOptions): Promise<void> {
  const dir = migrationsDirFor(opts);
  const collections = await withTarget(opts, fetchCollections);
  // PocketBase's snapshot lists them by creation time
  const ordered = [...collections].sort((a, b) =>
    a.created < b.created ? -1 : a.created > b.created ? 1 : 0,
  );
  const name = snapshotFileName(nextMigrationSecond(migrationFileNames(dir), Math.floor(Date.now() / 1000)));
  const [path] = writeMigrationFiles(dir, [{ name, content: snapshotTemplate(ordered) }]);
  if (opts.json) outJson({ dir, written: [path] });
  else out(path);
}
