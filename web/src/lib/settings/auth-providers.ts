/** @module The 21 OAuth2 providers of PocketBase v0.18.1: settings key, title, logo tile colour and extra options. */
import type { ProviderOptions } from "../../../../shared/client/settings.ts";
import type { FieldErrors } from "../../../../shared/models.ts";

/** Which extra fields a provider's panel shows. */
export type ProviderOptionsKind = "none" | "selfHosted" | "azure" | "oidc" | "apple";

export interface AuthProviderInfo {
  /** Settings key, ending in 'Auth' (`googleAuth`). */
  key: string;
  title: string;
  /** Logo tile colour (its mark is drawn in components/settings/providers/provider-marks.tsx). */
  color: string;
  options: ProviderOptionsKind;
}

const p = (key: string, title: string, color: string, options: ProviderOptionsKind = "none") => ({
  key,
  title,
  color,
  options,
});

export const AUTH_PROVIDERS: AuthProviderInfo[] = [
  p("appleAuth", "Apple", "#111111", "apple"),
  p("googleAuth", "Google", "#ffffff"),
  p("microsoftAuth", "Microsoft", "#2f2f2f", "azure"),
  p("yandexAuth", "Yandex", "#fc3f1d"),
  p("facebookAuth", "Facebook", "#1877f2"),
  p("instagramAuth", "Instagram", "#d62976"),
  p("githubAuth", "GitHub", "#24292f"),
  p("gitlabAuth", "GitLab", "#fc6d26", "selfHosted"),
  p("giteeAuth", "Gitee", "#c71d23"),
  p("giteaAuth", "Gitea", "#609926", "selfHosted"),
  p("discordAuth", "Discord", "#5865f2"),
  p("twitterAuth", "Twitter", "#1d9bf0"),
  p("kakaoAuth", "Kakao", "#fee500"),
  p("vkAuth", "VK", "#0077ff"),
  p("spotifyAuth", "Spotify", "#1db954"),
  p("twitchAuth", "Twitch", "#9146ff"),
  p("stravaAuth", "Strava", "#fc4c02"),
  p("livechatAuth", "LiveChat", "#ff5100"),
  p("oidcAuth", "OpenID Connect", "#f7931e", "oidc"),
  p("oidc2Auth", "(2) OpenID Connect", "#f7931e", "oidc"),
  p("oidc3Auth", "(3) OpenID Connect", "#f7931e", "oidc"),
];

/** The key without its 'Auth' suffix (`googleAuth` -> `google`). */
export function shortProviderKey(key: string): string {
  return key.slice(0, -4);
}

/** The editable values of one provider group. */
export type ProviderForm = Required<ProviderOptions>;

/** A provider group as the form edits it; a missing group counts as disabled and empty. */
export function providerForm(group: unknown): ProviderForm {
  const g = (group ?? {}) as Partial<ProviderForm>;
  return {
    enabled: !!g.enabled,
    clientId: g.clientId ?? "",
    clientSecret: g.clientSecret ?? "",
    authUrl: g.authUrl ?? "",
    tokenUrl: g.tokenUrl ?? "",
    userApiUrl: g.userApiUrl ?? "",
  };
}

/** Providers split into the enabled ones (shown first) and the rest, each in the list order. */
export function splitByEnabled(settings: Record<string, unknown> | null): {
  enabled: AuthProviderInfo[];
  disabled: AuthProviderInfo[];
} {
  const isOn = (info: AuthProviderInfo) =>
    !!(settings?.[info.key] as { enabled?: boolean } | undefined)?.enabled;
  return { enabled: AUTH_PROVIDERS.filter(isOn), disabled: AUTH_PROVIDERS.filter((i) => !isOn(i)) };
}

/** The URL parts a provider must have while enabled (OpenID Connect: all three; Azure: auth and token). */
export function requiredProviderUrls(
  kind: ProviderOptionsKind,
): Array<"authUrl" | "tokenUrl" | "userApiUrl"> {
  if (kind === "oidc") return ["authUrl", "tokenUrl", "userApiUrl"];
  if (kind === "azure") return ["authUrl", "tokenUrl"];
  return [];
}

/** Field errors for required URLs left empty on an enabled provider (none: the form may be sent). */
export function missingProviderUrls(
  key: string,
  kind: ProviderOptionsKind,
  form: ProviderForm,
): FieldErrors | null {
  if (!form.enabled) return null;
  const missing = requiredProviderUrls(kind).filter((part) => !form[part].trim());
  if (missing.length === 0) return null;
  const errors: FieldErrors = {};
  for (const part of missing) errors[part] = { code: "validation_required", message: "Cannot be blank." };
  return { [key]: errors };
}
