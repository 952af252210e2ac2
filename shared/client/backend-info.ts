/**
 * @module What the console is connected to, told once by the pbdeck server that serves it: the
 * API generation and exact version of a proxied PocketBase (checked at start-up), or the embedded
 * backend (which speaks the v0.18 API). The console reads it at start; screens then ask the
 * generation's adapters (`generations/generation-api.ts`) instead of checking versions themselves.
 */
import type { ApiGeneration } from "./api-generation.ts";

/** The file beside the console's index.html (`/_/backend.json`) that carries {@link BackendInfo}. */
export const BACKEND_INFO_FILE = "backend.json";

export interface BackendInfo {
  /** Never `unknown`: `pbdeck --backend` refuses such a server at start-up. */
  generation: Exclude<ApiGeneration, "unknown">;
  /** `0.40.6`, where the server's dashboard names it; null when it does not (or embedded). */
  version: string | null;
  /** pbdeck's own backend (`--dir`), with its extra endpoints under /api/pbdeck/. */
  embedded: boolean;
}

/** The embedded backend's answer. */
export const EMBEDDED_BACKEND: BackendInfo = { generation: "v0.18", version: null, embedded: true };

/**
 * The info in a parsed `backend.json`, or null when the body is not one (an older pbdeck, a copy of
 * the console served by something else).
 */
export function parseBackendInfo(body: unknown): BackendInfo | null {
  if (typeof body !== "object" || body === null) return null;
  const { generation, version, embedded } = body as Record<string, unknown>;
  if (generation !== "v0.18" && generation !== "v0.20-v0.22" && generation !== "v0.23+") return null;
  return {
    generation,
    version: typeof version === "string" ? version : null,
    embedded: embedded === true,
  };
}
