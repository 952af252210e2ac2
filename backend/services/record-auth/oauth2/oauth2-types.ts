/** @module The shapes shared by the OAuth2 providers, the exchange and the sign-in flow. */

/** The token answer of a provider's token endpoint. */
export interface ProviderToken {
  accessToken: string;
  refreshToken: string;
  tokenType: string;
  /** PocketBase timestamp of the access token's expiry, "" when the provider gave none. */
  expiry: string;
  /** Every member of the answer (e.g. Apple's `id_token`, VK's `email`). */
  raw: Record<string, unknown>;
}

/** A provider's user, normalised; `rawUser` is the user API answer as it came. */
export interface ProviderUser {
  id: string;
  name: string;
  username: string;
  email: string;
  avatarUrl: string;
  rawUser: Record<string, unknown>;
}

/** The `meta` of an OAuth2 auth response, members in PocketBase's order. */
export interface OAuth2Meta extends ProviderUser {
  accessToken: string;
  refreshToken: string;
  expiry: string;
  isNew: boolean;
}

/** What a provider's user mapping may use: its settings, the token and authenticated GETs. */
export interface ProviderSession {
  clientId: string;
  clientSecret: string;
  userApiUrl: string;
  token: ProviderToken;
  signal: AbortSignal;
  /**
   * GETs JSON with the access token.
   * @throws Error for a failed request, a status >= 400 or a body that is not JSON
   */
  getJson(url: string, headers?: Record<string, string>): Promise<unknown>;
  /** Like getJson, but null for 401/403/404 (an optional call the granted scopes may not allow). */
  getOptionalJson(url: string): Promise<unknown>;
}

/** One provider as PocketBase v0.18.1 defines it. */
export interface ProviderSpec {
  name: string;
  authUrl: string;
  tokenUrl: string;
  userApiUrl: string;
  scopes: string[];
  /** Whether the PKCE parameters are sent (all but VK). */
  pkce: boolean;
  /** Extra authorize parameters. */
  authParams?: Record<string, string>;
  /** Fetches and normalises the signed-in user. @throws Error on any failure */
  fetchUser(session: ProviderSession): Promise<ProviderUser>;
}
