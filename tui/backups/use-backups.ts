/** @module The backups list, newest first. */
import { useCallback, useEffect, useState } from "react";
import { type BackupFileInfo, listBackups } from "../../shared/client/backups.ts";
import type { Client } from "../../shared/client/index.ts";
import { apiErrorMessage, isAbortError } from "../common/api-error.ts";

export interface BackupsList {
  backups: BackupFileInfo[];
  loading: boolean;
  error: string | null;
  reload(): void;
}

export function useBackups(client: Client): BackupsList {
  const [state, setState] = useState<Omit<BackupsList, "reload">>({
    backups: [],
    loading: true,
    error: null,
  });
  const [key, setKey] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key forces a reload
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    listBackups(client.pb).then(
      (backups) => live && setState({ backups, loading: false, error: null }),
      (err) =>
        live && !isAbortError(err) && setState({ backups: [], loading: false, error: apiErrorMessage(err) }),
    );
    return () => {
      live = false;
    };
  }, [client, key]);
  const reload = useCallback(() => setKey((k) => k + 1), []);
  return { ...state, reload };
}
