/** @module `pbdeck backups inspect NAME`: collections and record counts of a backup beside the live data. */
import { compareBackupToLive, inspectBackup } from "../../../shared/client/backups.ts";
import { CliError } from "../../lib/cli-error.ts";
import type { TargetOptions } from "../../lib/connect-target.ts";
import { apiCall } from "../../lib/script/api-error.ts";
import { columns, out, outJson } from "../../lib/script/output.ts";
import { withTarget } from "../../lib/script/with-target.ts";

const count = (n: number | null) => (n === null ? "-" : String(n));

/** One row per collection: name, type, records in the backup, records now, change. */
export async function run([name = ""]: string[], opts: TargetOptions & { json?: boolean }): Promise<void> {
  const inspection = await withTarget(opts, (target) =>
    apiCall("inspecting the backup", () => inspectBackup(target.client.pb, name)),
  );
  if (!inspection)
    throw new CliError("this backend cannot inspect backups (a real PocketBase has no inspect endpoint)");
  const rows = compareBackupToLive(inspection);
  if (opts.json) return outJson({ key: inspection.key, collections: rows });
  const table = [["collection", "type", "backup", "live", "change"]];
  for (const row of rows) {
    table.push([row.name, row.type, count(row.archiveRecords), count(row.liveRecords), row.change]);
  }
  for (const line of columns(table)) out(line);
}
