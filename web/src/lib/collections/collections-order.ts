/** @module Collection lists: auth first, then base, then view, each by name. */
import type { Collection } from "../../../../shared/models.ts";

const TYPE_RANK: Record<string, number> = { auth: 0, base: 1, view: 2 };

/** A sorted copy: auth, base, view, then by name. */
export function sortCollections<T extends Pick<Collection, "type" | "name">>(list: T[]): T[] {
  return [...list].sort(
    (a, b) => (TYPE_RANK[a.type] ?? 3) - (TYPE_RANK[b.type] ?? 3) || a.name.localeCompare(b.name),
  );
}

/** Collections whose name or id contains the search text (case-insensitive). */
export function searchCollections<T extends Pick<Collection, "name" | "id">>(list: T[], text: string): T[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return list;
  return list.filter((c) => c.name.toLowerCase().includes(needle) || c.id.toLowerCase() === needle);
}

/** The collection to show: the requested one when it exists, otherwise the first. */
export function pickActiveCollection<T extends Pick<Collection, "id" | "name">>(
  list: T[],
  requested: string | null | undefined,
): T | null {
  if (requested) {
    const found = list.find((c) => c.id === requested || c.name === requested);
    if (found) return found;
  }
  return list[0] ?? null;
}
