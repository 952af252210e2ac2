/** @module The logs adapter of the connected server's generation (null until told; see generationApiOf). */
import { useEffect, useState } from "react";
import { generationApiOf } from "../../shared/client/generations/client-generation.ts";
import type { LogsApi } from "../../shared/client/generations/logs-api.ts";
import type { Client } from "../../shared/client/index.ts";
import { apiErrorMessage, isAbortError } from "../common/api-error.ts";

export interface LogsApiState {
  logs: LogsApi | null;
  /** Why the generation could not be told (the server unreachable). */
  error: string | null;
}

/** The logs adapter for `client`, once its generation is known. */
export function useLogsApi(client: Client): LogsApiState {
  const [state, setState] = useState<LogsApiState>({ logs: null, error: null });
  useEffect(() => {
    let live = true;
    generationApiOf(client).then(
      (api) => live && setState({ logs: api.logs, error: null }),
      (err) => live && !isAbortError(err) && setState({ logs: null, error: apiErrorMessage(err) }),
    );
    return () => {
      live = false;
    };
  }, [client]);
  return state;
}
