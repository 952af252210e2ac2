/** @module The admins list, loaded through the SDK. */
import { useCallback, useEffect, useState } from "react";
import type { Admin, Client } from "../../shared/client/index.ts";
import { apiErrorMessage, isAbortError } from "../common/api-error.ts";

export interface AdminsList {
  admins: Admin[];
  loading: boolean;
  error: string | null;
  reload(): void;
}

/** Admins, oldest first (up to 100, the console's fetch size). */
export function useAdmins(client: Client): AdminsList {
  const [state, setState] = useState<Omit<AdminsList, "reload">>({ admins: [], loading: true, error: null });
  const [key, setKey] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key forces a reload
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    client.pb.admins.getList(1, 100, { sort: "created", requestKey: null }).then(
      (res) => live && setState({ admins: res.items as unknown as Admin[], loading: false, error: null }),
      (err) =>
        live && !isAbortError(err) && setState({ admins: [], loading: false, error: apiErrorMessage(err) }),
    );
    return () => {
      live = false;
    };
  }, [client, key]);
  const reload = useCallback(() => setKey((k) => k + 1), []);
  return { ...state, reload };
}
