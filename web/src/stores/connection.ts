/**
 * @module What the console is connected to: the backend's API generation and version, read once at
 * start from the pbdeck server that serves the console (`/_/backend.json`). Screens ask this store
 * (its features and the generation's adapters it hands out) rather than checking versions themselves.
 */
import { atom } from "nanostores";
import { describeApiGeneration } from "../../../shared/client/api-generation.ts";
import {
  BACKEND_INFO_FILE,
  type BackendInfo,
  parseBackendInfo,
} from "../../../shared/client/backend-info.ts";
import { type AdminsService, adminsService } from "../../../shared/client/generations/admins-service.ts";
import {
  type SuperuserAuthMethods,
  superuserAuthMethods,
} from "../../../shared/client/generations/v023/sign-in-steps.ts";
import { pb } from "../lib/api.ts";
import { fetchWithEarlyAnswers } from "../lib/early-responses.ts";
import { isAbortError } from "../lib/handle-api-error.ts";

/** Null until read; then the backend's generation, version and kind. */
export const $backend = atom<BackendInfo | null>(null);

/** When the file cannot be read (a console served by something else): the API it was built for. */
const FALLBACK: BackendInfo = { generation: "v0.18", version: null, embedded: false };

/** Reads `backend.json` beside the page once; a failure falls back to the v0.18 API. */
export async function loadBackendInfo(): Promise<void> {
  let info: BackendInfo | null = null;
  try {
    // usually already asked for by the page's first script
    const res = await fetchWithEarlyAnswers(new URL(BACKEND_INFO_FILE, location.href), { cache: "no-store" });
    if (res.ok) info = parseBackendInfo(await res.json());
  } catch {
    // no file, no JSON: the fallback below
  }
  $backend.set(info ?? FALLBACK);
}

function current(): BackendInfo {
  return $backend.get() ?? FALLBACK;
}

/** Whether the console runs on pbdeck's own embedded backend (not a proxied server). */
export function backendIsEmbedded(): boolean {
  return current().embedded;
}

/** The connected backend's generation, for the shared client's adapters. */
export function backendGeneration(): BackendInfo["generation"] {
  return current().generation;
}

/**
 * Whether pbdeck's own endpoints (`/api/pbdeck/*`, backup inspect) may answer: only behind the v0.18
 * API, where the backend is pbdeck's (here, or behind another `pbdeck --backend`) or a real v0.18
 * server (the probe's 404 tells). Newer servers are never asked.
 */
export function mayHavePbdeckEndpoints(): boolean {
  return current().generation === "v0.18";
}

/** The admins (v0.23+: superusers) service of the connected backend. */
export function admins(): AdminsService {
  return adminsService(pb, current().generation);
}

/** What the connected backend offers the screens, decided here once. */
export interface BackendFeatures {
  /** Superusers as `_superusers` records (v0.23+), signed in with MFA/OTP where the server asks. */
  superusers: boolean;
  /** Where a signed-in admin lands. */
  home: string;
  /** The settings pages this backend's shape fits; null for all of them. */
  settingsPaths: readonly string[] | null;
  /** `Admins` up to v0.22, `Superusers` from v0.23. */
  adminsLabel: string;
  /**
   * The one line a signed-in page shows instead of itself when this backend has no such page
   * (v0.23+: the auth options kept per collection there), else null.
   */
  notYet(path: string): string | null;
}

/** The features of `info` (the connected backend by default). */
export function backendFeatures(info: BackendInfo = current()): BackendFeatures {
  const superusers = info.generation === "v0.23+";
  // v0.23+ keeps OAuth2 providers, token durations and templates in each auth collection's
  // options, and has no SQL console: those pages are not offered there
  const settingsPaths = superusers
    ? [
        "/settings",
        "/settings/mail",
        "/settings/storage",
        "/settings/export-collections",
        "/settings/import-collections",
        "/settings/backups",
        "/settings/admins",
        "/settings/health",
      ]
    : null;
  return {
    superusers,
    home: "/collections",
    settingsPaths,
    adminsLabel: superusers ? "Superusers" : "Admins",
    notYet(path) {
      const at = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
      if (!superusers) return null;
      if (path === "/settings/auth-providers" || path === "/settings/tokens") {
        return "PocketBase v0.23+ keeps these options in each auth collection: edit the collection and open its Options tab.";
      }
      if (at("/settings") && !settingsPaths?.includes(path)) return "PocketBase v0.23+ has no such settings.";
      return null;
    },
  };
}

/** `PocketBase 0.40.6` (or the generation when the version is unknown); `pbdeck` when embedded. */
export function backendLabel(info: BackendInfo = current()): string {
  if (info.embedded) return "pbdeck";
  return info.version ? `PocketBase ${info.version}` : describeApiGeneration(info.generation);
}

/** The `_superusers` sign-in methods (v0.23+), read once for the sign-in form; null until read. */
export const $signInMethods = atom<SuperuserAuthMethods | null>(null);

/** Reads the sign-in methods once; a failure leaves the password form alone. */
export async function loadSignInMethods(): Promise<void> {
  if ($signInMethods.get()) return;
  try {
    $signInMethods.set(await superuserAuthMethods(pb));
  } catch (err) {
    // the password form works without them: no toast
    if (!isAbortError(err)) console.warn("Failed to load the sign-in methods.", err);
  }
}
