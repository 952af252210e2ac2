/**
 * @module Whether the backend is pbdeck's embedded one (it has `/api/pbdeck/*`) or a remote
 * PocketBase (404 there). Probed once per session, on first use; a server of a newer API is not
 * asked (its 404 would only fill the browser's console).
 */
import { atom } from "nanostores";
import { type SqlConsoleLimits, sqlConsoleLimits } from "../../../shared/client/sql-console.ts";
import { pb } from "../lib/api.ts";
import { handleApiError } from "../lib/handle-api-error.ts";
import { mayHavePbdeckEndpoints } from "./connection.ts";

/** `undefined` until probed; `null` on a remote PocketBase; the SQL console's limits on the embedded backend. */
export const $embeddedFeatures = atom<SqlConsoleLimits | null | undefined>(undefined);

let probe: Promise<void> | null = null;

/** Probes the backend once (later calls share the first answer). */
export function probeEmbeddedFeatures(): Promise<void> {
  if (!mayHavePbdeckEndpoints()) {
    $embeddedFeatures.set(null);
    return Promise.resolve();
  }
  probe ??= sqlConsoleLimits(pb)
    .then((limits) => $embeddedFeatures.set(limits))
    .catch((err) => {
      probe = null; // try again next time (signed out, network)
      handleApiError(err, { notify: false });
    });
  return probe;
}
