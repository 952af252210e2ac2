/** @module The settings menu: its groups and entries, in the spec's order, each entry its own route. */
import type { IconName } from "../../components/base/Icon.tsx";

export interface SettingsMenuEntry {
  /** Route path (`/settings/mail`). */
  path: string;
  label: string;
  icon: IconName;
  /** Shown only on pbdeck's embedded backend (a remote PocketBase lacks the endpoint). */
  embeddedOnly?: boolean;
}

export interface SettingsMenuGroup {
  title: string;
  entries: SettingsMenuEntry[];
}

export const SETTINGS_MENU: SettingsMenuGroup[] = [
  {
    title: "System",
    entries: [
      { path: "/settings", label: "Application", icon: "home" },
      { path: "/settings/mail", label: "Mail settings", icon: "mail" },
      { path: "/settings/storage", label: "Files storage", icon: "folder" },
      { path: "/settings/backups", label: "Backups", icon: "archive" },
      { path: "/settings/health", label: "Health", icon: "verified" },
      { path: "/settings/sql", label: "SQL console", icon: "code", embeddedOnly: true },
    ],
  },
  {
    title: "Sync",
    entries: [
      { path: "/settings/export-collections", label: "Export collections", icon: "upload" },
      { path: "/settings/import-collections", label: "Import collections", icon: "download" },
    ],
  },
  {
    title: "Authentication",
    entries: [
      { path: "/settings/auth-providers", label: "Auth providers", icon: "lock" },
      { path: "/settings/tokens", label: "Token options", icon: "key" },
      { path: "/settings/admins", label: "Admins", icon: "shield" },
    ],
  },
];

/** The menu entry of a route path (`/settings/admins?x` -> Admins), if any. */
export function settingsEntryOf(path: string): SettingsMenuEntry | undefined {
  const clean = path.split("?")[0]?.replace(/\/$/, "") || "/settings";
  return SETTINGS_MENU.flatMap((g) => g.entries).find((e) => e.path === clean);
}
