/** @module Everything the settings search can find: each entry names a page and the field to focus. */
import { AUTH_PROVIDERS } from "./auth-providers.ts";
import { ADMIN_TOKENS, RECORD_TOKENS } from "./token-kinds.ts";

export interface SettingsIndexEntry {
  label: string;
  /** The page's menu label, shown beside the result. */
  page: string;
  path: string;
  /** id of the element to focus ("" for the page itself). */
  target: string;
  /** Focused instead when the target cannot show (an S3 field while S3 is off). */
  fallback?: string;
  keywords?: string;
}

const e = (page: string, path: string, label: string, target: string, keywords = "", fallback?: string) => ({
  page,
  path,
  label,
  target,
  keywords,
  fallback,
});

const APP = ["Application", "/settings"] as const;
const MAIL = ["Mail settings", "/settings/mail"] as const;
const FILES = ["Files storage", "/settings/storage"] as const;
const AUTH = ["Auth providers", "/settings/auth-providers"] as const;
const TOKENS = ["Token options", "/settings/tokens"] as const;

export const SETTINGS_INDEX: SettingsIndexEntry[] = [
  e(...APP, "Application name", "field-meta.appName", "app title"),
  e(...APP, "Application URL", "field-meta.appUrl", "app link address"),
  e(...APP, "Logs max days retention", "field-logs.maxDays", "logs requests keep"),
  e(...APP, "Hide collection create and edit controls", "field-meta.hideControls", "production schema"),
  e(...MAIL, "Sender name", "field-meta.senderName", "email from"),
  e(...MAIL, "Sender address", "field-meta.senderAddress", "email from"),
  e(...MAIL, "Verification email template", "field-meta.verificationTemplate.subject", "email body subject"),
  e(
    ...MAIL,
    "Password reset email template",
    "field-meta.resetPasswordTemplate.subject",
    "email body subject",
  ),
  e(
    ...MAIL,
    "Confirm email change template",
    "field-meta.confirmEmailChangeTemplate.subject",
    "email body subject",
  ),
  e(...MAIL, "Use SMTP mail server", "field-smtp.enabled", "smtp email sendmail"),
  e(...MAIL, "SMTP server host", "field-smtp.host", "smtp email", "field-smtp.enabled"),
  e(...MAIL, "SMTP port", "field-smtp.port", "smtp email", "field-smtp.enabled"),
  e(...MAIL, "SMTP username", "field-smtp.username", "smtp email user", "field-smtp.enabled"),
  e(...MAIL, "SMTP password", "field-smtp.password", "smtp email secret", "field-smtp.enabled"),
  e(...MAIL, "SMTP TLS encryption", "field-smtp.tls", "smtp starttls ssl", "field-smtp.enabled"),
  e(...MAIL, "SMTP AUTH method", "field-smtp.authMethod", "smtp plain login", "field-smtp.enabled"),
  e(...MAIL, "SMTP EHLO/HELO domain", "field-smtp.localName", "smtp local name", "field-smtp.enabled"),
  e(...MAIL, "Send test email", "", "smtp email"),
  e(...FILES, "Use S3 storage", "field-s3.enabled", "files uploads s3 bucket"),
  e(...FILES, "S3 endpoint", "field-s3.endpoint", "files storage", "field-s3.enabled"),
  e(...FILES, "S3 bucket", "field-s3.bucket", "files storage", "field-s3.enabled"),
  e(...FILES, "S3 region", "field-s3.region", "files storage", "field-s3.enabled"),
  e(...FILES, "S3 access key", "field-s3.accessKey", "files storage", "field-s3.enabled"),
  e(...FILES, "S3 secret", "field-s3.secret", "files storage", "field-s3.enabled"),
  e(...FILES, "Force path-style addressing", "field-s3.forcePathStyle", "s3", "field-s3.enabled"),
  ...AUTH_PROVIDERS.map((p) =>
    e(...AUTH, `${p.title} auth provider`, `field-${p.key}.clientId`, `oauth2 oauth sso client ${p.key}`),
  ),
  e(...AUTH, "Apple client secret", "field-appleAuth.clientSecret", "apple generate secret oauth2"),
  ...RECORD_TOKENS.map((t) =>
    e(
      ...TOKENS,
      `Record ${t.label.toLowerCase()} duration`,
      `field-${t.key}.duration`,
      "token jwt secret invalidate",
    ),
  ),
  ...ADMIN_TOKENS.map((t) =>
    e(
      ...TOKENS,
      `Admin ${t.label.toLowerCase()} duration`,
      `field-${t.key}.duration`,
      "token jwt secret invalidate",
    ),
  ),
  e("Admins", "/settings/admins", "Admins", "admins-search", "administrators users accounts"),
  e("Export collections", "/settings/export-collections", "Export collections", "", "schema json sync"),
  e("Import collections", "/settings/import-collections", "Import collections", "", "schema json sync"),
  e("Backups", "/settings/backups", "Backups", "", "backup restore zip cron"),
];

/** The entries matching every word of the query (label, page and keywords), best first. */
export function searchSettings(query: string, limit = 8): SettingsIndexEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored: Array<[number, SettingsIndexEntry]> = [];
  for (const entry of SETTINGS_INDEX) {
    const label = entry.label.toLowerCase();
    const text = `${label} ${entry.page.toLowerCase()} ${entry.keywords ?? ""}`;
    if (!words.every((w) => text.includes(w))) continue;
    // label hits rank above keyword hits, label starts above the rest
    const score = words.reduce((s, w) => s + (label.startsWith(w) ? 3 : label.includes(w) ? 2 : 0), 0);
    scored.push([score, entry]);
  }
  return scored
    .sort((a, b) => b[0] - a[0])
    .slice(0, limit)
    .map(([, entry]) => entry);
}
