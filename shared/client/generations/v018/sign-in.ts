/** @module Signing in on PocketBase v0.18–v0.22: the `/api/admins` password sign-in and token refresh. */
import type PocketBase from "pocketbase";

/** Signs `pb` in as the admin with this email. @throws ClientResponseError (404: no /api/admins, v0.23+) */
export async function signInAdminV018(pb: PocketBase, email: string, password: string): Promise<void> {
  await pb.admins.authWithPassword(email, password, { requestKey: null });
}

/** Refreshes the admin token in `pb.authStore`. @throws ClientResponseError (401/403: refused) */
export async function refreshAdminV018(pb: PocketBase, signal?: AbortSignal): Promise<void> {
  await pb.admins.authRefresh({ requestKey: null, signal });
}
