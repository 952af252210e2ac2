/**
 * @module The logs adapter of the connected backend's generation (v0.18 request logs on pbdeck's own
 * backend and v0.18-v0.19, generic logs with levels on v0.20+): the logs stores read only through it.
 */
import type { ApiGeneration } from "../../../../shared/client/api-generation.ts";
import { generationApi } from "../../../../shared/client/generations/generation-api.ts";
import type { LogsApi } from "../../../../shared/client/generations/logs-api.ts";
import { client } from "../../lib/api.ts";
import { backendGeneration } from "../connection.ts";

let cached: { generation: ApiGeneration; api: LogsApi } | null = null;

/** The adapter for the generation the console is connected to (made once per generation). */
export function logsApi(): LogsApi {
  const generation = backendGeneration();
  if (cached?.generation !== generation) cached = { generation, api: generationApi(client, generation).logs };
  return cached.api;
}
