/** @module Identity providers: Microsoft, OpenID Connect (three configurable slots) and Apple. */
import { createRemoteJWKSet, jwtVerify } from "jose";
import type { ProviderSession, ProviderSpec, ProviderUser } from "./oauth2-types.ts";
import { flagOf, objectOf, textOf, userObject } from "./provider-values.ts";

async function oidcUser(session: ProviderSession): Promise<ProviderUser> {
  const raw = userObject(await session.getJson(session.userApiUrl));
  return {
    id: textOf(raw.sub),
    name: textOf(raw.name),
    username: textOf(raw.preferred_username),
    // an unverified address could belong to someone else
    email: flagOf(raw.email_verified) ? textOf(raw.email) : "",
    avatarUrl: textOf(raw.picture),
    rawUser: raw,
  };
}

// no default URLs: each slot is pointed at its own server in the settings
function oidcSlot(name: string): ProviderSpec {
  return {
    name,
    authUrl: "",
    tokenUrl: "",
    userApiUrl: "",
    scopes: ["openid", "email", "profile"],
    pkce: true,
    fetchUser: oidcUser,
  };
}

/**
 * Apple has no user API: the user is the `id_token` of the token answer, verified against Apple's
 * keys (the user API URL), issuer and this client's id.
 */
async function appleUser(session: ProviderSession): Promise<ProviderUser> {
  const idToken = textOf(session.token.raw.id_token);
  if (idToken === "") throw new Error("Apple answered without an id_token");
  const keys = createRemoteJWKSet(new URL(session.userApiUrl));
  const { payload } = await jwtVerify(idToken, keys, {
    issuer: "https://appleid.apple.com",
    audience: session.clientId,
  });
  const claims: Record<string, unknown> = { ...payload };
  // the name only comes once, as a "user" JSON text beside the token
  const userText = textOf(session.token.raw.user);
  if (userText !== "") {
    const name = objectOf(objectOf(JSON.parse(userText)).name);
    claims.name = `${textOf(name.firstName)} ${textOf(name.lastName)}`.trim();
  }
  return {
    id: textOf(claims.sub),
    name: textOf(claims.name),
    username: "",
    email: flagOf(claims.email_verified) ? textOf(claims.email) : "",
    avatarUrl: "",
    rawUser: claims,
  };
}

export const identityProviders: ProviderSpec[] = [
  {
    name: "microsoft",
    authUrl: "https://login.microsoftonline.com/common/oauth2/v2.0/authorize",
    tokenUrl: "https://login.microsoftonline.com/common/oauth2/v2.0/token",
    userApiUrl: "https://graph.microsoft.com/v1.0/me",
    scopes: ["User.Read"],
    pkce: true,
    async fetchUser(session) {
      const raw = userObject(await session.getJson(session.userApiUrl));
      return {
        id: textOf(raw.id),
        name: textOf(raw.displayName),
        username: "",
        email: textOf(raw.mail),
        avatarUrl: "",
        rawUser: raw,
      };
    },
  },
  oidcSlot("oidc"),
  oidcSlot("oidc2"),
  oidcSlot("oidc3"),
  {
    name: "apple",
    authUrl: "https://appleid.apple.com/auth/authorize",
    tokenUrl: "https://appleid.apple.com/auth/token",
    userApiUrl: "https://appleid.apple.com/auth/keys",
    // Apple refuses scopes with response_mode=query
    scopes: [],
    pkce: true,
    authParams: { response_mode: "query" },
    fetchUser: appleUser,
  },
];
