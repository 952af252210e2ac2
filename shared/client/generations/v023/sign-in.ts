/**
 * @module Signing in on PocketBase v0.23+: a superuser is a record of `_superusers`, signed in with
 * `auth-with-password` and refreshed with `auth-refresh` of that collection. With MFA on, the first
 * method answers 401 `{mfaId}`, which pbdeck does not follow up yet.
 */
import type PocketBase from "pocketbase";
import { ClientResponseError } from "pocketbase";
import { SUPERUSERS } from "./admins.ts";

/** Signs `pb` in as the superuser with this email. @throws ClientResponseError */
export async function signInSuperuser(pb: PocketBase, email: string, password: string): Promise<void> {
  await pb.collection(SUPERUSERS).authWithPassword(email, password, { requestKey: null });
}

/** Refreshes the superuser token in `pb.authStore`. @throws ClientResponseError */
export async function refreshSuperuser(pb: PocketBase, signal?: AbortSignal): Promise<void> {
  await pb.collection(SUPERUSERS).authRefresh({ requestKey: null, signal });
}

/** Whether a failed sign-in asks for a second factor (401 with `{mfaId}` instead of an error envelope). */
export function needsMfa(err: unknown): boolean {
  if (!(err instanceof ClientResponseError) || err.status !== 401) return false;
  const body = err.response as { mfaId?: unknown } | undefined;
  return typeof body?.mfaId === "string" && body.mfaId !== "";
}
