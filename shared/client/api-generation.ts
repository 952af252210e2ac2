/**
 * @module Which generation of the PocketBase API a server speaks.
 *
 * Signed in (`token`: an admin's, from a sign-in or refresh through /api/admins that succeeded, so
 * not v0.23+, where that route answers 404: see {@link isAdminsRouteGone}), one admin request tells
 * the rest; the server's request logs keep it as an admin's, which `pbdeck logs` hides like the
 * console's own:
 *
 * | server       | GET /api/logs/requests/stats?filter=(matches nothing), signed in |
 * |--------------|-------------------------------------------------------------------|
 * | v0.18, v0.19 | 200 with a (here empty) list                                      |
 * | v0.20–v0.22  | 404 (logs moved to /api/logs), or 200 with pb_public's index.html |
 *
 * Without credentials (`serve --backend` proxies for a console that signs in later, `profiles login`
 * checks before asking for a password, the fleet for a profile without a token), two guest requests,
 * which the server logs as a guest's failed requests:
 *
 * | server       | POST /api/admins/auth-with-password `{}` | GET /api/logs/requests/stats |
 * |--------------|------------------------------------------|------------------------------|
 * | v0.18, v0.19 | 400 (identity and password required)     | 401 or 403 (admins only)     |
 * | v0.20–v0.22  | 400                                      | 404, or 200 with pb_public's index.html |
 * | v0.23+       | 404 (admins became `_superusers`)        | not asked                    |
 *
 * A guest cannot tell v0.18 from v0.20–v0.22 by the stats route alone (v0.22 guards all of /api/logs/*,
 * so it answers 401 too): the version the dashboard names (generations/server-version.ts) decides
 * when it can be read.
 *
 * Before any of those, the guest's `GET /api/health` (which every start-up check asks anyway) tells
 * v0.23+ apart without a failed request: it answers a guest `data: {}`, where v0.18–v0.22 always say
 * `canBackup` (see {@link generationOfHealth}). Then the dashboard's version; the failing probes
 * above only when neither tells.
 */
import { readServerVersion } from "./generations/server-version.ts";
import { ClientResponseError, createClient } from "./index.ts";

/** A generation of the PocketBase API: v0.18–v0.19, v0.20–v0.22, v0.23 and newer (see generations/). */
export type ApiGeneration = "v0.18" | "v0.20-v0.22" | "v0.23+" | "unknown";

export interface DetectOptions {
  /** An admin token of this server: one signed-in request instead of the two guest ones. */
  token?: string;
  /** Aborts the requests (e.g. `AbortSignal.timeout(10_000)`). */
  signal?: AbortSignal;
  /** Sends the requests through this fetch (the fleet marks its probes to leave them out of traffic). */
  fetch?: typeof fetch;
}

/** The status of a request through the SDK, and its parsed body when it succeeded. */
async function probe(
  baseUrl: string,
  path: string,
  init: { method: string; body?: object; query?: Record<string, string> },
  { token, signal, fetch }: DetectOptions,
): Promise<{ status: number; body: unknown }> {
  const { pb } = createClient(baseUrl, undefined, { autoCancel: false });
  if (token) pb.authStore.save(token, null);
  try {
    const body: unknown = await pb.send(path, {
      ...init,
      requestKey: null,
      signal,
      ...(fetch ? { fetch } : {}),
    });
    return { status: 200, body };
  } catch (err) {
    // network failures and aborts (status 0) are the caller's to report
    if (!(err instanceof ClientResponseError) || err.status === 0) throw err;
    return { status: err.status, body: err.response };
  }
}

/** A filter no request log matches, in the stored date format (so an index on `created` answers it). */
const MATCHES_NOTHING = 'created > "9999-12-31 23:59:59.999Z"';

/** Whether an admins sign-in or refresh that failed with `status` says the server is v0.23 or newer. */
export function isAdminsRouteGone(status: number): boolean {
  return status === 404;
}

