/** @module Token checks: long-lived admin tokens and short signing secrets. */
import { REDACTED } from "../client/settings.ts";
import { plural } from "../plural.ts";
import type { CheckGroup, Finding, SkippedCheck } from "./types.ts";

const DAY_SECONDS = 86_400;
/** Admin tokens valid longer than this (seconds) are worth a warning. */
export const ADMIN_TOKEN_MAX_SECONDS = 30 * DAY_SECONDS;
/** Token secrets shorter than this are guessable. */
export const MIN_SECRET_LENGTH = 30;

/** The token kinds of the settings, in the Token options order. */
export const TOKEN_KEYS = [
  "recordAuthToken",
  "recordVerificationToken",
  "recordPasswordResetToken",
  "recordEmailChangeToken",
  "recordFileToken",
  "adminAuthToken",
  "adminPasswordResetToken",
  "adminFileToken",
] as const;

/** Whether a secret as the API shows it is hidden (redacted or blank). */
function isHiddenSecret(secret: unknown): boolean {
  return typeof secret !== "string" || secret === "" || secret === REDACTED;
}

type TokenSettings = { secret?: string; duration?: number } | undefined;

/**
 * Admin and user auth tokens valid for more than 30 days, token secrets shorter than 30 characters
 * (up to v0.22: global settings; v0.23+ durations are per collection, auth-collection-checks.ts).
 */
export const tokensChecks: CheckGroup = ({ settings, local, generation }) => {
  const findings: Finding[] = [];
  const skipped: SkippedCheck[] = [];
  if (generation === "v0.23") {
    // token settings moved into each auth collection (auth-collection-checks.ts checks durations)
    skipped.push({
      id: "tokens.secret-short",
      reason: "PocketBase v0.23 and newer never return token secrets (each auth collection keeps its own)",
    });
    return { findings, skipped };
  }
  const admin = settings.adminAuthToken as TokenSettings;
  const duration = Number(admin?.duration ?? 0);
  if (duration > ADMIN_TOKEN_MAX_SECONDS) {
    findings.push({
      id: "tokens.admin-duration-long",
      severity: "warning",
      finding: `Admin auth tokens stay valid for ${Math.round(duration / DAY_SECONDS)} days.`,
      why: "A leaked admin token (a shared screenshot, a CI log) gives full control for that long.",
      fix: { text: "Shorten the admin auth token duration to 30 days or less (Settings / Token options)." },
    });
  }
  // up to v0.22 one setting holds the duration of every auth collection's tokens
  const record = Number((settings.recordAuthToken as TokenSettings)?.duration ?? 0);
  if (record > ADMIN_TOKEN_MAX_SECONDS) {
    findings.push({
      id: "tokens.auth-duration-long",
      severity: "warning",
      finding: `Users' auth tokens stay valid for ${Math.round(record / DAY_SECONDS)} days.`,
      why: "A leaked token (a shared device, a log) keeps that account signed in for that long.",
      fix: { text: "Shorten the auth record token duration to 30 days or less (Settings / Token options)." },
    });
  }
  const secrets: Record<string, string> = {};
  for (const key of TOKEN_KEYS) {
    const shown = (settings[key] as TokenSettings)?.secret;
    const secret = local?.tokenSecrets?.[key] ?? (isHiddenSecret(shown) ? undefined : shown);
    if (secret !== undefined) secrets[key] = secret;
  }
  if (Object.keys(secrets).length === 0) {
    skipped.push({
      id: "tokens.secret-short",
      reason: "the API hides token secrets; run pbdeck doctor --dir on the pb_data directory to check them",
    });
  }
  const short = Object.entries(secrets).filter(([, secret]) => secret.length < MIN_SECRET_LENGTH);
  for (const [key, secret] of short) {
    findings.push({
      id: "tokens.secret-short",
      severity: "error",
      finding: `The ${key} secret has ${plural(secret.length, "character")} (fewer than ${MIN_SECRET_LENGTH}).`,
      why: "Tokens are signed with it: a short secret can be guessed offline from one token, and then any token can be forged.",
      fix: {
        text: "Generate a new secret in Settings / Token options (this signs everyone out of that kind of token).",
      },
    });
  }
  return { findings, skipped };
};
