/** @module The admins list (superusers on v0.23+), loaded through the generation's admins adapter. */
import { useCallback, useEffect, useState } from "react";
import type { AdminEntry, AdminsApi } from "../../shared/client/generations/admins-api.ts";
import { apiErrorMessage, isAbortError } from "../common/api-error.ts";

export interface AdminsList {
  admins: AdminEntry[];
  loading: boolean;
  error: string | null;
  reload(): void;
}

/** Every admin, oldest first (v0.23+: the installer's hidden record left out). */
export function useAdmins(api: AdminsApi): AdminsList {
  const [state, setState] = useState<Omit<AdminsList, "reload">>({ admins: [], loading: true, error: null });
  const [key, setKey] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key forces a reload
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    api.list().then(
      (admins) => live && setState({ admins, loading: false, error: null }),
      (err) =>
        live && !isAbortError(err) && setState({ admins: [], loading: false, error: apiErrorMessage(err) }),
    );
    return () => {
      live = false;
    };
  }, [api, key]);
  const reload = useCallback(() => setKey((k) => k + 1), []);
  return { ...state, reload };
}
