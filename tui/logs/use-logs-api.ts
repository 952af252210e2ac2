/** @module The logs adapter of the connected server's generation, for the Logs tab. */
import type { LogsApi } from "../../shared/client/generations/logs-api.ts";
import { useGenerationApi } from "../app/use-generation-api.ts";

export interface LogsApiState {
  logs: LogsApi | null;
  /** What the server calls its admins: `Superusers` from v0.23 on. */
  adminsLabel: "Admins" | "Superusers";
  /** Why the logs cannot be read (none today: the connection told the generation before any view). */
  error: string | null;
}

/** The logs adapter of the connection's generation. */
export function useLogsApi(): LogsApiState {
  const api = useGenerationApi();
  return { logs: api.logs, adminsLabel: api.generation === "v0.23+" ? "Superusers" : "Admins", error: null };
}
