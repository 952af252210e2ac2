/** @module The collections list's data: loaded on mount and again after each import. */
import { useEffect, useState } from "react";
import { type CollectionSummary, listCollectionSummaries } from "../../shared/client/collection-summaries.ts";
import type { Client } from "../../shared/client/index.ts";
import { apiErrorMessage, isAbortError } from "../common/api-error.ts";

export interface CollectionSummaries {
  rows: CollectionSummary[] | null;
  error: string | null;
}

/** Reloads when `reloadKey` changes; a failure keeps no rows and gives the API's message. */
export function useCollectionSummaries(client: Client, reloadKey: number): CollectionSummaries {
  const [state, setState] = useState<CollectionSummaries>({ rows: null, error: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey is the reload control
  useEffect(() => {
    let live = true;
    listCollectionSummaries(client.pb).then(
      (rows) => live && setState({ rows, error: null }),
      (err) => live && !isAbortError(err) && setState({ rows: null, error: apiErrorMessage(err) }),
    );
    return () => {
      live = false;
    };
  }, [client, reloadKey]);
  return state;
}
