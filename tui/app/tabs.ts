/** @module The tabs: number key, title, and the keys each view answers to (for the help line and `?`). */
import type { BackendFeatures } from "./contexts.ts";

export type TabId = "logs" | "backups" | "collections" | "admins" | "doctor";

/** A key a view answers to, as shown in the help line and the `?` overlay. */
export interface KeyHelp {
  keys: string;
  label: string;
  /** Shown in the one-line help as well as in the overlay. */
  short?: boolean;
  /** Left out when the backend is known not to have this feature. */
  feature?: keyof BackendFeatures;
  /** The label on a server that calls its admins superusers (v0.23+). */
  superusersLabel?: string;
}

/** Whether a key is offered on a backend with these features (unknown ones are offered). */
export function keyOffered(key: KeyHelp, features: BackendFeatures): boolean {
  return !key.feature || features[key.feature] !== false;
}

/** A key's label in the words of the connected server. */
export function keyLabel(key: KeyHelp, features: BackendFeatures): string {
  return features.superusers && key.superusersLabel ? key.superusersLabel : key.label;
}

export interface TabInfo {
  id: TabId;
  key: string;
  title: string;
  keys: KeyHelp[];
}

export const TABS: TabInfo[] = [
  {
    id: "logs",
    key: "1",
    title: "Logs",
    keys: [
      { keys: "↑↓ PgUp PgDn", label: "move", short: true },
      { keys: "Enter", label: "details", short: true },
      { keys: "/", label: "filter", short: true },
      { keys: "r", label: "time range", short: true },
      { keys: "a", label: "include admins", superusersLabel: "include superusers", short: true },
      { keys: "v", label: "minimum level (v0.20+)" },
      { keys: "e", label: "next error", short: true },
      { keys: "f", label: "follow new", short: true },
      { keys: "Home End", label: "first / last" },
      { keys: "R", label: "reload" },
      { keys: "Esc", label: "close / cancel" },
    ],
  },
  {
    id: "backups",
    key: "2",
    title: "Backups",
    keys: [
      { keys: "↑↓", label: "move", short: true },
      { keys: "n", label: "new backup", short: true },
      { keys: "d", label: "download", short: true },
      { keys: "u", label: "upload", short: true },
      { keys: "x", label: "delete", short: true },
      { keys: "s", label: "restore", short: true },
      { keys: "i", label: "inspect", short: true, feature: "inspectBackups" },
      { keys: "R", label: "reload" },
      { keys: "Esc", label: "cancel" },
    ],
  },
  {
    id: "collections",
    key: "3",
    title: "Collections",
    keys: [
      { keys: "x", label: "export to a file", short: true },
      { keys: "i", label: "import a file", short: true },
      { keys: "m", label: "delete missing on/off", short: true },
      { keys: "↑↓ PgUp PgDn", label: "scroll the list or the review" },
      { keys: "y", label: "confirm the import" },
      { keys: "Esc", label: "cancel" },
    ],
  },
  {
    id: "admins",
    key: "4",
    title: "Admins",
    keys: [
      { keys: "↑↓", label: "move", short: true },
      { keys: "n", label: "new admin", short: true },
      { keys: "p", label: "change password", short: true },
      { keys: "x", label: "delete", short: true },
      { keys: "R", label: "reload" },
      { keys: "Esc", label: "cancel" },
    ],
  },
  {
    id: "doctor",
    key: "5",
    title: "Doctor",
    keys: [
      { keys: "↑↓", label: "move", short: true },
      { keys: "R", label: "check again", short: true },
    ],
  },
];

/** Keys that work everywhere (except while typing in a field). */
export const GLOBAL_KEYS: KeyHelp[] = [
  { keys: "1-5", label: "switch tab", short: true },
  { keys: "Tab", label: "next tab" },
  { keys: "?", label: "all keys", short: true },
  { keys: "q", label: "quit", short: true },
  { keys: "Ctrl+C", label: "quit, even typing" },
];
