/** @module The admin session kept in a profile (`pbdeck profiles login`): used, refreshed on use, or reported expired. */
import { isAdminsRouteGone } from "../../shared/client/api-generation.ts";
import { type Client, ClientResponseError } from "../../shared/client/index.ts";
import type { ProfileStore } from "./profile-store.ts";

/** What a stored session turned out to be; "admins-gone": the server has no /api/admins (v0.23+). */
export type StoredSession = "none" | "signed-in" | "expired" | "unreachable" | "admins-gone";

/** The message for an expired or refused stored token. */
export function signInAgain(name: string): string {
  return `sign in again: pbdeck profiles login ${name}`;
}

/**
 * Signs `client` in with the profile's stored token and refreshes it (auth-refresh), keeping the new
 * token in the store. An expired or refused token is forgotten. "unreachable": the refresh failed
 * for another reason (the token stays); "admins-gone": it answered 404, as v0.23+ does.
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
  // the SDK reads the token's exp: an expired one needs no request
  if (!client.pb.authStore.isValid || !client.pb.authStore.isAdmin) {
    client.pb.authStore.clear();
    store.setToken(name, undefined);
    return "expired";
  }
  try {
    await client.pb.admins.authRefresh({ requestKey: null, signal });
  } catch (err) {
    if (err instanceof ClientResponseError && isAdminsRouteGone(err.status)) {
      // the token may still be good for the server this profile meant: keep it
      client.pb.authStore.clear();
      return "admins-gone";
    }
    if (err instanceof ClientResponseError && [401, 403].includes(err.status)) {
      client.pb.authStore.clear();
      store.setToken(name, undefined);
      return "expired";
    }
    return "unreachable";
  }
  if (client.pb.authStore.token !== token) store.setToken(name, client.pb.authStore.token);
  return "signed-in";
}
