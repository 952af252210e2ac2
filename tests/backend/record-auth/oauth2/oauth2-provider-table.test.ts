import { expect, test } from "vitest";
import {
  providerSpec,
  providerUrls,
} from "../../../../backend/services/record-auth/oauth2/oauth2-providers.ts";
import { oauth2Providers } from "../../../../backend/services/settings/settings-defaults.ts";

// provider → default scopes, as in the provider table of the settings (http-api §2.9)
const scopes: Record<string, string[]> = {
  google: [
    "https://www.googleapis.com/auth/userinfo.profile",
    "https://www.googleapis.com/auth/userinfo.email",
  ],
  facebook: ["email"],
  github: ["read:user", "user:email"],
  gitlab: ["read_user"],
  discord: ["identify", "email"],
  twitter: ["users.read", "tweet.read"],
  microsoft: ["User.Read"],
  spotify: ["user-read-private"],
  kakao: ["account_email", "profile_nickname", "profile_image"],
  twitch: ["user:read:email"],
  strava: ["profile:read_all"],
  gitee: ["user_info", "emails"],
  livechat: [],
  gitea: ["read:user", "user:email"],
  oidc: ["openid", "email", "profile"],
  oidc2: ["openid", "email", "profile"],
  oidc3: ["openid", "email", "profile"],
  apple: [],
  instagram: ["user_profile"],
  vk: ["email"],
  yandex: ["login:email", "login:avatar", "login:info"],
};

test("each of the 21 providers has its scopes and, except the OIDC slots, default endpoints", () => {
  expect(oauth2Providers).toHaveLength(21);
  for (const [, name] of oauth2Providers) {
    const spec = providerSpec(name);
    expect(spec?.scopes, name).toEqual(scopes[name]);
    const urls = [spec?.authUrl, spec?.tokenUrl, spec?.userApiUrl];
    if (name.startsWith("oidc")) expect(urls, name).toEqual(["", "", ""]);
    else for (const url of urls) expect(url, name).toMatch(/^https:\/\//);
  }
  expect(providerSpec("vk")?.pkce).toBe(false);
  expect(providerSpec("apple")?.authParams).toEqual({ response_mode: "query" });
  expect(providerSpec("patreon")).toBeNull();
});

test("settings URLs replace the defaults one by one", () => {
  const spec = providerSpec("gitlab");
  if (!spec) throw new Error("gitlab is missing");
  const settings = {
    enabled: true,
    clientId: "id",
    clientSecret: "secret",
    authUrl: "",
    tokenUrl: "https://git.example.com/oauth/token",
    userApiUrl: "",
  };
  expect(providerUrls(spec, settings)).toEqual({
    authUrl: "https://gitlab.com/oauth/authorize",
    tokenUrl: "https://git.example.com/oauth/token",
    userApiUrl: "https://gitlab.com/api/v4/user",
  });
});
