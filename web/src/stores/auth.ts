/** @module The admin session: the signed-in admin mirrors the SDK auth store (kept in localStorage). */
import { atom } from "nanostores";
import type { Admin } from "../../../shared/models.ts";
import { client, pb } from "../lib/api.ts";
import { navigate } from "../lib/navigate.ts";

export const $admin = atom<Admin | null>(client.isAdmin() ? client.currentAdmin() : null);

// keep the atom in sync with the SDK store (login, logout, refresh, other tabs)
pb.authStore.onChange(() => {
  $admin.set(client.isAdmin() ? client.currentAdmin() : null);
});

/** Whether a valid admin session exists right now. */
export function isAdminSignedIn(): boolean {
  return client.isAdmin();
}

/**
 * Signs an admin in with email and password.
 * @throws ClientResponseError on bad credentials (400) or network failure.
 */
export async function login(email: string, password: string): Promise<void> {
  await pb.admins.authWithPassword(email, password);
}

/** Clears the session, cancels pending requests and (by default) goes to the sign-in page. */
export function logout(redirect = true): void {
  pb.cancelAllRequests();
  pb.authStore.clear();
  if (redirect) navigate("/login");
}
