/** @module OAuth2 providers: their authorize endpoints and scopes, and the `auth-methods` listing. */
import { createHash } from "node:crypto";
import type { Collection } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { randomString } from "../../lib/random.ts";
import { type OAuth2ProviderSettings, oauth2Providers } from "../settings/settings-defaults.ts";
import { providerSpec, providerUrls } from "./oauth2/oauth2-providers.ts";
import { authOptionsOf } from "./record-auth-store.ts";

/** One entry of `authProviders` in the auth-methods answer. */
export interface AuthProviderInfo {
  name: string;
  state: string;
  codeVerifier: string;
  codeChallenge: string;
  codeChallengeMethod: "S256";
  authUrl: string;
}

/** The `auth-methods` answer of an auth collection. */
export interface AuthMethods {
  usernamePassword: boolean;
  emailPassword: boolean;
  authProviders: AuthProviderInfo[];
}

/** The settings of the enabled provider called `name` (e.g. "gitlab"), or null. */
export function enabledProvider(backend: Backend, name: string): OAuth2ProviderSettings | null {
  const entry = oauth2Providers.find(([, providerName]) => providerName === name);
  if (!entry) return null;
  const settings = backend.settings[entry[0]];
  return settings?.enabled ? settings : null;
}

/** Which sign-in methods a collection offers, with fresh PKCE values for each enabled provider. */
export function authMethods(backend: Backend, collection: Collection): AuthMethods {
  const options = authOptionsOf(collection);
  const authProviders: AuthProviderInfo[] = [];
  if (options.allowOAuth2Auth) {
    for (const [key, name] of oauth2Providers) {
      const settings = backend.settings[key];
      if (settings?.enabled) authProviders.push(providerInfo(name, settings));
    }
  }
  return {
    usernamePassword: Boolean(options.allowUsernameAuth),
    emailPassword: Boolean(options.allowEmailAuth),
    authProviders,
  };
}

function providerInfo(name: string, settings: OAuth2ProviderSettings): AuthProviderInfo {
  const spec = providerSpec(name);
  const state = randomString(30);
  const codeVerifier = randomString(43);
  const codeChallenge = createHash("sha256").update(codeVerifier).digest("base64url");
  const params: Record<string, string> = { client_id: settings.clientId, response_type: "code", state };
  if (spec && spec.scopes.length > 0) params.scope = spec.scopes.join(" ");
  if (spec?.pkce !== false) {
    params.code_challenge = codeChallenge;
    params.code_challenge_method = "S256";
  }
  Object.assign(params, spec?.authParams);
  // keys sorted, as Go's url.Values encodes them; the client appends its redirect URL
  const query = new URLSearchParams(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const base = spec ? providerUrls(spec, settings).authUrl : settings.authUrl;
  const authUrl = `${base}${base.includes("?") ? "&" : "?"}${query.toString()}&redirect_uri=`;
  return { name, state, codeVerifier, codeChallenge, codeChallengeMethod: "S256", authUrl };
}
