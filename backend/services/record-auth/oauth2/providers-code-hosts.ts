/** @module The code hosting providers: GitHub, GitLab, Gitea and Gitee. */
import type { ProviderSession, ProviderSpec, ProviderUser } from "./oauth2-types.ts";
import { objectOf, textOf, userObject } from "./provider-values.ts";

// the common shape of these user APIs: numeric id, login, display name, email and avatar
function codeHostUser(raw: Record<string, unknown>, nameKey: string, loginKey: string): ProviderUser {
  return {
    id: textOf(raw.id),
    name: textOf(raw[nameKey]),
    username: textOf(raw[loginKey]),
    email: textOf(raw.email),
    avatarUrl: textOf(raw.avatar_url),
    rawUser: raw,
  };
}

/** The verified primary address of a user who hides it on the profile ("" when none or not allowed). */
async function githubPrimaryEmail(session: ProviderSession): Promise<string> {
  const answer = await session.getOptionalJson(`${session.userApiUrl}/emails`);
  if (!Array.isArray(answer)) return "";
  const primary = answer.map(objectOf).find((e) => e.verified === true && e.primary === true);
  return primary ? textOf(primary.email) : "";
}

/** Gitee lists addresses with a state and scopes; the confirmed primary one counts. */
async function giteePrimaryEmail(session: ProviderSession): Promise<string> {
  const answer = await session.getOptionalJson("https://gitee.com/api/v5/emails");
  if (!Array.isArray(answer)) return "";
  const primary = answer
    .map(objectOf)
    .find((e) => e.state === "confirmed" && Array.isArray(e.scope) && e.scope.includes("primary"));
  return primary ? textOf(primary.email) : "";
}

const emailFormat = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export const codeHostProviders: ProviderSpec[] = [
  {
    name: "github",
    authUrl: "https://github.com/login/oauth/authorize",
    tokenUrl: "https://github.com/login/oauth/access_token",
    userApiUrl: "https://api.github.com/user",
    scopes: ["read:user", "user:email"],
    pkce: true,
    async fetchUser(session) {
      const user = codeHostUser(userObject(await session.getJson(session.userApiUrl)), "name", "login");
      if (user.email === "") user.email = await githubPrimaryEmail(session);
      return user;
    },
  },
  {
    name: "gitlab",
    authUrl: "https://gitlab.com/oauth/authorize",
    tokenUrl: "https://gitlab.com/oauth/token",
    userApiUrl: "https://gitlab.com/api/v4/user",
    scopes: ["read_user"],
    pkce: true,
    async fetchUser(session) {
      return codeHostUser(userObject(await session.getJson(session.userApiUrl)), "name", "username");
    },
  },
  {
    name: "gitea",
    authUrl: "https://gitea.com/login/oauth/authorize",
    tokenUrl: "https://gitea.com/login/oauth/access_token",
    userApiUrl: "https://gitea.com/api/v1/user",
    scopes: ["read:user", "user:email"],
    pkce: true,
    async fetchUser(session) {
      return codeHostUser(userObject(await session.getJson(session.userApiUrl)), "full_name", "login");
    },
  },
  {
    name: "gitee",
    authUrl: "https://gitee.com/oauth/authorize",
    tokenUrl: "https://gitee.com/oauth/token",
    userApiUrl: "https://gitee.com/api/v5/user",
    scopes: ["user_info", "emails"],
    pkce: true,
    async fetchUser(session) {
      const user = codeHostUser(userObject(await session.getJson(session.userApiUrl)), "name", "login");
      // the profile address may be a placeholder; only a real one is kept
      if (!emailFormat.test(user.email)) user.email = await giteePrimaryEmail(session);
      return user;
    },
  },
];
