/** @module Checks one saved profile for `pbdeck fleet`: health and latency, API generation, then (signed in) traffic, backups and the doctor. */
import { type ApiGeneration, detectApiGeneration } from "../../../shared/client/api-generation.ts";
import type { BackupFileInfo } from "../../../shared/client/backups.ts";
import { generationApi } from "../../../shared/client/generations/generation-api.ts";
import type { LogsApi } from "../../../shared/client/generations/logs-api.ts";
import { readServerVersion } from "../../../shared/client/generations/server-version.ts";
import { ClientResponseError, createClient } from "../../../shared/client/index.ts";
import { gatherDoctorInput } from "../../../shared/doctor/gather.ts";
import { runDoctor } from "../../../shared/doctor/run-doctor.ts";
import type { FleetApi, FleetRequests, FleetRow } from "../../../shared/fleet/fleet-row.ts";
import { oneLine } from "../cli-error.ts";
import { resumeStoredSession, sessionKind, signInAgain } from "../profile-session.ts";
import type { ProfileStore } from "../profile-store.ts";

/** Each profile's whole check must end within this (ms): a hanging backend never holds the others. */
export const PROFILE_TIMEOUT_MS = 5000;

const HOUR = 3_600_000;
/** The user agent of the API probe, so the traffic counts can leave the fleet's own requests out. */
export const PROBE_AGENT = "pbdeck-fleet-probe";
/** Generations already found per URL: probed once per run (each probe is a logged request). */
const knownGenerations = new Map<string, ApiGeneration>();
const SPARK_HOURS = 12;

/** A date in the logs' stored format (`2024-01-01 10:00:00.000Z`). */
function stored(time: number): string {
  return new Date(time).toISOString().replace("T", " ");
}

/** Requests of the last hour (errors apart) and per hour for the sparkline, through the generation's logs. */
async function traffic(logs: LogsApi, now: number): Promise<FleetRequests> {
  const notOurs = `${logs.noAdminsFilter} && userAgent != "${PROBE_AGENT}"`;
  const since = `created >= "${stored(now - HOUR)}" && ${notOurs}`;
  const sparkFrom = Math.floor(now / HOUR) * HOUR - (SPARK_HOURS - 1) * HOUR;
  const [lastHour, errorsLastHour, stats] = await Promise.all([
    logs.count(since, null),
    logs.count(`${since} && status >= 400`, null),
    logs.bucketStats(`created >= "${stored(sparkFrom)}" && ${notOurs}`, HOUR, null),
  ]);
  const hourly = new Array<number>(SPARK_HOURS).fill(0);
  for (const stat of stats) {
    const slot = Math.floor((Date.parse(stat.date.replace(" ", "T")) - sparkFrom) / HOUR);
    if (slot >= 0 && slot < SPARK_HOURS) hourly[slot] += Number(stat.total) || 0;
  }
  return { lastHour, errorsLastHour, hourly };
}

function reason(err: unknown, timeoutMs: number): string {
  if (err instanceof ClientResponseError) {
    if (err.isAbort) return `no answer within ${timeoutMs / 1000} s`;
    if (err.status === 0) return "cannot connect";
    return `${err.status}: ${err.message}`;
  }
  return oneLine(err);
}

/** A fetch whose requests carry the probe's user agent. */
const marked: typeof fetch = (input, init) =>
  fetch(input, {
    ...init,
    headers: { ...(init?.headers as Record<string, string>), "user-agent": PROBE_AGENT },
  });

/** The newest of a newest-first backups list, as the row keeps it; null for none. */
function newestBackup(backups: BackupFileInfo[]): FleetRow["lastBackup"] {
  const newest = backups[0];
  return newest ? { key: newest.key, modified: newest.modified } : null;
}

/** Exact versions already read per URL: the dashboard is read once per run (two requests). */
const knownVersions = new Map<string, string>();

