/** @module The text of the frame's fixed lines, shared by the first plain frame and the Ink app. */
import type { BackendFeatures } from "./contexts.ts";
import { GLOBAL_KEYS, type KeyHelp, keyLabel, keyOffered, TABS, type TabId } from "./tabs.ts";

const UNKNOWN_FEATURES: BackendFeatures = { inspectBackups: null, superusers: null };

/** `pbdeck · label` */
export function headerText(label: string): string {
  return `pbdeck · ${label}`;
}

/** One tab label; the active one is bracketed so it reads without colour (NO_COLOR). */
export function tabLabel(key: string, title: string, active: boolean): string {
  return active ? `[${key} ${title}]` : ` ${key} ${title} `;
}

/** The tab bar as plain text. */
export function tabBarText(active: TabId): string {
  return TABS.map((t) => tabLabel(t.key, t.title, t.id === active)).join(" ");
}

/** The help line: the active view's short keys the backend offers, then the global ones, cut to the width. */
export function helpLineText(
  active: TabId | null,
  width: number,
  features: BackendFeatures = UNKNOWN_FEATURES,
): string {
  const view = active ? (TABS.find((t) => t.id === active)?.keys ?? []) : [];
  const keys: KeyHelp[] = [...view, ...GLOBAL_KEYS].filter((k) => k.short && keyOffered(k, features));
  const text = keys.map((k) => `${k.keys} ${keyLabel(k, features)}`).join(" · ");
  return text.length > width ? `${text.slice(0, Math.max(0, width - 1))}…` : text;
}

export const CONNECTING_TEXT = "Connecting…";
