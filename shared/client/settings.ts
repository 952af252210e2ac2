/** @module Typed settings over the SDK's settings service: the settings object, redaction and the test calls. */
import type PocketBase from "pocketbase";

export interface EmailTemplate {
  subject: string;
  actionUrl: string;
  body: string;
}

export interface TokenOptions {
  duration: number;
  /** Only sent to rotate the signing secret (invalidates every token of that kind). */
  secret?: string;
}

export interface S3Options {
  enabled: boolean;
  endpoint: string;
  bucket: string;
  region: string;
  accessKey: string;
  secret: string;
  forcePathStyle: boolean;
}

export interface ProviderOptions {
  enabled: boolean;
  clientId: string;
  clientSecret: string;
  authUrl?: string;
  tokenUrl?: string;
  userApiUrl?: string;
}

export interface MetaSettings {
  appName: string;
  appUrl: string;
  hideControls: boolean;
  senderName: string;
  senderAddress: string;
  verificationTemplate: EmailTemplate;
  resetPasswordTemplate: EmailTemplate;
  confirmEmailChangeTemplate: EmailTemplate;
}

export interface SmtpSettings {
  enabled: boolean;
  host: string;
  port: number;
  username: string;
  password: string;
  tls: boolean;
  authMethod: string;
  localName: string;
}

/** The settings object (groups missing on some servers are optional). */
export interface Settings {
  meta: MetaSettings;
  logs: { maxDays: number };
  smtp: SmtpSettings;
  s3: S3Options;
  backups?: { cron: string; cronMaxKeep: number; s3?: Partial<S3Options> };
  [group: string]: unknown;
}

/** The value a server puts in place of a secret it will not reveal. */
export const REDACTED = "******";

/** The test email templates. */
export const TEST_EMAIL_TEMPLATES = ["verification", "password-reset", "email-change"] as const;
export type TestEmailTemplate = (typeof TEST_EMAIL_TEMPLATES)[number];

/** A deep copy without the redacted (`******`) properties, so a save never writes the mask back. */
export function withoutRedacted<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => withoutRedacted(v)) as T;
  if (!value || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === REDACTED) continue;
    out[key] = withoutRedacted(v);
  }
  return out as T;
}

/**
 * Reads all settings (admins only).
 * @throws ClientResponseError on failure (401/403 when not an admin).
 */
export async function getSettings(pb: PocketBase, requestKey?: string): Promise<Settings> {
  return (await pb.settings.getAll({ requestKey: requestKey ?? null })) as unknown as Settings;
}

/**
 * Saves a partial settings object; redacted values are left out. Answers the full settings.
 * @throws ClientResponseError 400 with per-field errors (`meta.appName`, `smtp.host`...).
 */
export async function updateSettings(pb: PocketBase, patch: Record<string, unknown>): Promise<Settings> {
  return (await pb.settings.update(withoutRedacted(patch), { requestKey: null })) as unknown as Settings;
}

/** Cancel key of the test email call. */
export const TEST_EMAIL_KEY = "settings_test_email";

/** Cancel key of the S3 test of a filesystem. */
export function testS3Key(filesystem: string): string {
  return `settings_test_s3_${filesystem}`;
}

/**
 * Sends a test email with a template (cancel it with `pb.cancelRequest(TEST_EMAIL_KEY)`).
 * @throws ClientResponseError on failure (aborted: `isAbort`).
 */
export async function sendTestEmail(
  pb: PocketBase,
  toEmail: string,
  template: TestEmailTemplate,
): Promise<void> {
  await pb.settings.testEmail(toEmail, template, { requestKey: TEST_EMAIL_KEY });
}

/**
 * Tests the saved S3 configuration of a filesystem ("storage" or "backups").
 * @throws ClientResponseError 400 with the S3 error in its message.
 */
export async function testS3Connection(
  pb: PocketBase,
  filesystem: "storage" | "backups" = "storage",
): Promise<void> {
  await pb.settings.testS3(filesystem, { requestKey: testS3Key(filesystem) });
}

export interface AppleSecretInput {
  clientId: string;
  teamId: string;
  keyId: string;
  privateKey: string;
  duration: number;
}

/**
 * Generates an Apple client secret (a signed JWT) on the server.
 * @throws ClientResponseError 400 with per-field errors.
 */
export async function generateAppleClientSecret(pb: PocketBase, input: AppleSecretInput): Promise<string> {
  const res = await pb.settings.generateAppleClientSecret(
    input.clientId,
    input.teamId,
    input.keyId,
    input.privateKey.trim(),
    input.duration,
    { requestKey: null },
  );
  return res.secret;
}
