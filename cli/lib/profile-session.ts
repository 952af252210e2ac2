/** @module The admin session kept in a profile (`pbdeck profiles login`): used, refreshed on use, or reported expired. */
import { isAdminsRouteGone } from "../../shared/client/api-generation.ts";
import { type SessionKind, signInApi } from "../../shared/client/generations/sign-in-api.ts";
import { type Client, ClientResponseError } from "../../shared/client/index.ts";
import { tokenKind } from "../../shared/client/token-kind.ts";
import type { ProfileStore } from "./profile-store.ts";

/** What a stored session turned out to be; "admins-gone": an admin token on a server without /api/admins (v0.23+). */
export type StoredSession = "none" | "signed-in" | "expired" | "unreachable" | "admins-gone";

/** The message for an expired or refused stored token. */
export function signInAgain(name: string): string {
  return `sign in again: pbdeck profiles login ${name}`;
}

/** The kind of session a signed-in client holds (read from its token), or null for none. */
export function sessionKind(client: Client): SessionKind | null {
  const kind = tokenKind(client.pb.authStore.token);
  return kind === "admin" || kind === "superuser" ? kind : null;
}

/**
 * Signs `client` in with the profile's stored token (an admin's or, v0.23+, a superuser's) and
 * refreshes it (auth-refresh), keeping the new token in the store. An expired or refused token is
 * forgotten. "unreachable": the refresh failed for another reason (the token stays); "admins-gone":
 * an admin token answered 404, as v0.23+ does.
 */
export async function resumeStoredSession(
  store: ProfileStore,
  name: string,
  client: Client,
  signal?: AbortSignal,
): Promise<StoredSession> {
  const token = store.get(name)?.token;
  if (!token) return "none";
  client.pb.authStore.save(token, null);
  const kind = sessionKind(client);
  // the SDK reads the token's exp: an expired one needs no request
  if (!client.pb.authStore.isValid || !kind) {
    client.pb.authStore.clear();
    store.setToken(name, undefined);
    return "expired";
  }
  try {
    await signInApi(kind).refresh(client.pb, signal);
  } catch (err) {
    if (kind === "admin" && err instanceof ClientResponseError && isAdminsRouteGone(err.status)) {
      // the token may still be good for the server this profile meant: keep it
      client.pb.authStore.clear();
      return "admins-gone";
    }
    // a superuser token on a server without `_superusers` (404) is as useless as a refused one
    if (err instanceof ClientResponseError && [401, 403, 404].includes(err.status)) {
      client.pb.authStore.clear();
      store.setToken(name, undefined);
      return "expired";
    }
    return "unreachable";
  }
  if (client.pb.authStore.token !== token) store.setToken(name, client.pb.authStore.token);
  return "signed-in";
}
