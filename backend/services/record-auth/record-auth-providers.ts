/** @module OAuth2 providers: their authorize endpoints and scopes, and the `auth-methods` listing. */
import { createHash } from "node:crypto";
import type { Collection } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { randomString } from "../../lib/random.ts";
import { type OAuth2ProviderSettings, oauth2Providers } from "../settings/settings-defaults.ts";
import { authOptionsOf } from "./record-auth-store.ts";

interface ProviderDefaults {
  authUrl: string;
  scopes: string[];
  /** Extra authorize parameters. */
  extra?: Record<string, string>;
  /** VK does not take PKCE parameters. */
  pkce?: boolean;
}

// authorize endpoints and scopes PocketBase v0.18 uses when settings give no authUrl
const providerDefaults: Record<string, ProviderDefaults> = {
  google: {
    authUrl: "https://accounts.google.com/o/oauth2/auth",
    scopes: [
      "https://www.googleapis.com/auth/userinfo.profile",
      "https://www.googleapis.com/auth/userinfo.email",
    ],
  },
  facebook: { authUrl: "https://www.facebook.com/v3.2/dialog/oauth", scopes: ["email"] },
  github: { authUrl: "https://github.com/login/oauth/authorize", scopes: ["read:user", "user:email"] },
  gitlab: { authUrl: "https://gitlab.com/oauth/authorize", scopes: ["read_user"] },
  discord: { authUrl: "https://discord.com/api/oauth2/authorize", scopes: ["identify", "email"] },
  twitter: { authUrl: "https://twitter.com/i/oauth2/authorize", scopes: ["users.read", "tweet.read"] },
  microsoft: {
    authUrl: "https://login.microsoftonline.com/common/oauth2/v2.0/authorize",
    scopes: ["User.Read"],
  },
  spotify: {
    authUrl: "https://accounts.spotify.com/authorize",
    scopes: ["user-read-private", "user-read-email"],
  },
  kakao: {
    authUrl: "https://kauth.kakao.com/oauth/authorize",
    scopes: ["account_email", "profile_nickname", "profile_image"],
  },
  twitch: { authUrl: "https://id.twitch.tv/oauth2/authorize", scopes: ["user:read:email"] },
  strava: { authUrl: "https://www.strava.com/oauth/authorize", scopes: ["profile:read_all"] },
  gitee: { authUrl: "https://gitee.com/oauth/authorize", scopes: ["user_info", "emails"] },
  livechat: { authUrl: "https://accounts.livechat.com", scopes: [] },
  gitea: { authUrl: "https://gitea.com/login/oauth/authorize", scopes: ["read:user", "user:email"] },
  oidc: { authUrl: "", scopes: ["openid", "email", "profile"] },
  oidc2: { authUrl: "", scopes: ["openid", "email", "profile"] },
  oidc3: { authUrl: "", scopes: ["openid", "email", "profile"] },
  apple: {
    authUrl: "https://appleid.apple.com/auth/authorize",
    scopes: ["name", "email"],
    extra: { response_mode: "query" },
  },
  instagram: { authUrl: "https://api.instagram.com/oauth/authorize", scopes: ["user_profile"] },
  vk: { authUrl: "https://oauth.vk.com/authorize", scopes: ["email"], pkce: false },
  yandex: {
    authUrl: "https://oauth.yandex.com/authorize",
    scopes: ["login:email", "login:avatar", "login:info"],
  },
};

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
  const defaults = providerDefaults[name] ?? { authUrl: "", scopes: [] };
  const state = randomString(30);
  const codeVerifier = randomString(43);
  const codeChallenge = createHash("sha256").update(codeVerifier).digest("base64url");
  const params: Record<string, string> = { client_id: settings.clientId, response_type: "code", state };
  if (defaults.scopes.length > 0) params.scope = defaults.scopes.join(" ");
  if (defaults.pkce !== false) {
    params.code_challenge = codeChallenge;
    params.code_challenge_method = "S256";
  }
  Object.assign(params, defaults.extra);
  // keys sorted, as Go's url.Values encodes them; the client appends its redirect URL
  const query = new URLSearchParams(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const base = settings.authUrl || defaults.authUrl;
  const authUrl = `${base}${base.includes("?") ? "&" : "?"}${query.toString()}&redirect_uri=`;
  return { name, state, codeVerifier, codeChallenge, codeChallengeMethod: "S256", authUrl };
}
