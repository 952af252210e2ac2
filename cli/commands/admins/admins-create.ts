/** @module `pbdeck admins create EMAIL`: a new admin; on a --dir without admins, the first one. */
import { refusePasswordOption, type TargetOptions } from "../../lib/connect-target.ts";
import { apiCall } from "../../lib/script/api-error.ts";
import { readNewPassword, refusePasswordArgument } from "../../lib/script/new-password.ts";
import { outJson, say } from "../../lib/script/output.ts";
import { withTarget } from "../../lib/script/with-target.ts";

/** Creates the admin with the password from PBDECK_NEW_PASSWORD or the prompt. */
export async function run(args: string[], opts: TargetOptions & { json?: boolean }): Promise<void> {
  refusePasswordOption(opts);
  refusePasswordArgument(args);
  const [email = ""] = args;
  const password = await readNewPassword(email);
  const admin = await withTarget({ ...opts, allowNoAdmin: true }, (target) =>
    apiCall("creating the admin", () => target.api.admins.create(email, password)),
  );
  if (opts.json) outJson({ id: admin.id, email: admin.email });
  else say(`Created admin ${admin.email} (${admin.id}).`);
}
