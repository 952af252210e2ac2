/**
 * @module One interface per resource, whatever the server's API generation: the adapter of each
 * generation sits in `v018/` (v0.18–v0.22, same admins and auth) or `v023/` (v0.23+, `_superusers`).
 * Backups need none: their routes are the same on every generation (`../backups.ts`). Logs changed
 * at v0.20 instead: `v018/request-logs.ts` up to v0.19, `v020/logs.ts` from v0.20 on.
 */

import type { ApiGeneration } from "../api-generation.ts";
import type { Client } from "../index.ts";
import type { AdminsApi } from "./admins-api.ts";
import type { CollectionsApi } from "./collections-api.ts";
import type { LogsApi } from "./logs-api.ts";
import { readServerVersion } from "./server-version.ts";
import { adminsV018 } from "./v018/admins.ts";
import { collectionsV018 } from "./v018/collections.ts";
import { requestLogsV018 } from "./v018/request-logs.ts";
import { genericLogs } from "./v020/logs.ts";
import { adminsV023 } from "./v023/admins.ts";
import { collectionsV023 } from "./v023/collections.ts";

/** The API of one connection: its generation, told once, and the resources through their adapters. */
export interface GenerationApi {
  generation: ApiGeneration;
  /** The exact version (`0.22.27`) read from the dashboard, once, on first call; null when unknown. */
  version(): Promise<string | null>;
  admins: AdminsApi;
  logs: LogsApi;
  collections: CollectionsApi;
}

/** Short name of a generation for tables and JSON: `v0.18`, `v0.20`, `v0.23` (null when unknown). */
export function generationName(generation: ApiGeneration): string | null {
  switch (generation) {
    case "v0.18":
      return "v0.18";
    case "v0.20-v0.22":
      return "v0.20";
    case "v0.23+":
      return "v0.23";
    default:
      return null;
  }
}

/** The API of `client`, a server of `generation`. */
export function generationApi(client: Client, generation: ApiGeneration): GenerationApi {
  let version: Promise<string | null> | undefined;
  return {
    generation,
    version: () => {
      version ??= readServerVersion(client.pb.baseUrl);
      return version;
    },
    admins: generation === "v0.23+" ? adminsV023(client.pb) : adminsV018(client.pb),
    logs: logsApi(client, generation),
    collections: generation === "v0.23+" ? collectionsV023(client.pb) : collectionsV018(client.pb),
  };
}

/** Logs moved at v0.20 (to generic logs), not at v0.23 like the rest: a third adapter in `v020/`. */
function logsApi(client: Client, generation: ApiGeneration): LogsApi {
  if (generation === "v0.23+") return genericLogs(client.pb, "v0.23");
  if (generation === "v0.20-v0.22") return genericLogs(client.pb, "v0.20");
  return requestLogsV018(client.pb);
}
