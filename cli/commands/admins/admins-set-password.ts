/** @module `pbdeck admins set-password EMAIL`: replaces an admin's password (their sessions end). */

import { refusePasswordOption, type TargetOptions } from "../../lib/connect-target.ts";
import { apiCall } from "../../lib/script/api-error.ts";
import { findAdmin } from "../../lib/script/find-admin.ts";
import { readNewPassword, refusePasswordArgument } from "../../lib/script/new-password.ts";
import { outJson, say } from "../../lib/script/output.ts";
import { withTarget } from "../../lib/script/with-target.ts";

/** Sets the password from PBDECK_NEW_PASSWORD or the prompt. */
export async function run(args: string[], opts: TargetOptions & { json?: boolean }): Promise<void> {
  refusePasswordOption(opts);
  refusePasswordArgument(args);
  const [email = ""] = args;
  const password = await readNewPassword(email);
  const admin = await withTarget(opts, async (target) => {
    const found = await findAdmin(target, email);
    await apiCall("setting the password", () => target.api.admins.setPassword(found.id, password));
    return found;
  });
  if (opts.json) outJson({ id: admin.id, email: admin.email });
  else say(`Set the password of admin ${admin.email}.`);
}
