/** @module `pbdeck admins list`: one line per admin (id, email, created), or JSON. */
import type { Admin } from "../../../shared/client/index.ts";
import type { TargetOptions } from "../../lib/connect-target.ts";
import { apiCall } from "../../lib/script/api-error.ts";
import { columns, out, outJson } from "../../lib/script/output.ts";
import { withTarget } from "../../lib/script/with-target.ts";

/** Lists every admin, oldest first. */
export async function run(_args: string[], opts: TargetOptions & { json?: boolean }): Promise<void> {
  const admins = await withTarget(opts, (target) =>
    apiCall(
      "listing admins",
      async () =>
        (await target.client.pb.admins.getFullList({
          sort: "created",
          requestKey: null,
        })) as unknown as Admin[],
    ),
  );
  if (opts.json) {
    outJson(
      admins.map(({ id, email, avatar, created, updated }) => ({ id, email, avatar, created, updated })),
    );
    return;
  }
  for (const line of columns(admins.map((a) => [a.id, a.email, a.created]))) out(line);
}
