/** @module The one way the TUI reads a failed call: the API's message and its per-field messages. */
import { ClientResponseError } from "../../shared/client/index.ts";

/** Whether the call was cancelled (silent everywhere, like in the web console). */
export function isAbortError(err: unknown): boolean {
  return err instanceof ClientResponseError && err.isAbort;
}

/** The API's message for a failed call, else the error's own message. */
export function apiErrorMessage(err: unknown): string {
  if (err instanceof ClientResponseError) {
    const message = (err.response as { message?: unknown })?.message;
    if (typeof message === "string" && message) return message;
    if (err.status === 0) return `cannot reach the backend (${err.originalError?.message ?? err.message})`;
  }
  return err instanceof Error ? err.message : String(err);
}

/** The API's field errors, `{ field: message }` (nested maps flattened to `a.b`). */
export function apiFieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ClientResponseError)) return {};
  const out: Record<string, string> = {};
  const walk = (data: unknown, prefix: string) => {
    if (!data || typeof data !== "object") return;
    for (const [key, value] of Object.entries(data)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (
        value &&
        typeof value === "object" &&
        typeof (value as { message?: unknown }).message === "string"
      ) {
        out[path] = (value as { message: string }).message;
      } else walk(value, path);
    }
  };
  walk((err.response as { data?: unknown })?.data, "");
  return out;
}
