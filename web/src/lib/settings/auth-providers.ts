/** @module The 21 OAuth2 providers of PocketBase v0.18.1: settings key, title, logo look and extra options. */
import type { ProviderOptions } from "../../../../shared/client/settings.ts";
import type { FieldErrors } from "../../../../shared/models.ts";

/** Which extra fields a provider's panel shows. */
export type ProviderOptionsKind = "none" | "selfHosted" | "azure" | "oidc" | "apple";

export interface AuthProviderInfo {
  /** Settings key, ending in 'Auth' (`googleAuth`). */
  key: string;
  title: string;
  /** Logo background and its mark (drawn in ProviderLogo). */
  color: string;
  mark: string;
  options: ProviderOptionsKind;
}

const p = (
  key: string,
  title: string,
  color: string,
  mark: string,
  options: ProviderOptionsKind = "none",
) => ({
  key,
  title,
  color,
  mark,
  options,
});

export const AUTH_PROVIDERS: AuthProviderInfo[] = [
  p("appleAuth", "Apple", "#111111", "", "apple"),
  p("googleAuth", "Google", "#4285f4", "G"),
  p("microsoftAuth", "Microsoft", "#2f2f2f", "", "azure"),
  p("yandexAuth", "Yandex", "#fc3f1d", "Я"),
  p("facebookAuth", "Facebook", "#1877f2", "f"),
  p("instagramAuth", "Instagram", "#d62976", "Ig"),
  p("githubAuth", "GitHub", "#24292f", "GH"),
  p("gitlabAuth", "GitLab", "#fc6d26", "GL", "selfHosted"),
  p("giteeAuth", "Gitee", "#c71d23", "Ge"),
  p("giteaAuth", "Gitea", "#609926", "Gt", "selfHosted"),
  p("discordAuth", "Discord", "#5865f2", "D"),
  p("twitterAuth", "Twitter", "#1d9bf0", "t"),
  p("kakaoAuth", "Kakao", "#fee500", "K"),
  p("vkAuth", "VK", "#0077ff", "VK"),
  p("spotifyAuth", "Spotify", "#1db954", "S"),
  p("twitchAuth", "Twitch", "#9146ff", "Tw"),
  p("stravaAuth", "Strava", "#fc4c02", "St"),
  p("livechatAuth", "LiveChat", "#ff5100", "LC"),
  p("oidcAuth", "OpenID Connect", "#f7931e", "ID", "oidc"),
  p("oidc2Auth", "(2) OpenID Connect", "#f7931e", "ID2", "oidc"),
  p("oidc3Auth", "(3) OpenID Connect", "#f7931e", "ID3", "oidc"),
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
