/** @module Start-up check of a remote backend: GET /api/health like PocketBase, and the v0.18 API. */
import {
  type ApiGeneration,
  detectApiGeneration,
  unsupportedApiMessage,
} from "../../shared/client/api-generation.ts";
import { ClientResponseError, createClient } from "../../shared/client/index.ts";
import { displayUrl } from "./backend-url.ts";
import { CliError, describeErrorCode, errorCode, oneLine } from "./cli-error.ts";

const HEALTH_TIMEOUT_MS = 10_000;

/**
 * Calls GET /api/health through the SDK and expects `{code: 200}`, then checks that the server speaks
 * the PocketBase v0.18 API (a newer one would break the console later, screen by screen).
 * @throws CliError when the server is unreachable, is not PocketBase-compatible or is another version
 */
export async function checkRemoteBackend(backendUrl: URL): Promise<void> {
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
  let generation: ApiGeneration;
  try {
    generation = await detectApiGeneration(backendUrl.href, {
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
  } catch (err) {
    throw transportFailure(err, shown) ?? err;
  }
  const unsupported = unsupportedApiMessage(shown, generation);
  if (unsupported) throw new CliError(unsupported);
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
