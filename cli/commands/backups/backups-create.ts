/** @module `pbdeck backups create [NAME]`. */
import { createBackup, listBackups } from "../../../shared/client/backups.ts";
import type { TargetOptions } from "../../lib/connect-target.ts";
import { apiCall } from "../../lib/script/api-error.ts";
import { outJson, say } from "../../lib/script/output.ts";
import { formatSize } from "../../lib/script/progress.ts";
import { withTarget } from "../../lib/script/with-target.ts";

/** Creates the backup and names what was created (the server picks a name when none is given). */
export async function run([name = ""]: string[], opts: TargetOptions & { json?: boolean }): Promise<void> {
  const created = await withTarget(opts, async (target) => {
    const { pb } = target.client;
    const before = new Set((await apiCall("listing backups", () => listBackups(pb))).map((b) => b.key));
    await apiCall("creating the backup", () => createBackup(pb, name));
    const after = await apiCall("listing backups", () => listBackups(pb));
    return after.find((b) => (name ? b.key === name : !before.has(b.key))) ?? null;
  });
  if (opts.json) return outJson(created ?? { key: name });
  say(created ? `Created backup ${created.key} (${formatSize(created.size)}).` : `Created backup ${name}.`);
}