/** The generation of a server whose /api/admins signed `token` in, from one signed-in request. */
async function detectSignedIn(baseUrl: string, options: DetectOptions): Promise<ApiGeneration> {
  const query = { filter: MATCHES_NOTHING };
  const stats = await probe(baseUrl, "/api/logs/requests/stats", { method: "GET", query }, options);
  if (stats.status === 200) return Array.isArray(stats.body) ? "v0.18" : "v0.20-v0.22";
  return stats.status === 404 ? "v0.20-v0.22" : "unknown";
}

/**
 * Tells which PocketBase API generation the server at `baseUrl` speaks (see the tables above):
 * signed in when `options.token` is given, else with two guest requests.
 * @throws ClientResponseError with status 0 when the server cannot be reached or `signal` aborts
 * @example if ((await detectApiGeneration(url)) !== "v0.18") console.error(describeApiGeneration(gen));
 */
export async function detectApiGeneration(
  baseUrl: string,
  options: DetectOptions = {},
): Promise<ApiGeneration> {
  if (options.token) return detectSignedIn(baseUrl, options);
  const health = await probe(baseUrl, "/api/health", { method: "GET" }, options);
  if (health.status === 200 && generationOfHealth(health.body) === "v0.23+") return "v0.23+";
  const version = generationOfVersion(
    await readServerVersion(baseUrl, { signal: options.signal, fetch: options.fetch }),
  );
  if (version) return version;
  const signIn = await probe(
    baseUrl,
    "/api/admins/auth-with-password",
    { method: "POST", body: {} },
    options,
  );
  if (isAdminsRouteGone(signIn.status)) return "v0.23+";
  if (signIn.status !== 400) return "unknown";
  const stats = await probe(baseUrl, "/api/logs/requests/stats", { method: "GET" }, options);
  if (stats.status === 401 || stats.status === 403) return "v0.18";
  // signed out, a 200 that is not v0.18's list is the index.html fallback of a v0.20–v0.22 pb_public
  if (stats.status === 200) return Array.isArray(stats.body) ? "v0.18" : "v0.20-v0.22";
  return stats.status === 404 ? "v0.20-v0.22" : "unknown";
}

/**
 * What a guest's `GET /api/health` answer tells: "v0.23+" when its `data` has no `canBackup` (v0.23+
 * gives it to superusers only; v0.18–v0.22 to everyone), else null (an older server, or not told).
 * @example generationOfHealth({ code: 200, message: "API is healthy.", data: {} }) === "v0.23+"
 */
export function generationOfHealth(health: unknown): "v0.23+" | null {
  const data = (health as { data?: unknown } | null)?.data;
  if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
  return "canBackup" in data ? null : "v0.23+";
}

/** The generation of an exact version (`0.22.27`), or null for none. */
export function generationOfVersion(version: string | null): ApiGeneration | null {
  const [major, minor] = (version ?? "").split(".").map(Number);
  if (!Number.isInteger(major) || !Number.isInteger(minor)) return null;
  if (major > 0 || minor >= 23) return "v0.23+";
  if (minor >= 20) return "v0.20-v0.22";
  return minor >= 18 ? "v0.18" : null;
}

/** The generation in words: `PocketBase v0.23 or newer`. */
export function describeApiGeneration(generation: ApiGeneration): string {
  switch (generation) {
    case "v0.18":
      return "PocketBase v0.18";
    case "v0.20-v0.22":
      return "PocketBase v0.20 to v0.22";
    case "v0.23+":
      return "PocketBase v0.23 or newer";
    case "unknown":
      return "an API pbdeck does not know";
  }
}

/**
 * One line on a server pbdeck cannot work with, or null for one that speaks the v0.18 API. pbdeck
 * speaks every generation, so a known newer one is refused only where a caller speaks v0.18 alone.
 * @example unsupportedApiMessage("https://pb.example.com", "unknown")
 * // "https://pb.example.com does not answer like any PocketBase version pbdeck knows (v0.18 to the newest)"
 */
export function unsupportedApiMessage(label: string, generation: ApiGeneration): string | null {
  if (generation === "v0.18") return null;
  if (generation === "unknown") {
    return `${label} does not answer like any PocketBase version pbdeck knows (v0.18 to the newest)`;
  }
  return `${label} answers like ${describeApiGeneration(generation)}; this part of pbdeck speaks only the PocketBase v0.18 API`;
}
