/** @module `pbdeck admins delete EMAIL`. */
import { apiCall } from "../../lib/api-error.ts";
import type { TargetOptions } from "../../lib/connect-target.ts";
import { findAdmin } from "../../lib/find-admin.ts";
import { outJson, say } from "../../lib/output.ts";
import { withTarget } from "../../lib/with-target.ts";

/** Deletes the admin with this email. */
export async function run([email = ""]: string[], opts: TargetOptions & { json?: boolean }): Promise<void> {
  const admin = await withTarget(opts, async (target) => {
    const found = await findAdmin(target, email);
    await apiCall("deleting the admin", () => target.client.pb.admins.delete(found.id, { requestKey: null }));
    return found;
  });
  if (opts.json) outJson({ id: admin.id, email: admin.email, deleted: true });
  else say(`Deleted admin ${admin.email}.`);
}
