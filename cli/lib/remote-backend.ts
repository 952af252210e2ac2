/** @module Start-up check of a remote backend: it must answer GET /api/health like PocketBase. */
import { ClientResponseError, createClient } from "../../shared/client/index.ts";
import { displayUrl } from "./backend-url.ts";
import { CliError, describeErrorCode, errorCode, oneLine } from "./cli-error.ts";

const HEALTH_TIMEOUT_MS = 10_000;

/**
 * Calls GET /api/health through the SDK and expects `{code: 200}`.
 * @throws CliError when the server is unreachable or is not PocketBase-compatible
 */
export async function checkRemoteBackend(backendUrl: URL): Promise<void> {
  const shown = displayUrl(backendUrl);
  const { pb } = createClient(backendUrl.href);
  let health: { code?: unknown };
  try {
    health = await pb.health.check({ requestKey: null, signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
  } catch (err) {
    if (!(err instanceof ClientResponseError)) throw err;
    if (err.isAbort) {
      throw new CliError(`the backend at ${shown} did not answer within ${HEALTH_TIMEOUT_MS / 1000} s`);
    }
    if (err.status === 0) throw new CliError(`cannot reach the backend at ${shown}: ${networkReason(err)}`);
    throw new CliError(
      `${shown} is not a PocketBase-compatible server: GET /api/health answered ${err.status}`,
    );
  }
  if (health.code !== 200) {
    throw new CliError(
      `${shown} is not a PocketBase-compatible server: GET /api/health did not answer {"code":200,...}`,
    );
  }
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
