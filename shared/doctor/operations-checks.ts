/** @module Operations checks: backups, logs, mail, the Application URL and S3. */
import type { CheckGroup, DoctorInput, Finding, S3TestResult, SkippedCheck } from "./types.ts";

const DAY = 86_400_000;
/** Request logs past this size are worth a look (1 GB). */
export const LOGS_SIZE_LIMIT = 1024 ** 3;
/** Through the API only the number of logs is known; a request log row takes roughly this much. */
export const LOG_ROW_ESTIMATE_BYTES = 1024;
/** The schedule the "schedule daily backups" fix sets, and how many backups it keeps. */
export const DAILY_BACKUPS = { cron: "0 0 * * *", maxKeep: 7 } as const;

const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\]|::1|0\.0\.0\.0)$/i;

/** Whether a URL points at this machine (localhost, 127.x, ::1). */
export function isLoopbackUrl(url: string): boolean {
  try {
    return LOOPBACK.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

function backupFindings({ backups, settings, now }: DoctorInput): Finding[] {
  const findings: Finding[] = [];
  const cron = settings.backups?.cron?.trim() ?? "";
  const newest = backups.reduce((max, b) => Math.max(max, Date.parse(b.modified.replace(" ", "T")) || 0), 0);
  if (!cron && now - newest > 7 * DAY) {
    findings.push({
      id: "ops.no-recent-backup",
      severity: "warning",
      finding:
        backups.length === 0
          ? "There are no backups and no auto-backup schedule."
          : `The last backup is ${Math.floor((now - newest) / DAY)} days old and no auto-backup is scheduled.`,
      why: "A bad import, a wrong rule or a deleted collection can only be undone from a backup.",
      fix: {
        text: `Schedule daily backups (cron "${DAILY_BACKUPS.cron}", keeping the last ${DAILY_BACKUPS.maxKeep}).`,
        action: { kind: "schedule-backups", ...DAILY_BACKUPS },
      },
    });
  }
  if (settings.backups?.s3?.enabled !== true) {
    findings.push({
      id: "ops.backups-local-only",
      severity: "warning",
      finding: "Backups are stored locally only, on the same disk as the data.",
      why: "When that disk or machine is lost, the backups go with the data they were meant to restore.",
      fix: { text: "Store backups in S3-compatible storage (Settings / Backups / Backups options)." },
    });
  }
  return findings;
}

function logsFindings({ settings, local, requestLogCount, generation }: DoctorInput): {
  findings: Finding[];
  skipped: SkippedCheck[];
} {
  const findings: Finding[] = [];
  const skipped: SkippedCheck[] = [];
  if (settings.logs?.maxDays === 0) {
    findings.push({
      id: "ops.logs-retention-zero",
      severity: "warning",
      finding: "Request logs are kept for 0 days: no request is logged.",
      why: "Without logs there is nothing to look at after an incident (who called what, which errors).",
      fix: { text: "Keep logs for a few days (Logs / Settings: max days retention, e.g. 5)." },
    });
  }
  const gb = (bytes: number) => (bytes / 1024 ** 3).toFixed(1);
  if (local) {
    if (local.logsDbBytes > LOGS_SIZE_LIMIT) {
      findings.push({
        id: "ops.request-logs-large",
        severity: "warning",
        finding: `The request logs database (logs.db) takes ${gb(local.logsDbBytes)} GB.`,
        why: "Large logs slow down the logs page and backups, and fill the disk the data lives on.",
        fix: { text: "Lower the logs retention (max days) so old requests are purged." },
      });
    }
  } else {
    const estimate = requestLogCount * LOG_ROW_ESTIMATE_BYTES;
    if (estimate > LOGS_SIZE_LIMIT) {
      findings.push({
        id: "ops.request-logs-large",
        severity: "warning",
        finding: `${requestLogCount.toLocaleString("en-US")} request logs are kept: probably over 1 GB (about ${gb(estimate)} GB at ~1 KB each; the API does not tell the file size).`,
        why: "Large logs slow down the logs page and backups, and fill the disk the data lives on.",
        fix: { text: "Lower the logs retention (max days) so old requests are purged." },
      });
    } else {
      skipped.push({
        id: "ops.request-logs-large",
        reason:
          generation === undefined || generation === "v0.18"
            ? `the API does not tell the size of logs.db; judged by the count only (${requestLogCount} request logs); run with --dir for the file size`
            : `the API does not tell the size of the logs database; judged by the count only (${requestLogCount} log entries)`,
      });
    }
  }
  return { findings, skipped };
}

function smtpFinding({ settings, collections }: DoctorInput): Finding | null {
  if (settings.smtp?.enabled) return null;
  const needing = collections.filter((c) => c.type === "auth" && c.options.allowEmailAuth).map((c) => c.name);
  if (needing.length === 0) return null;
  return {
    id: "ops.smtp-off",
    severity: "warning",
    finding: `SMTP is off while ${needing.map((n) => `"${n}"`).join(", ")} sign${needing.length > 1 ? "" : "s"} in with email and password.`,
    why: "Verification and password-reset emails then go through the machine's sendmail, which most servers and containers lack: users cannot reset passwords.",
    fix: { text: "Turn on SMTP in Settings / Mail settings and send a test email." },
  };
}

function appUrlFinding({ settings, backendUrl, generation }: DoctorInput): Finding | null {
  // v0.23 renamed it appURL
  const meta = settings.meta as { appUrl?: string; appURL?: string } | undefined;
  const appUrl = meta?.appUrl ?? meta?.appURL ?? "";
  if (!isLoopbackUrl(appUrl) || isLoopbackUrl(backendUrl)) return null;
  return {
    id: "ops.app-url-localhost",
    severity: "warning",
    finding: `The Application URL is still ${appUrl} on a backend served at ${new URL(backendUrl).host}.`,
    why: "Verification, password-reset and email-change emails link to the Application URL: users would be sent to localhost.",
    fix: {
      text: `Set the Application URL to the backend's public address (e.g. ${new URL(backendUrl).origin}).`,
      // the console's one-step fix writes meta.appUrl, the v0.22 and older key
      ...(generation === "v0.23" ? {} : { action: { kind: "set-app-url" } as const }),
    },
  };
}

function s3Finding(label: string, id: string, result: S3TestResult): Finding | null {
  if (!result || result.ok) return null;
  return {
    id,
    severity: "error",
    finding: `S3 is enabled for ${label} but its test fails: ${result.message}`,
    why:
      label === "backups"
        ? "Backups cannot be written: the next auto-backup fails."
        : "Uploads and file downloads fail while S3 cannot be reached.",
    fix: {
      text: `Check the endpoint, bucket, region and keys in Settings / ${label === "backups" ? "Backups" : "Files storage"}, then test again.`,
    },
  };
}

/** No recent backup, local-only backups, logs retention and size, SMTP, Application URL, S3. */
export const operationsChecks: CheckGroup = (input) => {
  const logs = logsFindings(input);
  const findings = [
    ...backupFindings(input),
    ...logs.findings,
    smtpFinding(input),
    appUrlFinding(input),
    s3Finding("files storage", "ops.s3-storage-failing", input.s3.storage),
    s3Finding("backups", "ops.s3-backups-failing", input.s3.backups),
  ].filter((f): f is Finding => f !== null);
  return { findings, skipped: logs.skipped };
};
