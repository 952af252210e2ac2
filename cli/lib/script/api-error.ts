/** @module A failed API call as one readable line (the envelope's message and its first field errors). */
import { ClientResponseError } from "../../../shared/client/index.ts";
import { CliError } from "../cli-error.ts";
import { networkReason } from "../remote-backend.ts";

interface Leaf {
  path: string;
  message: string;
}

function leaves(data: unknown, prefix = ""): Leaf[] {
  if (!data || typeof data !== "object") return [];
  const out: Leaf[] = [];
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object" && typeof (value as { message?: unknown }).message === "string") {
      out.push({ path, message: (value as { message: string }).message });
    } else {
      out.push(...leaves(value, path));
    }
  }
  return out;
}

/** The field errors of an error envelope as `path: message` pairs. */
export function fieldErrorLeaves(err: ClientResponseError): Leaf[] {
  return leaves((err.response as { data?: unknown })?.data);
}

/**
 * Turns a failed SDK call into a CliError: `<what> failed: <field>: <message>` (the envelope's
 * message when no field failed); other
 * errors pass through unchanged.
 */
export function toCliError(err: unknown, what: string): unknown {
  if (!(err instanceof ClientResponseError)) return err;
  if (err.status === 0)
    return new CliError(`${what} failed: cannot reach the backend: ${networkReason(err)}`);
  // the status is the HTTP one: the envelope names it `code` up to v0.22 and `status` from v0.23 on
  const message = (err.response as { message?: string })?.message || `status ${err.status}`;
  const details = fieldErrorLeaves(err)
    .map((leaf) => `${leaf.path}: ${leaf.message}`)
    .join("; ");
  const hint = err.status === 401 || err.status === 403 ? " (is the token or admin still valid?)" : "";
  // field errors say more than the envelope's general message
  return new CliError(`${what} failed: ${details || message.replace(/\.$/, "")}${hint}`);
}

/** Runs `call`; a failure becomes one `<what> failed: ...` line. */
export async function apiCall<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw toCliError(err, what);
  }
}
