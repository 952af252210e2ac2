/** @module The admin session kept in a profile (`pbdeck profiles login`): used, refreshed on use, or reported expired. */
import { type Client, ClientResponseError } from "../../shared/client/index.ts";
import type { ProfileStore } from "./profile-store.ts";

/** What a stored session turned out to be. */
export type StoredSession = "none" | "signed-in" | "expired" | "unreachable";

/** The message for an expired or refused stored token. */
export function signInAgain(name: string): string {
  return `sign in again: pbdeck profiles login ${name}`;
}

/**
 * Signs `client` in with the profile's stored token and refreshes it (auth-refresh), keeping the new
 * token in the store. An expired or refused token is forgotten. "unreachable": the refresh failed
 * for another reason (the token stays).
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
