import { useStore } from "@nanostores/react";
import { type ReactNode, useEffect } from "react";
import { useLocation } from "wouter";
import { loadAppSettings } from "../../stores/app.ts";
import { $admin } from "../../stores/auth.ts";
import { loadScaffolds } from "../../stores/collection-scaffolds.ts";
import { prefetchCollections } from "../../stores/collections.ts";
import { backendFeatures, backendGeneration } from "../../stores/connection.ts";
import { Icon, type IconName } from "../base/Icon.tsx";
import { preloadRichText } from "../base/RichText.tsx";
import { CommandPaletteHost } from "../palette/CommandPaletteHost.tsx";
import { AvatarMenu } from "./AvatarMenu.tsx";

/** Runs `work` when the page is idle (where the browser tells it), else at once. */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(work, { timeout: 5000 });
  else work();
}

const SECTIONS: Array<{ href: string; label: string; icon: IconName }> = [
  { href: "/collections", label: "Collections", icon: "database" },
  { href: "/logs", label: "Logs", icon: "list" },
  { href: "/settings", label: "Settings", icon: "settings" },
];

/** The signed-in layout: the main sidebar with sections and the avatar menu, then the page. */
export function AppShell({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const admin = useStore($admin);
  const { settingsPaths } = backendFeatures();
  // the first settings page this backend has (v0.23+: Superusers)
  const settingsHome = settingsPaths?.[0] ?? "/settings";
  const sections = SECTIONS.map((s) => (s.href === "/settings" ? { ...s, href: settingsHome } : s));

  useEffect(() => {
    if (!admin?.id) return;
    // together, not one after the other: the records page, the default one, needs both
    void loadAppSettings();
    prefetchCollections();
    // the rich text editor (and on v0.23+ the collection scaffolds the editor needs) only once the
    // first screen is drawn and the page is idle
    const warm = setTimeout(
      () =>
        whenIdle(() => {
          preloadRichText();
          if (backendGeneration() === "v0.23+") loadScaffolds().catch(() => {}); // the editor asks again
        }),
      2000,
    );
    return () => clearTimeout(warm);
  }, [admin?.id]);

  return (
    <div className="app-shell">
      <aside className="main-sidebar">
        {/* the name comes from the hidden text: a label unlike the visible "pb" misleads voice control */}
        <a className="brand" href="#/">
          <span className="brand-mark" aria-hidden="true">
            pb
          </span>
          <span className="visually-hidden">pbdeck home</span>
        </a>
        <nav className="main-nav" aria-label="Main">
          {sections.map((s) => {
            const current =
              path === s.href ||
              path.startsWith(`${s.href}/`) ||
              (s.label === "Settings" && path.startsWith("/settings"));
            return (
              <a
                key={s.href}
                href={`#${s.href}`}
                className={`main-nav-link${current ? " current" : ""}`}
                aria-current={current ? "page" : undefined}
                title={s.label}
              >
                <Icon name={s.icon} size={20} />
                <span className="main-nav-label">{s.label}</span>
              </a>
            );
          })}
        </nav>
        <AvatarMenu />
      </aside>
      <div className="app-body">{children}</div>
      <CommandPaletteHost />
    </div>
  );
}
