/** @module Social network providers: Google, Facebook, Twitter, Instagram, VK, Kakao and Yandex. */
import type { ProviderSpec } from "./oauth2-types.ts";
import { flagOf, objectOf, textOf, userObject } from "./provider-values.ts";

export const socialProviders: ProviderSpec[] = [
  {
    name: "google",
    authUrl: "https://accounts.google.com/o/oauth2/auth",
    tokenUrl: "https://accounts.google.com/o/oauth2/token",
    userApiUrl: "https://www.googleapis.com/oauth2/v1/userinfo",
    scopes: [
      "https://www.googleapis.com/auth/userinfo.profile",
      "https://www.googleapis.com/auth/userinfo.email",
    ],
    pkce: true,
    async fetchUser(session) {
      const raw = userObject(await session.getJson(session.userApiUrl));
      return {
        id: textOf(raw.id),
        name: textOf(raw.name),
        username: "",
        email: flagOf(raw.verified_email) ? textOf(raw.email) : "",
        avatarUrl: textOf(raw.picture),
        rawUser: raw,
      };
    },
  },
  {
    name: "facebook",
    authUrl: "https://www.facebook.com/v3.2/dialog/oauth",
    tokenUrl: "https://graph.facebook.com/v3.2/oauth/access_token",
    userApiUrl: "https://graph.facebook.com/me?fields=name,email,picture.type(large)",
    scopes: ["email"],
    pkce: true,
    async fetchUser(session) {
      const raw = userObject(await session.getJson(session.userApiUrl));
      return {
        id: textOf(raw.id),
        name: textOf(raw.name),
        username: "",
        email: textOf(raw.email),
        avatarUrl: textOf(objectOf(objectOf(raw.picture).data).url),
        rawUser: raw,
      };
    },
  },
  {
    name: "twitter",
    authUrl: "https://twitter.com/i/oauth2/authorize",
    tokenUrl: "https://api.twitter.com/2/oauth2/token",
    userApiUrl: "https://api.twitter.com/2/users/me?user.fields=id,name,username,profile_image_url",
    scopes: ["users.read", "tweet.read"],
    pkce: true,
    async fetchUser(session) {
      const raw = userObject(await session.getJson(session.userApiUrl));
      const data = objectOf(raw.data);
      // Twitter does not give the email
      return {
        id: textOf(data.id),
        name: textOf(data.name),
        username: textOf(data.username),
        email: "",
        avatarUrl: textOf(data.profile_image_url),
        rawUser: raw,
      };
    },
  },
  {
    name: "instagram",
    authUrl: "https://api.instagram.com/oauth/authorize",
    tokenUrl: "https://api.instagram.com/oauth/access_token",
    userApiUrl: "https://graph.instagram.com/me?fields=id,username,account_type",
    scopes: ["user_profile"],
    pkce: true,
    async fetchUser(session) {
      const raw = userObject(await session.getJson(session.userApiUrl));
      return {
        id: textOf(raw.id),
        name: "",
        username: textOf(raw.username),
        email: "",
        avatarUrl: "",
        rawUser: raw,
      };
    },
  },
  {
    name: "vk",
    authUrl: "https://oauth.vk.com/authorize",
    tokenUrl: "https://oauth.vk.com/access_token",
    userApiUrl: "https://api.vk.com/method/users.get?fields=photo_max,screen_name&v=5.131",
    scopes: ["email"],
    pkce: false,
    async fetchUser(session) {
      const raw = userObject(await session.getJson(session.userApiUrl));
      const list = Array.isArray(raw.response) ? raw.response : [];
      if (list.length === 0) throw new Error("VK answered no user");
      const user = objectOf(list[0]);
      return {
        id: textOf(user.id),
        name: `${textOf(user.first_name)} ${textOf(user.last_name)}`.trim(),
        username: textOf(user.screen_name),
        // VK gives the email with the token, not in the user API
        email: textOf(session.token.raw.email),
        avatarUrl: textOf(user.photo_max),
        rawUser: raw,
      };
    },
  },
  {
    name: "kakao",
    authUrl: "https://kauth.kakao.com/oauth/authorize",
    tokenUrl: "https://kauth.kakao.com/oauth/token",
    userApiUrl: "https://kapi.kakao.com/v2/user/me",
    scopes: ["account_email", "profile_nickname", "profile_image"],
    pkce: true,
    async fetchUser(session) {
      const raw = userObject(await session.getJson(session.userApiUrl));
      const profile = objectOf(raw.properties);
      const account = objectOf(raw.kakao_account);
      const verified = flagOf(account.is_email_valid) && flagOf(account.is_email_verified);
      return {
        id: textOf(raw.id),
        name: "",
        username: textOf(profile.nickname),
        email: verified ? textOf(account.email) : "",
        avatarUrl: textOf(profile.profile_image),
        rawUser: raw,
      };
    },
  },
  {
    name: "yandex",
    authUrl: "https://oauth.yandex.com/authorize",
    tokenUrl: "https://oauth.yandex.com/token",
    userApiUrl: "https://login.yandex.ru/info",
    scopes: ["login:email", "login:avatar", "login:info"],
    pkce: true,
    async fetchUser(session) {
      // Yandex wants its own authorization scheme
      const answer = await session.getJson(session.userApiUrl, {
        Authorization: `OAuth ${session.token.accessToken}`,
      });
      const raw = userObject(answer);
      const avatarId = textOf(raw.default_avatar_id);
      return {
        id: textOf(raw.id),
        name: textOf(raw.real_name),
        username: textOf(raw.login),
        email: textOf(raw.default_email),
        avatarUrl:
          raw.is_avatar_empty === true || avatarId === ""
            ? ""
            : `https://avatars.yandex.net/get-yapic/${avatarId}/islands-200`,
        rawUser: raw,
      };
    },
  },
];
