/** @module `pbdeck admins list`: one line per admin (id, email, created), or JSON. */
import type { TargetOptions } from "../../lib/connect-target.ts";
import { apiCall } from "../../lib/script/api-error.ts";
import { columns, out, outJson } from "../../lib/script/output.ts";
import { withTarget } from "../../lib/script/with-target.ts";

/** Lists every admin (superuser on v0.23+), oldest first; JSON `avatar` is null for superusers. */
export async function run(_args: string[], opts: TargetOptions & { json?: boolean }): Promise<void> {
  const admins = await withTarget(opts, (target) =>
    apiCall("listing admins", () => target.api.admins.list()),
  );
  if (opts.json) {
    outJson(
      admins.map(({ id, email, avatar, created, updated }) => ({ id, email, avatar, created, updated })),
    );
    return;
  }
  for (const line of columns(admins.map((a) => [a.id, a.email, a.created]))) out(line);
}
