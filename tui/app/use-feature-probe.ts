/**
 * @module What the connected backend offers beyond PocketBase v0.18's API, probed once per connection,
 * and what it calls its admins (from its generation, known once connected).
 */
import { useEffect, useMemo, useState } from "react";
import { probeInspectEndpoint } from "../../shared/client/backups.ts";
import type { GenerationApi } from "../../shared/client/generations/generation-api.ts";
import type { Client } from "../../shared/client/index.ts";
import type { BackendFeatures } from "./contexts.ts";

/** Probes the client's backend once it is connected; each feature is null until its answer came. */
export function useFeatureProbe(client: Client | null, api: GenerationApi | null): BackendFeatures {
  const [inspectBackups, setInspectBackups] = useState<boolean | null>(null);
  useEffect(() => {
    if (!client) return;
    let live = true;
    // a real PocketBase has no inspect endpoint: the Backups tab then neither offers nor lists "i inspect"
    void probeInspectEndpoint(client.pb).then((can) => {
      if (live) setInspectBackups(can);
    });
    return () => {
      live = false;
    };
  }, [client]);
  const superusers = api ? api.generation === "v0.23+" : null;
  return useMemo(() => ({ inspectBackups, superusers }), [inspectBackups, superusers]);
}
