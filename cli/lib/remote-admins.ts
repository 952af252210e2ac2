/** @module Proxy mode: whether the remote PocketBase has an admin yet, for the installer redirect. */

import { hasAnyAdmin } from "../../shared/client/admins-probe.ts";
import type { ApiGeneration } from "../../shared/client/api-generation.ts";
import { createClient } from "../../shared/client/index.ts";

/**
 * A check of the remote backend's admins for each console load: asks until an admin exists, then
 * remembers it (PocketBase never deletes its only admin). Null when the backend cannot tell (down,
 * or v0.23+, where no guest request tells whether a superuser exists: the sign-in page explains).
 */
export function remoteAdminsCheck(target: URL, generation: ApiGeneration): () => Promise<boolean | null> {
  let seen = false;
  return async function remoteHasAdmins() {
    if (generation === "v0.23+") return null;
    if (seen) return true;
    try {
      // a fresh client each time: no auth store, nothing cancelled by another call
      seen = await hasAnyAdmin(createClient(target.href).pb);
      return seen;
    } catch {
      // unknown: the console shows its sign-in form, which reports the backend's state itself
      return null;
    }
  };
}
