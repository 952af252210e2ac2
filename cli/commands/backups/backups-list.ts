/** @module `pbdeck backups list`: name, size and modified time per backup, newest first. */
import { listBackups } from "../../../shared/client/backups.ts";
import type { TargetOptions } from "../../lib/connect-target.ts";
import { apiCall } from "../../lib/script/api-error.ts";
import { columns, out, outJson, say } from "../../lib/script/output.ts";
import { formatSize } from "../../lib/script/progress.ts";
import { withTarget } from "../../lib/script/with-target.ts";

/** Lists the backups (JSON: `[{key, size, modified}]`). */
export async function run(_args: string[], opts: TargetOptions & { json?: boolean }): Promise<void> {
  const backups = await withTarget(opts, (target) =>
    apiCall("listing backups", () => listBackups(target.client.pb)),
  );
  if (opts.json) return outJson(backups);
  if (backups.length === 0) return say("No backups yet.");
  for (const line of columns(backups.map((b) => [b.key, formatSize(b.size), b.modified]))) out(line);
}
