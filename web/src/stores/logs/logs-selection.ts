/** @module Logs ticked in the list, for "Export as JSON". Cleared when the list reloads. */
import { atom } from "nanostores";

export const $selectedLogIds = atom<ReadonlySet<string>>(new Set());

/** Ticks or unticks one log. */
export function toggleLogSelected(id: string): void {
  const next = new Set($selectedLogIds.get());
  if (next.has(id)) next.delete(id);
  else next.add(id);
  $selectedLogIds.set(next);
}

/** Ticks exactly these logs (all loaded ones, or none). */
export function setSelectedLogs(ids: readonly string[]): void {
  $selectedLogIds.set(new Set(ids));
}
