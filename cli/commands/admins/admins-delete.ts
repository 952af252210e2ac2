/** @module `pbdeck admins delete EMAIL`. */

import type { TargetOptions } from "../../lib/connect-target.ts";
import { apiCall } from "../../lib/script/api-error.ts";
import { findAdmin } from "../../lib/script/find-admin.ts";
import { outJson, say } from "../../lib/script/output.ts";
import { withTarget } from "../../lib/script/with-target.ts";

/** Deletes the admin with this email. */
export async function run([email = ""]: string[], opts: TargetOptions & { json?: boolean }): Promise<void> {
  const admin = await withTarget(opts, async (target) => {
    const found = await findAdmin(target, email);
    await apiCall("deleting the admin", () => target.api.admins.delete(found.id));
    return found;
  });
  if (opts.json) outJson({ id: admin.id, email: admin.email, deleted: true });
  else say(`Deleted admin ${admin.email}.`);
}
