/** @module The console's extra rule for an import: every collection carries its id as well as its name. */
import type { ExportedCollection } from "../../../../../shared/schema/collections-export.ts";

/**
 * Why the parsed items are not an importable configuration, or null when each has a non-empty `id`
 * (the import matches collections by id; the shared parser already required names).
 */
export function missingIdReason(items: readonly ExportedCollection[]): string | null {
  const index = items.findIndex((item) => typeof item.id !== "string" || item.id.trim() === "");
  if (index < 0) return null;
  return `item #${index + 1} ("${items[index].name}") has no "id"`;
}
