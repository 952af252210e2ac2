/**
 * @module Start-up check of a remote backend: GET /api/health like PocketBase, and the API generation
 * (signed in when there is a token, so no guest request lands in the server's logs).
 */
import {
  type ApiGeneration,
  detectApiGeneration,
  generationOfHealth,
  generationOfVersion,
  unsupportedApiMessage,
} from "../../shared/client/api-generation.ts";
import type { BackendInfo } from "../../shared/client/backend-info.ts";
import { readServerVersion } from "../../shared/client/generations/server-version.ts";
import { ClientResponseError, createClient } from "../../shared/client/index.ts";
import { displayUrl } from "./backend-url.ts";
import { CliError, describeErrorCode, errorCode, oneLine } from "./cli-error.ts";

const HEALTH_TIMEOUT_MS = 10_000;

/**
 * Calls GET /api/health through the SDK and expects `{code: 200}`, then checks, without credentials,
 * that the server speaks the PocketBase v0.18 API (a newer one would break the console later).
 * @throws CliError when the server is unreachable, is not PocketBase-compatible or is another version
 */
export async function checkRemoteBackend(backendUrl: URL): Promise<void> {
  await checkRemoteHealth(backendUrl);
  await checkApiGeneration(backendUrl);
}

/**
 * The start-up check of `pbdeck --backend`: healthy, and of a generation the console speaks
 * (v0.18, v0.20–v0.22 or v0.23+), told by the exact version where the server's dashboard names it.
 * @throws CliError when the server is unreachable, is not PocketBase-compatible or answers like none
 */
export async function checkProxiedBackend(backendUrl: URL): Promise<BackendInfo> {
  await checkRemoteHealth(backendUrl);
  const probed = await apiGenerationOf(backendUrl);
  const version = await readServerVersion(backendUrl.href, {
    signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
  });
  const generation = generationOfVersion(version) ?? probed;
  if (generation === "unknown") {
    throw new CliError(
      `${displayUrl(backendUrl)} does not answer like any PocketBase version pbdeck knows (v0.18 to the newest)`,
    );
  }
  return { generation, version, embedded: false };
}

/**
 * Calls GET /api/health through the SDK and expects `{code: 200}`; resolves to "v0.23+" when the
 * answer says so (see `generationOfHealth`), else null (v0.18–v0.22, told apart later).
 * @throws CliError when the server is unreachable or is not PocketBase-compatible
 */
export async function checkRemoteHealth(backendUrl: URL): Promise<"v0.23+" | null> {
  const shown = displayUrl(backendUrl);
  const { pb } = createClient(backendUrl.href);
  let health: { code?: unknown };
  try {
    health = await pb.health.check({ requestKey: null, signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
  } catch (err) {
    const status = err instanceof ClientResponseError ? err.status : 0;
    throw (
      transportFailure(err, shown) ??
      new CliError(`${shown} is not a PocketBase-compatible server: GET /api/health answered ${status}`)
    );
  }
  if (health.code !== 200) {
    throw new CliError(
      `${shown} is not a PocketBase-compatible server: GET /api/health did not answer {"code":200,...}`,
    );
  }
  return generationOfHealth(health);
}

/**
 * Checks that the server speaks the PocketBase v0.18 API: with `token` (an admin's, just signed in
 * or refreshed through /api/admins) by one signed-in request, else by two guest ones.
 * @throws CliError when the server is unreachable or speaks another version
 */
export async function checkApiGeneration(backendUrl: URL, token?: string): Promise<void> {
  const unsupported = unsupportedApiMessage(displayUrl(backendUrl), await apiGenerationOf(backendUrl, token));
  if (unsupported) throw new CliError(unsupported);
}

/**
 * The API generation of the server: with `token` (an admin's) by one signed-in request, else by two
 * guest ones.
 * @throws CliError when the server is unreachable
 */
export async function apiGenerationOf(backendUrl: URL, token?: string): Promise<ApiGeneration> {
  try {
    return await detectApiGeneration(backendUrl.href, {
      token,
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
  } catch (err) {
    throw transportFailure(err, displayUrl(backendUrl)) ?? err;
  }
}

/** The one line for a server whose /api/admins is gone (v0.23 or newer: admins became `_superusers`). */
export function adminsGoneError(backendUrl: URL): CliError {
  return new CliError(unsupportedApiMessage(displayUrl(backendUrl), "v0.23+") ?? "");
}

/**
 * A timeout or a network failure, in words; null for an answer with an HTTP error status.
 * @throws err itself when it is not the SDK's error (a bug)
 */
function transportFailure(err: unknown, shown: string): CliError | null {
  if (!(err instanceof ClientResponseError)) throw err;
  if (err.isAbort) {
    return new CliError(`the backend at ${shown} did not answer within ${HEALTH_TIMEOUT_MS / 1000} s`);
  }
  if (err.status === 0) return new CliError(`cannot reach the backend at ${shown}: ${networkReason(err)}`);
  return null;
}

/** The root cause of a failed fetch, in words. */
export function networkReason(err: ClientResponseError): string {
  const original: unknown = err.originalError;
  const cause = original instanceof Error ? original.cause : undefined;
  const nested = cause instanceof AggregateError ? cause.errors[0] : cause;
  return (
    describeErrorCode(errorCode(nested)) ??
    (nested instanceof Error
      ? oneLine(nested)
      : original instanceof Error
        ? oneLine(original)
        : "network error")
  );
}
