/** @module The one-at-a-time marker: the name of the backup being created or restored, per backend. */
import type { Backend } from "../../context.ts";
import { badRequest } from "../../errors.ts";

const active = new WeakMap<Backend, string>();

/** The message of PocketBase's 400 while another backup or restore runs. */
export const busyMessage = "Try again later - another backup/restore process has already been started.";

/**
 * Claims the marker for `name`.
 * @throws ApiError 400 (busyMessage) when a backup or restore already runs.
 */
export function claimMarker(backend: Backend, name: string): void {
  if (active.has(backend)) throw badRequest(busyMessage);
  active.set(backend, name);
  backend.backupInProgress = true;
}

/** Releases the marker. */
export function releaseMarker(backend: Backend): void {
  active.delete(backend);
  backend.backupInProgress = false;
}

/** The name held by the marker, if any. */
export function activeBackup(backend: Backend): string | null {
  return active.get(backend) ?? null;
}
