/**
 * @module The checks of PocketBase v0.23 and newer, where sign-in settings moved into each auth
 * collection and the settings gained rate limits and (v0.38) a superuser IP allow-list: MFA for
 * superusers, the allow-list, rate limits, long auth tokens per collection, OTP mail without SMTP.
 * On older servers they are listed as skipped: those settings do not exist there (the token
 * durations were global settings then: tokens-checks.ts).
 */
import { plural } from "../plural.ts";
import type { FieldsCollection } from "./fields-collections.ts";
import { ADMIN_TOKEN_MAX_SECONDS } from "./tokens-checks.ts";
import type { CheckGroup, DoctorInput, Finding, SkippedCheck } from "./types.ts";

const SUPERUSERS = "_superusers";
const DAY_SECONDS = 86_400;

/** The ids of this group, in check order (listed as skipped below v0.23). */
export const V023_CHECK_IDS = [
  "auth.superuser-mfa-off",
  "auth.superuser-ips-open",
  "ops.rate-limits-off",
  "ops.otp-smtp-off",
] as const;

function superuserMfaFinding(superusers: FieldsCollection | undefined): Finding | null {
  if (!superusers || superusers.mfa?.enabled) return null;
  return {
    id: "auth.superuser-mfa-off",
    severity: "warning",
    collection: SUPERUSERS,
    finding: "Superusers sign in with a password alone (MFA is off for _superusers).",
    why: "One leaked or guessed superuser password gives full control of every collection, setting and backup.",
    fix: {
      text: "Turn on MFA for _superusers (Collections / _superusers / Options / Multi-factor authentication), with OTP as the second factor and SMTP on.",
    },
  };
}

function superuserIpsFinding(settings: Record<string, unknown>): Finding | SkippedCheck | null {
  const ips = settings.superuserIPs;
  if (!Array.isArray(ips)) {
    return {
      id: "auth.superuser-ips-open",
      reason: "this server has no superuser IP allow-list (PocketBase added it in v0.38)",
    };
  }
  if (ips.length > 0) return null;
  return {
    id: "auth.superuser-ips-open",
    severity: "info",
    finding: "Superusers may sign in from any IP address (the superuser IP allow-list is empty).",
    why: "Where superusers always work from known addresses (an office, a VPN), the allow-list stops a stolen password or token from being used elsewhere.",
    fix: {
      text: "List those addresses in Settings / Application / Superuser IPs (or `pocketbase superuser ips`).",
    },
  };
}

function rateLimitsFinding(settings: Record<string, unknown>): Finding | null {
  const limits = settings.rateLimits as { enabled?: boolean } | undefined;
  if (!limits || limits.enabled) return null;
  return {
    id: "ops.rate-limits-off",
    severity: "warning",
    finding: "Rate limiting is off: any client may send as many requests as it likes.",
    why: "Password guessing, sign-up floods and expensive list queries are then limited by nothing but the server's capacity.",
    fix: {
      text: "Turn on rate limiting in Settings / Application / Rate limiting (its default rules cover auth and create).",
    },
  };
}

function tokenDurationFindings(collections: FieldsCollection[]): Finding[] {
  const findings: Finding[] = [];
  for (const collection of collections) {
    const seconds = Number(collection.authToken?.duration ?? 0);
    if (seconds <= ADMIN_TOKEN_MAX_SECONDS) continue;
    const superusers = collection.name === SUPERUSERS;
    findings.push({
      id: superusers ? "tokens.admin-duration-long" : "tokens.auth-duration-long",
      severity: "warning",
      collection: collection.name,
      finding: `Auth tokens of "${collection.name}" stay valid for ${plural(Math.round(seconds / DAY_SECONDS), "day")}.`,
      why: superusers
        ? "A leaked superuser token (a shared screenshot, a CI log) gives full control for that long."
        : "A leaked token (a shared device, a log) keeps that account signed in for that long.",
      fix: {
        text: `Shorten the auth token duration of "${collection.name}" to 30 days or less (Collections / ${collection.name} / Options / Tokens).`,
      },
    });
  }
  return findings;
}

function otpSmtpFindings(collections: FieldsCollection[], smtpOn: boolean): Finding[] {
  if (smtpOn) return [];
  return collections
    .filter((collection) => collection.otp?.enabled)
    .map((collection) => ({
      id: "ops.otp-smtp-off",
      severity: "warning" as const,
      collection: collection.name,
      finding: `"${collection.name}" signs in with one-time passwords (OTP${collection.mfa?.enabled ? ", as MFA's second factor" : ""}) while SMTP is off.`,
      why: "The codes are emailed through the machine's sendmail, which most servers and containers lack: nobody receives them and nobody can sign in that way.",
      fix: { text: "Turn on SMTP in Settings / Mail settings and send a test OTP email." },
    }));
}

function skippedBelowV023(input: DoctorInput): SkippedCheck[] {
  const reason = "PocketBase v0.23 or newer only (this server has no such setting)";
  return input.generation === "v0.23" ? [] : V023_CHECK_IDS.map((id) => ({ id, reason }));
}

/** Superuser MFA and IP allow-list, rate limits, per-collection token durations, OTP without SMTP. */
export const authCollectionChecks: CheckGroup = (input) => {
  if (input.generation !== "v0.23") return { findings: [], skipped: skippedBelowV023(input) };
  const collections = input.authCollections ?? [];
  const settings = input.settings as unknown as Record<string, unknown>;
  const findings: Finding[] = [];
  const skipped: SkippedCheck[] = [];
  const mfa = superuserMfaFinding(collections.find((c) => c.name === SUPERUSERS));
  if (mfa) findings.push(mfa);
  const ips = superuserIpsFinding(settings);
  if (ips && "severity" in ips) findings.push(ips);
  else if (ips) skipped.push(ips);
  const limits = rateLimitsFinding(settings);
  if (limits) findings.push(limits);
  findings.push(...tokenDurationFindings(collections));
  findings.push(...otpSmtpFindings(collections, input.settings.smtp?.enabled === true));
  return { findings, skipped };
};
