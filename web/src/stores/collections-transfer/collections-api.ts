/**
 * @module The collections adapter of the connected backend's generation, as `pbdeck export|diff|import`
 * use it: the list and the import in the server's own format (`schema` up to v0.22, `fields` from v0.23).
 */
import type { ApiGeneration } from "../../../../shared/client/api-generation.ts";
import type { CollectionsApi } from "../../../../shared/client/generations/collections-api.ts";
import { generationApi } from "../../../../shared/client/generations/generation-api.ts";
import { client } from "../../lib/api.ts";
import { backendGeneration } from "../connection.ts";

let cached: { generation: ApiGeneration; api: CollectionsApi } | null = null;

/** The adapter for the generation the console is connected to (made once per generation). */
export function transferApi(): CollectionsApi {
  const generation = backendGeneration();
  if (cached?.generation !== generation) {
    cached = { generation, api: generationApi(client, generation).collections };
  }
  return cached.api;
}
