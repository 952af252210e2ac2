/** @module The connected server's API generation and resources, for views (they render only once connected). */
import { useContext } from "react";
import type { GenerationApi } from "../../shared/client/generations/generation-api.ts";
import { GenerationApiContext } from "./contexts.ts";

/**
 * The connected server's generation and its resources through their adapters.
 * @throws Error when used outside the connected app
 * @example const { admins } = useGenerationApi(); await admins.list();
 */
export function useGenerationApi(): GenerationApi {
  const api = useContext(GenerationApiContext);
  if (!api) throw new Error("useGenerationApi() outside a connected app");
  return api;
}
