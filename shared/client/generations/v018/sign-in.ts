/** @module Signing in on PocketBase v0.18–v0.22: the `/api/admins` password sign-in and token refresh. */
import type PocketBase from "pocketbase";
import type { SignInPrompts } from "../sign-in-api.ts";

/**
 * Signs `pb` in as the admin with this email (a password is all these servers take).
 * @throws ClientResponseError (404: no /api/admins, v0.23+)
 */
export async function signInAdminV018(pb: PocketBase, email: string, prompts: SignInPrompts): Promise<void> {
  await pb.admins.authWithPassword(email, await prompts.password(), { requestKey: null });
}

/** Refreshes the admin token in `pb.authStore`. @throws ClientResponseError (401/403: refused) */
export async function refreshAdminV018(pb: PocketBase, signal?: AbortSignal): Promise<void> {
  await pb.admins.authRefresh({ requestKey: null, signal });
}