/** The exact version from the server's dashboard, once per URL and run; null when it does not tell. */
async function version(url: string, signal: AbortSignal): Promise<string | null> {
  const known = knownVersions.get(url);
  if (known) return known;
  const found = await readServerVersion(url, { signal, fetch: marked });
  if (found) knownVersions.set(url, found);
  return found;
}

/**
 * The API generation, "down" when the probe gets no answer; marked so the traffic counts leave it
 * out. Signed in with `token` (one admin request), else two guest ones.
 */
async function probe(url: string, signal: AbortSignal, token?: string): Promise<FleetApi> {
  try {
    const api = await detectApiGeneration(url, { token, signal, fetch: marked });
    if (api !== "unknown") knownGenerations.set(url, api);
    return api;
  } catch {
    return "down";
  }
}

/**
 * Checks one profile; never throws: whatever failed is in `problem`. The stored admin token is
 * refreshed on use (pbdeck profiles login).
 */
export async function checkProfile(
  store: ProfileStore,
  name: string,
  timeoutMs = PROFILE_TIMEOUT_MS,
  onStatus?: (row: FleetRow) => void,
): Promise<FleetRow> {
  const profile = store.get(name);
  const url = profile?.backend ?? "";
  const row: FleetRow = {
    name,
    url,
    status: "down",
    latencyMs: null,
    api: "down",
    version: null,
    signedIn: false,
    problem: null,
    requests: null,
    lastBackup: undefined,
    doctor: null,
    checkedAt: new Date().toISOString(),
  };
  const signal = AbortSignal.timeout(timeoutMs);
  const client = createClient(url, undefined, { autoCancel: false, signal });
  try {
    const started = performance.now();
    await client.pb.health.check({ requestKey: null });
    row.latencyMs = Math.round(performance.now() - started);
    row.status = "up";
    row.version = await version(url, signal);
    // up/down and latency can be drawn while the rest runs
    onStatus?.({ ...row, checking: true });
  } catch (err) {
    row.problem = reason(err, timeoutMs);
    return row;
  }
  try {
    // with a stored token, the refresh (404: no /api/admins; a superuser's: v0.23+) and a signed-in request tell the API
    const session = profile?.token ? await resumeStoredSession(store, name, client, signal) : "none";
    const kind = session === "signed-in" ? sessionKind(client) : null;
    const token = kind === "admin" ? client.pb.authStore.token : undefined;
    row.api =
      session === "admins-gone" || kind === "superuser"
        ? "v0.23+"
        : (knownGenerations.get(url) ?? (await probe(url, signal, token)));
    row.signedIn = session === "signed-in";
    if (row.api === "down" || row.api === "unknown") {
      row.problem = row.api === "down" ? "no answer to the API probe" : "not a PocketBase API pbdeck knows";
      return row;
    }
    if (session === "admins-gone") {
      // an admin token kept from before the server's upgrade to v0.23+: only a new sign-in helps
      row.problem = `the stored token is an admin's, which v0.23+ no longer has: pbdeck profiles login ${name}`;
      return row;
    }
    if (session === "none" || session === "expired") {
      row.problem = session === "none" ? `not signed in: pbdeck profiles login ${name}` : signInAgain(name);
      return row;
    }
    if (session === "unreachable") throw new Error("the session could not be refreshed");
    const api = generationApi(client, row.api);
    const now = Date.now();
    const [requests, input] = await Promise.all([
      traffic(api.logs, now),
      gatherDoctorInput(client, url, undefined, api),
    ]);
    row.requests = requests;
    row.lastBackup = newestBackup(input.backups);
    row.doctor = runDoctor(input);
  } catch (err) {
    row.problem = reason(err, timeoutMs);
  }
  return row;
}

/** Checks every profile at once, each with its own time limit. */
export function checkProfiles(store: ProfileStore, names: string[], timeoutMs?: number): Promise<FleetRow[]> {
  return Promise.all(names.map((name) => checkProfile(store, name, timeoutMs)));
}
