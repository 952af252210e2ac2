/** @module The connected backend's features, for views (see use-feature-probe.ts). */
import { useContext } from "react";
import { type BackendFeatures, BackendFeaturesContext } from "./contexts.ts";

/** What the backend offers beyond PocketBase v0.18's API; each feature null while unknown. */
export function useBackendFeatures(): BackendFeatures {
  return useContext(BackendFeaturesContext);
}
