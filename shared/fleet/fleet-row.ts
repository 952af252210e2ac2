/** @module One row of `pbdeck fleet`: a saved backend's state, as the TUI draws it and `--json` prints it. */
import type { ApiGeneration } from "../client/api-generation.ts";

/** The API generation of a row; "down" until a probe answered. */
export type FleetApi = ApiGeneration | "down";

import type { DoctorReport } from "../doctor/run-doctor.ts";

export interface FleetRequests {
  /** Requests of the last 60 minutes (admins' own left out). */
  lastHour: number;
  /** Of which answered with a status >= 400. */
  errorsLastHour: number;
  /** Requests per hour over the last 12 hours, oldest first (the sparkline). */
  hourly: number[];
}

export interface FleetRow {
  name: string;
  url: string;
  status: "up" | "down";
  /** Time of GET /api/health (ms), null when down. */
  latencyMs: number | null;
  api: FleetApi;
  /** The exact PocketBase version (`0.22.27`) when its dashboard tells it; null when unknown. */
  version?: string | null;
  /** Whether the profile has a working admin session (pbdeck profiles login). */
  signedIn: boolean;
  /** Why the row lacks data: down, not signed in, unsupported, a failed read. */
  problem: string | null;
  requests: FleetRequests | null;
  /** The newest backup; null when there is none, undefined when unknown. */
  lastBackup: { key: string; modified: string } | null | undefined;
  /** The doctor's report; null when it could not run. */
  doctor: DoctorReport | null;
  checkedAt: string;
  /** Set on the early copy handed over once the health check answered (the rest still runs). */
  checking?: boolean;
}

/**
 * `PocketBase 0.40.6` when the exact version is known, else the generation (`PocketBase v0.23+ API`),
 * "unsupported" for an API pbdeck does not know, "?" before the first probe.
 * @example apiLabel("v0.23+", "0.40.6") === "PocketBase 0.40.6"
 */
export function apiLabel(api: FleetApi, version?: string | null): string {
  if (api === "down") return "?";
  if (api === "unknown") return "unsupported";
  return version ? `PocketBase ${version}` : `PocketBase ${api} API`;
}

const BARS = "▁▂▃▄▅▆▇█";

/**
 * Values as a sparkline, scaled to the largest; zeros draw the lowest bar.
 * @example sparkline([0, 5, 10]) === "▁▅█"
 */
export function sparkline(values: readonly number[]): string {
  const max = Math.max(0, ...values);
  return values.map((v) => (max === 0 ? BARS[0] : BARS[Math.round((v / max) * (BARS.length - 1))])).join("");
}

/** "3m", "5h", "2d" since `iso` (a stored date `2024-01-01 10:00:00.000Z` too). */
export function ageText(iso: string, now: number): string {
  const ms = now - Date.parse(iso.replace(" ", "T"));
  if (!Number.isFinite(ms)) return "?";
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes}m`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)}h`;
  return `${Math.floor(minutes / 1440)}d`;
}

/** Whether a row makes `pbdeck fleet --json` exit 2: down, or an error-level finding. */
export function rowNeedsAttention(row: FleetRow): boolean {
  return row.status === "down" || (row.doctor?.counts.error ?? 0) > 0;
}
