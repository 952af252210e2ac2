/** @module The settings object of a PocketBase v0.18 server, and its defaults. */
import type {
  EmailTemplate,
  MetaSettings,
  ProviderOptions,
  S3Options as S3Settings,
  SmtpSettings,
} from "../../../shared/client/settings.ts";
import { newSecret } from "../../lib/random.ts";

// the wire shapes of these groups are the client's; re-exported for the backend's modules
export type { EmailTemplate, S3Settings };

export interface TokenSettings {
  secret: string;
  duration: number;
}
/** An OAuth2 provider group as the server stores it (every URL present, maybe empty). */
export type OAuth2ProviderSettings = Required<ProviderOptions>;

export const tokenKinds = [
  "adminAuthToken",
  "adminPasswordResetToken",
  "adminFileToken",
  "recordAuthToken",
  "recordPasswordResetToken",
  "recordEmailChangeToken",
  "recordVerificationToken",
  "recordFileToken",
] as const;
export type TokenKind = (typeof tokenKinds)[number];

/** Settings keys of the OAuth2 providers, in PocketBase's order, with their API names. */
export const oauth2Providers = [
  ["googleAuth", "google"],
  ["facebookAuth", "facebook"],
  ["githubAuth", "github"],
  ["gitlabAuth", "gitlab"],
  ["discordAuth", "discord"],
  ["twitterAuth", "twitter"],
  ["microsoftAuth", "microsoft"],
  ["spotifyAuth", "spotify"],
  ["kakaoAuth", "kakao"],
  ["twitchAuth", "twitch"],
  ["stravaAuth", "strava"],
  ["giteeAuth", "gitee"],
  ["livechatAuth", "livechat"],
  ["giteaAuth", "gitea"],
  ["oidcAuth", "oidc"],
  ["oidc2Auth", "oidc2"],
  ["oidc3Auth", "oidc3"],
  ["appleAuth", "apple"],
  ["instagramAuth", "instagram"],
  ["vkAuth", "vk"],
  ["yandexAuth", "yandex"],
] as const;
export type OAuth2SettingsKey = (typeof oauth2Providers)[number][0];

export type Settings = {
  meta: MetaSettings;
  logs: { maxDays: number };
  smtp: SmtpSettings;
  s3: S3Settings;
  backups: { cron: string; cronMaxKeep: number; s3: S3Settings };
  emailAuth: {
    enabled: boolean;
    exceptDomains: string[] | null;
    onlyDomains: string[] | null;
    minPasswordLength: number;
  };
} & { [K in TokenKind]: TokenSettings } & { [K in OAuth2SettingsKey]: OAuth2ProviderSettings };

function template(intro: string, button: string, subject: string, path: string): EmailTemplate {
  return {
    body: `<p>Hi,</p>\n<p>${intro}</p>\n<p>\n  <a class="btn" href="{ACTION_URL}" target="_blank" rel="noopener">${button}</a>\n</p>\n<p>\n  Best regards,<br/>\n  The {APP_NAME} team\n</p>`,
    subject,
    actionUrl: `{APP_URL}/_/#/auth/${path}/{TOKEN}`,
  };
}

function emptyS3(): S3Settings {
  return {
    enabled: false,
    bucket: "",
    region: "",
    endpoint: "",
    accessKey: "",
    secret: "",
    forcePathStyle: false,
  };
}

/** A fresh settings object with new random token secrets. */
export function defaultSettings(): Settings {
  const token = (duration: number): TokenSettings => ({ secret: newSecret(), duration });
  const providers = Object.fromEntries(
    oauth2Providers.map(([key]) => [
      key,
      { enabled: false, clientId: "", clientSecret: "", authUrl: "", tokenUrl: "", userApiUrl: "" },
    ]),
  ) as { [K in OAuth2SettingsKey]: OAuth2ProviderSettings };
  return {
    meta: {
      appName: "Acme",
      appUrl: "http://localhost:8090",
      hideControls: false,
      senderName: "Support",
      senderAddress: "support@example.com",
      verificationTemplate: template(
        "Welcome to {APP_NAME}. Please confirm your email address with the button below.",
        "Confirm email",
        "Verify your {APP_NAME} email",
        "confirm-verification",
      ),
      resetPasswordTemplate: template(
        "We received a request to reset your password. Use the button below to choose a new one; if you did not ask for this, ignore this email.",
        "Choose a new password",
        "Reset your {APP_NAME} password",
        "confirm-password-reset",
      ),
      confirmEmailChangeTemplate: template(
        "Please confirm your new email address with the button below; if you did not ask for this change, ignore this email.",
        "Confirm new address",
        "Confirm your {APP_NAME} new email address",
        "confirm-email-change",
      ),
    },
    logs: { maxDays: 5 },
    smtp: {
      enabled: false,
      host: "smtp.example.com",
      port: 587,
      username: "",
      password: "",
      authMethod: "",
      tls: false,
      localName: "",
    },
    s3: emptyS3(),
    backups: { cron: "", cronMaxKeep: 3, s3: emptyS3() },
    adminAuthToken: token(1209600),
    adminPasswordResetToken: token(1800),
    adminFileToken: token(120),
    recordAuthToken: token(1209600),
    recordPasswordResetToken: token(1800),
    recordEmailChangeToken: token(1800),
    recordVerificationToken: token(604800),
    recordFileToken: token(120),
    emailAuth: { enabled: false, exceptDomains: null, onlyDomains: null, minPasswordLength: 0 },
    ...providers,
  };
}

/** Deep-merges stored settings over defaults (missing keys keep their defaults), keeping default key order. */
export function mergeSettings<T>(defaults: T, stored: unknown): T {
  if (stored === null || typeof stored !== "object" || Array.isArray(stored)) return defaults;
  if (defaults === null || typeof defaults !== "object" || Array.isArray(defaults)) return stored as T;
  const out: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [key, value] of Object.entries(stored as Record<string, unknown>)) {
    const base = out[key];
    out[key] =
      base !== null &&
      typeof base === "object" &&
      !Array.isArray(base) &&
      value !== null &&
      typeof value === "object"
        ? mergeSettings(base, value)
        : value;
  }
  return out as T;
}
