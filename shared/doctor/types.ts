/** @module The shapes of `pbdeck doctor`: what the checks read and what they report. */
import type { BackupFileInfo } from "../client/backups.ts";
import type { Settings } from "../client/settings.ts";
import type { Collection } from "../models.ts";
import type { FieldsCollection } from "./fields-collections.ts";

/** The PocketBase generations the checks tell apart: v0.18–v0.19, v0.20–v0.22, v0.23 and newer. */
export type DoctorGeneration = "v0.18" | "v0.20" | "v0.23";

export type Severity = "error" | "warning" | "info";

/** The severities, worst first (the order findings are listed in). */
export const SEVERITIES: readonly Severity[] = ["error", "warning", "info"];

/** A fix the console (or a script) can apply in one step. */
export type FixAction =
  /** Set the Application URL (`meta.appUrl`). */
  | { kind: "set-app-url" }
  /** Add `index` to the collection's indexes. */
  | { kind: "add-index"; collection: string; index: string }
  /** Auto-backups: `backups.cron` and `backups.cronMaxKeep`. */
  | { kind: "schedule-backups"; cron: string; maxKeep: number }
  /** Open the collection editor on its API rules. */
  | { kind: "open-rule"; collection: string; rule: string };

export interface Finding {
  /** Stable id of the check (`rules.auth-list-public`); one check may report several findings. */
  id: string;
  severity: Severity;
  /** The collection the finding is about, when it is about one. */
  collection?: string;
  /** One line: what is wrong. */
  finding: string;
  /** Why it matters. */
  why: string;
  fix: { text: string; action?: FixAction };
}

/** A check that could not run on this target, and why (e.g. secrets hidden by the API). */
export interface SkippedCheck {
  id: string;
  reason: string;
}

/** Outcome of the S3 test of a filesystem: null when S3 is off (not tested). */
export type S3TestResult = { ok: true } | { ok: false; message: string } | null;

/** What pbdeck reads from a pb_data directory itself (only with --dir). */
export interface LocalFacts {
  /** Size of logs.db (with its -wal file) in bytes. */
  logsDbBytes: number;
  /** Token secrets by settings key (`adminAuthToken`), when the settings row is readable. */
  tokenSecrets?: Record<string, string>;
}

/** Everything the checks look at, gathered through the typed client (see gather.ts). */
export interface DoctorInput {
  /** The backend's URL as pbdeck reaches it (decides whether it is a local backend). */
  backendUrl: string;
  /** The server's generation (v0.18 when not told: pbdeck's own backend speaks it). */
  generation?: DoctorGeneration;
  /** In the v0.18 shape, whatever the generation (v0.23+ ones converted: fields-collections.ts). */
  collections: Collection[];
  /** v0.23+ only: the auth collections as the server sent them (MFA, OTP, token durations). */
  authCollections?: FieldsCollection[];
  settings: Settings;
  /** Newest first. */
  backups: BackupFileInfo[];
  /** Request logs kept (all of them; on v0.20+ every log entry). */
  requestLogCount: number;
  /** Record count of the collections the scale check asked for. */
  recordCounts: Record<string, number>;
  s3: { storage: S3TestResult; backups: S3TestResult };
  /** Only for a local pb_data (--dir). */
  local?: LocalFacts;
  /** The time of the check (epoch ms); tests pass a fixed one. */
  now: number;
}

/** A group of checks: reads the input, answers findings (and the checks it could not run). */
export type CheckGroup = (input: DoctorInput) => { findings: Finding[]; skipped?: SkippedCheck[] };
