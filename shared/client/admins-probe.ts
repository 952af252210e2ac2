/** @module Whether a backend has an admin yet, asked without a token (for the installer redirect). */
import type PocketBase from "pocketbase";
import { ClientResponseError } from "pocketbase";

/**
 * Whether any admin exists. PocketBase lets anyone call `POST /api/admins` while there is none (the
 * installer does) and answers 401 once there is one; an empty body fails validation (400) and
 * creates nothing, so the call has no side effect. `pb` must carry no auth.
 * @throws ClientResponseError when the backend answers neither (unreachable, not PocketBase)
 * @example if (!(await hasAnyAdmin(createClient(url).pb))) location.hash = "#/installer";
 */
export async function hasAnyAdmin(pb: PocketBase): Promise<boolean> {
  try {
    await pb.admins.create({}, { requestKey: null });
  } catch (err) {
    if (!(err instanceof ClientResponseError)) throw err;
    if (err.status === 400) return false;
    if (err.status === 401 || err.status === 403) return true;
    throw err;
  }
  // accepted (never with an empty body on PocketBase): an admin exists now either way
  return true;
}
