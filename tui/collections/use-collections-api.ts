/**
 * @module The collections adapter of the connected server, for the Collections tab (its one code
 * path for every generation: `shared/client/generations/`).
 */
import { useMemo } from "react";
import type { CollectionsApi } from "../../shared/client/generations/collections-api.ts";
import { collectionsV018 } from "../../shared/client/generations/v018/collections.ts";
import { useClient } from "../app/use-client.ts";

/**
 * The connected server's collections. The TUI connects only to servers of the v0.18 API today (the
 * shell refuses the others before any view renders), so this is the v0.18 adapter; once the shell
 * hands views the connection's `GenerationApi`, its `collections` goes here and nothing else changes.
 */
export function useCollectionsApi(): CollectionsApi {
  const { pb } = useClient();
  return useMemo(() => collectionsV018(pb), [pb]);
}
