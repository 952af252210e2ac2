/** @module wouter location hooks over the hash: wouter's own hash hook for updates, with the query kept in the hash. */
import { useSyncExternalStore } from "react";
import { useHashLocation } from "wouter/use-hash-location";
import { navigate, splitHash } from "./navigate.ts";

function subscribe(callback: () => void): () => void {
  addEventListener("hashchange", callback);
  return () => removeEventListener("hashchange", callback);
}

const currentSearch = () => splitHash(location.hash).query;

/** Path of the hash route without its query (wouter's hook would keep `?…` in the path). */
export function useHashPath(): [string, (to: string, options?: { replace?: boolean }) => void] {
  const [raw] = useHashLocation();
  return [splitHash(raw).path, navigate];
}

/** The query part of the hash (`filter=…&sort=…`). */
export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, () => "");
}
