import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { PageFooter } from "../layout/PageFooter.tsx";
import { SettingsSidebar } from "./SettingsSidebar.tsx";
import "../../styles/settings.css";
import { Breadcrumb } from "../layout/Breadcrumb.tsx";

export interface SettingsLayoutProps {
  /** The page title, shown after the 'Settings' breadcrumb and in the document title. */
  title: string;
  /** Extra header content right of the breadcrumb (buttons). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every settings page: the settings menu on the left, the 'Settings / {title}'
 * breadcrumb, the page content and the footer. Loaded with the settings pages only.
 */
export function SettingsLayout({ title, actions, children }: SettingsLayoutProps) {
  const [path] = useLocation();
  usePageTitle(title);
  return (
    <div className="page-with-sidebar settings-layout">
      <SettingsSidebar currentPath={path} />
      <main className="page">
        <header className="page-header">
          <Breadcrumb section="Settings" title={title} />
          {actions && <div className="header-actions header-end">{actions}</div>}
        </header>
        <div className="page-content settings-content">{children}</div>
        <PageFooter />
      </main>
    </div>
  );
}
