/** @module The API version the page footer names. */
import type { BackendInfo } from "../../../shared/client/backend-info.ts";

/** The embedded backend speaks v0.18.1's API. */
const EMBEDDED_API_VERSION = "v0.18.1";

/**
 * The proxied server's own version when its dashboard names one, else its API generation (a v0.23+
 * server is not called v0.18.1 for lack of a version); v0.18.1 for the embedded backend.
 * @example footerVersion({ generation: "v0.23+", version: null, embedded: false }) === "v0.23+"
 */
export function footerVersion(backend: BackendInfo | null): string {
  if (!backend || backend.embedded) return EMBEDDED_API_VERSION;
  if (backend.version) return `v${backend.version}`;
  return backend.generation === "v0.20-v0.22" ? "v0.20–v0.22" : backend.generation;
}
