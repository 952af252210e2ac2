import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { SETTINGS_MENU } from "../../lib/settings/settings-menu.ts";
import { backendFeatures } from "../../stores/connection.ts";
import { $embeddedFeatures, probeEmbeddedFeatures } from "../../stores/embedded-features.ts";
import { Icon } from "../base/Icon.tsx";
import { SettingsSearch } from "./SettingsSearch.tsx";

/** The settings menu: a search over all settings, then the System, Sync and Authentication groups. */
export function SettingsSidebar({ currentPath }: { currentPath: string }) {
  const embedded = !!useStore($embeddedFeatures);
  const { settingsPaths, adminsLabel } = backendFeatures();
  const shown = (path: string) => settingsPaths === null || settingsPaths.includes(path);
  useEffect(() => {
    void probeEmbeddedFeatures();
  }, []);
  return (
    <aside className="page-sidebar settings-sidebar" aria-label="Settings">
      <SettingsSearch />
      <nav className="sidebar-list" aria-label="Settings menu">
        {SETTINGS_MENU.filter((group) => group.entries.some((entry) => shown(entry.path))).map((group) => (
          <div key={group.title} className="settings-menu-group">
            <div className="settings-menu-title">{group.title}</div>
            {group.entries
              .filter((entry) => (embedded || !entry.embeddedOnly) && shown(entry.path))
              .map((entry) => {
                const current = currentPath === entry.path;
                return (
                  <a
                    key={entry.path}
                    href={`#${entry.path}`}
                    className={`sidebar-item${current ? " current" : ""}`}
                    aria-current={current ? "page" : undefined}
                  >
                    <Icon name={entry.icon} size={16} />
                    <span className="sidebar-item-name">
                      {entry.path === "/settings/admins" ? adminsLabel : entry.label}
                    </span>
                  </a>
                );
              })}
          </div>
        ))}
      </nav>
    </aside>
  );
}
