/** @module What the command palette offers: collections, settings pages, actions, a record by id. */
import type { Collection } from "../../../../shared/models.ts";

export type PaletteKind = "collection" | "page" | "settings" | "action" | "record";

export interface PaletteItem {
  id: string;
  kind: PaletteKind;
  label: string;
  /** A hash route to go to, or an action name the palette runs. */
  href?: string;
  action?: "new-record" | "new-collection" | "api-preview" | "open-record";
  /** For open-record: the id typed. */
  recordId?: string;
}

/** The pages outside settings, with their sidebar names. */
export const OTHER_PAGES: Array<{ path: string; label: string }> = [
  { path: "/collections/diagram", label: "Relations diagram" },
  { path: "/collections/rules", label: "API rules overview" },
  { path: "/logs", label: "Logs" },
];

/** The settings pages of the route table, with their menu names (the SQL console only on the embedded backend). */
export const SETTINGS_PAGES: Array<{ path: string; label: string; embeddedOnly?: boolean }> = [
  { path: "/settings", label: "Application" },
  { path: "/settings/admins", label: "Admins" },
  { path: "/settings/mail", label: "Mail settings" },
  { path: "/settings/storage", label: "Files storage" },
  { path: "/settings/auth-providers", label: "Auth providers" },
  { path: "/settings/tokens", label: "Token options" },
  { path: "/settings/export-collections", label: "Export collections" },
  { path: "/settings/import-collections", label: "Import collections" },
  { path: "/settings/backups", label: "Backups" },
  { path: "/settings/health", label: "Health" },
  { path: "/settings/sql", label: "SQL console", embeddedOnly: true },
];

/** Whether the text could be a record id (what ids may hold, at least 3 characters). */
export function looksLikeRecordId(text: string): boolean {
  return /^[^@#$&|.,'"\\/\s]{3,}$/.test(text.trim());
}

/** What the connected backend lets the palette offer (its `backendFeatures()`). */
export interface PaletteBackend {
  /** The admins page's name: `Admins`, or `Superusers` from v0.23. */
  adminsLabel: string;
}

const V018_BACKEND: PaletteBackend = { adminsLabel: "Admins" };

/**
 * Every palette item for these collections; actions on a collection need `active`; the SQL
 * console only when `embedded` (a remote PocketBase has none).
 */
export function paletteItems(
  collections: Collection[],
  active: Collection | null,
  embedded = true,
  backend: PaletteBackend = V018_BACKEND,
): PaletteItem[] {
  const items: PaletteItem[] = collections.map((c) => ({
    id: `collection:${c.id}`,
    kind: "collection",
    label: c.name,
    href: `/collections?collectionId=${encodeURIComponent(c.id)}`,
  }));
  for (const page of OTHER_PAGES)
    items.push({ id: `page:${page.path}`, kind: "page", label: page.label, href: page.path });
  for (const page of SETTINGS_PAGES.filter((p) => embedded || !p.embeddedOnly))
    items.push({
      id: `settings:${page.path}`,
      kind: "settings",
      label: `Settings: ${page.path === "/settings/admins" ? backend.adminsLabel : page.label}`,
      href: page.path,
    });
  if (active && active.type !== "view")
    items.push({
      id: "action:new-record",
      kind: "action",
      label: `New record in ${active.name}`,
      action: "new-record",
    });
  items.push({
    id: "action:new-collection",
    kind: "action",
    label: "New collection",
    action: "new-collection",
  });
  if (active)
    items.push({
      id: "action:api-preview",
      kind: "action",
      label: `API Preview of ${active.name}`,
      action: "api-preview",
    });
  return items;
}

/** The "open a record by id" item for a typed text, or null when it cannot be an id. */
export function recordItem(text: string): PaletteItem | null {
  const id = text.trim();
  if (!looksLikeRecordId(id)) return null;
  return {
    id: `record:${id}`,
    kind: "record",
    label: `Open record ${id}`,
    action: "open-record",
    recordId: id,
  };
}
