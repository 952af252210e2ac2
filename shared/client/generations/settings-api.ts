/**
 * @module The settings of a generation in one shape for the settings pages: the v0.18 names
 * (`meta.appUrl`), a secret the server keeps shown as the `******` mask (never sent back), and the
 * groups only newer servers have (`batch`, `rateLimits`, `trustedProxy`, `superuserIPs`) present
 * only when the server answered them. `v018/settings.ts` up to v0.22, `v023/settings.ts` from v0.23.
 */
import type PocketBase from "pocketbase";
import type { ApiGeneration } from "../api-generation.ts";
import type { Settings } from "../settings.ts";
import { settingsV018 } from "./v018/settings.ts";
import { settingsV023 } from "./v023/settings.ts";

/** One rate limit rule (v0.23+): `audience` is "" (everyone), "@guest" or "@auth". */
export interface RateLimitRule {
  label: string;
  maxRequests: number;
  duration: number;
  audience: string;
}

/** The groups of v0.23+ settings that v0.18 does not have (each present only when answered). */
export interface NewerSettingsGroups {
  batch?: { enabled: boolean; maxRequests: number; timeout: number; maxBodySize: number };
  rateLimits?: { enabled: boolean; rules: RateLimitRule[]; excludedIPs?: string[] };
  trustedProxy?: { headers: string[]; useLeftmostIP: boolean };
  /** v0.38+: only these IPs may act as a superuser (empty: any). */
  superuserIPs?: string[];
  logs?: LogsSettings;
}

/** The logs group: `maxDays` everywhere; the rest from v0.23 (with these names). */
export interface LogsSettings {
  maxDays: number;
  minLevel?: number;
  logIP?: boolean;
  logAuthId?: boolean;
}

/** An email template the test email can send on this server. */
export interface TestEmailOption {
  value: string;
  label: string;
}

export interface SettingsApi {
  /** Reads all settings, in the console's shape. */
  read(requestKey?: string | null): Promise<Settings & NewerSettingsGroups>;
  /**
   * Saves a partial patch in the console's shape (masked secrets left out); answers the settings.
   * @throws ClientResponseError 400 whose field errors use the console's paths (`meta.appUrl`).
   */
  save(patch: Record<string, unknown>): Promise<Settings & NewerSettingsGroups>;
  /** The templates the test email offers here. */
  testEmailTemplates: readonly TestEmailOption[];
  /** Whether the test email names the auth collection whose template it sends (v0.23+). */
  testEmailHasCollection: boolean;
  /** Sends a test email; `collection` is used from v0.23 only (default `_superusers`). */
  testEmail(email: string, template: string, collection: string, requestKey: string): Promise<void>;
}

/** The settings API of a `generation` server. */
export function settingsApi(pb: PocketBase, generation: ApiGeneration): SettingsApi {
  return generation === "v0.23+" ? settingsV023(pb) : settingsV018(pb);
}
