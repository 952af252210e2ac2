/** @module Community and media providers: Discord, Spotify, Twitch, Strava and LiveChat. */
import type { ProviderSpec } from "./oauth2-types.ts";
import { flagOf, objectOf, textOf, userObject } from "./provider-values.ts";

export const mediaProviders: ProviderSpec[] = [
  {
    name: "discord",
    authUrl: "https://discord.com/api/oauth2/authorize",
    tokenUrl: "https://discord.com/api/oauth2/token",
    userApiUrl: "https://discord.com/api/users/@me",
    scopes: ["identify", "email"],
    pkce: true,
    async fetchUser(session) {
      const raw = userObject(await session.getJson(session.userApiUrl));
      const id = textOf(raw.id);
      const avatar = textOf(raw.avatar);
      return {
        id,
        name: "",
        username: `${textOf(raw.username)}#${textOf(raw.discriminator)}`,
        email: flagOf(raw.verified) ? textOf(raw.email) : "",
        avatarUrl: avatar === "" ? "" : `https://cdn.discordapp.com/avatars/${id}/${avatar}.png`,
        rawUser: raw,
      };
    },
  },
  {
    name: "spotify",
    authUrl: "https://accounts.spotify.com/authorize",
    tokenUrl: "https://accounts.spotify.com/api/token",
    userApiUrl: "https://api.spotify.com/v1/me",
    // Spotify does not say whether the address is verified, so it is neither asked for nor used
    scopes: ["user-read-private"],
    pkce: true,
    async fetchUser(session) {
      const raw = userObject(await session.getJson(session.userApiUrl));
      const images = Array.isArray(raw.images) ? raw.images : [];
      return {
        id: textOf(raw.id),
        name: textOf(raw.display_name),
        username: "",
        email: "",
        avatarUrl: images.length > 0 ? textOf(objectOf(images[0]).url) : "",
        rawUser: raw,
      };
    },
  },
  {
    name: "twitch",
    authUrl: "https://id.twitch.tv/oauth2/authorize",
    tokenUrl: "https://id.twitch.tv/oauth2/token",
    userApiUrl: "https://api.twitch.tv/helix/users",
    scopes: ["user:read:email"],
    pkce: true,
    async fetchUser(session) {
      // the Helix API also wants the client id
      const raw = userObject(await session.getJson(session.userApiUrl, { "Client-Id": session.clientId }));
      const list = Array.isArray(raw.data) ? raw.data : [];
      if (list.length === 0) throw new Error("Twitch answered no user");
      const user = objectOf(list[0]);
      return {
        id: textOf(user.id),
        name: textOf(user.display_name),
        username: textOf(user.login),
        email: textOf(user.email),
        avatarUrl: textOf(user.profile_image_url),
        rawUser: raw,
      };
    },
  },
  {
    name: "strava",
    authUrl: "https://www.strava.com/oauth/authorize",
    tokenUrl: "https://www.strava.com/api/v3/oauth/token",
    userApiUrl: "https://www.strava.com/api/v3/athlete",
    scopes: ["profile:read_all"],
    pkce: true,
    async fetchUser(session) {
      const raw = userObject(await session.getJson(session.userApiUrl));
      return {
        id: textOf(raw.id),
        name: `${textOf(raw.firstname)} ${textOf(raw.lastname)}`.trim(),
        username: textOf(raw.username),
        email: "",
        avatarUrl: textOf(raw.profile),
        rawUser: raw,
      };
    },
  },
  {
    name: "livechat",
    authUrl: "https://accounts.livechat.com/",
    tokenUrl: "https://accounts.livechat.com/token",
    userApiUrl: "https://accounts.livechat.com/v2/accounts/me",
    scopes: [],
    pkce: true,
    async fetchUser(session) {
      const raw = userObject(await session.getJson(session.userApiUrl));
      return {
        id: textOf(raw.account_id),
        name: textOf(raw.name),
        username: "",
        email: flagOf(raw.email_verified) ? textOf(raw.email) : "",
        avatarUrl: textOf(raw.avatar_url),
        rawUser: raw,
      };
    },
  },
];
