/** @module The doctor's report for the connected backend, gathered through the client. */
import { useCallback, useContext, useEffect, useState } from "react";
import type { Client } from "../../shared/client/index.ts";
import { gatherDoctorInput } from "../../shared/doctor/gather.ts";
import { type DoctorReport, runDoctor } from "../../shared/doctor/run-doctor.ts";
import { LocalFactsContext } from "../app/contexts.ts";
import { useGenerationApi } from "../app/use-generation-api.ts";
import { apiErrorMessage, isAbortError } from "../common/api-error.ts";

export interface DoctorState {
  report: DoctorReport | null;
  loading: boolean;
  error: string | null;
  reload(): void;
}

/** Runs the doctor on mount and on reload. */
export function useDoctor(client: Client): DoctorState {
  const [state, setState] = useState<Omit<DoctorState, "reload">>({
    report: null,
    loading: true,
    error: null,
  });
  const [key, setKey] = useState(0);
  const local = useContext(LocalFactsContext);
  const api = useGenerationApi();
  // biome-ignore lint/correctness/useExhaustiveDependencies: key forces a reload
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    // the server's generation decides which checks run (and which are listed as skipped)
    gatherDoctorInput(client, client.pb.baseUrl, local, api).then(
      (input) => live && setState({ report: runDoctor(input), loading: false, error: null }),
      (err) =>
        live && !isAbortError(err) && setState({ report: null, loading: false, error: apiErrorMessage(err) }),
    );
    return () => {
      live = false;
    };
  }, [client, local, key]);
  const reload = useCallback(() => setKey((k) => k + 1), []);
  return { ...state, reload };
}
