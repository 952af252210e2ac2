/** @module `pbdeck backups delete NAME`. */
import { deleteBackup } from "../../../shared/client/backups.ts";
import type { TargetOptions } from "../../lib/connect-target.ts";
import { apiCall } from "../../lib/script/api-error.ts";
import { outJson, say } from "../../lib/script/output.ts";
import { withTarget } from "../../lib/script/with-target.ts";

/** Deletes the backup. */
export async function run([name = ""]: string[], opts: TargetOptions & { json?: boolean }): Promise<void> {
  await withTarget(opts, (target) =>
    apiCall("deleting the backup", () => deleteBackup(target.client.pb, name)),
  );
  if (opts.json) return outJson({ key: name, deleted: true });
  say(`Deleted backup ${name}.`);
}
