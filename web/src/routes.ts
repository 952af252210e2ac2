/** @module The only route table: path, lazily loaded page, guard and whether the sidebar shows. */
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { Guard } from "./lib/route-guards.ts";

export interface PageProps {
  params: Record<string, string | undefined>;
}

export interface RouteEntry {
  path: string;
  page: LazyExoticComponent<ComponentType<PageProps>>;
  guard: Guard;
  sidebar: boolean;
}

const PageIndex = lazy(() => import("./pages/PageIndex.tsx"));
const PageLogin = lazy(() => import("./pages/PageLogin.tsx"));
const PageRequestPasswordReset = lazy(() => import("./pages/PageRequestPasswordReset.tsx"));
const PageConfirmPasswordReset = lazy(() => import("./pages/PageConfirmPasswordReset.tsx"));
const loadPageRecords = () => import("./pages/PageRecords.tsx");
const PageRecords = lazy(loadPageRecords);
// opened on a collection's link, the records page's code loads beside the app's own, not after its
// first render (it otherwise came a round of requests later than the shell's)
if (typeof location !== "undefined" && location.hash.startsWith("#/collections")) {
  loadPageRecords().catch(() => {}); // a failure shows when the page renders
}
const PageLogs = lazy(() => import("./pages/PageLogs.tsx"));
const PageRecordConfirmPasswordReset = lazy(() => import("./pages/PageRecordConfirmPasswordReset.tsx"));
const PageRecordConfirmVerification = lazy(() => import("./pages/PageRecordConfirmVerification.tsx"));
const PageRecordConfirmEmailChange = lazy(() => import("./pages/PageRecordConfirmEmailChange.tsx"));
const PageOAuth2Redirect = lazy(() => import("./pages/PageOAuth2Redirect.tsx"));
const PageNotFound = lazy(() => import("./pages/PageNotFound.tsx"));
const PageRulesOverview = lazy(() => import("./pages/PageRulesOverview.tsx"));
const PageRelationsDiagram = lazy(() => import("./pages/PageRelationsDiagram.tsx"));

// settings pages load on demand, each in its own chunk
const settingsRoutes: RouteEntry[] = (
  [
    ["/settings", lazy(() => import("./pages/settings/PageApplicationSettings.tsx"))],
    ["/settings/admins", lazy(() => import("./pages/settings/PageAdmins.tsx"))],
    ["/settings/mail", lazy(() => import("./pages/settings/PageMailSettings.tsx"))],
    ["/settings/storage", lazy(() => import("./pages/settings/PageStorageSettings.tsx"))],
    ["/settings/auth-providers", lazy(() => import("./pages/settings/PageAuthProviders.tsx"))],
    ["/settings/tokens", lazy(() => import("./pages/settings/PageTokenOptions.tsx"))],
    ["/settings/export-collections", lazy(() => import("./pages/settings/PageExportCollections.tsx"))],
    ["/settings/import-collections", lazy(() => import("./pages/settings/PageImportCollections.tsx"))],
    ["/settings/backups", lazy(() => import("./pages/settings/PageBackups.tsx"))],
    ["/settings/health", lazy(() => import("./pages/settings/PageHealth.tsx"))],
    ["/settings/sql", lazy(() => import("./pages/settings/PageSqlConsole.tsx"))],
  ] as const
).map(([path, page]) => ({ path, page, guard: "admin", sidebar: true }));

const publicRecordRoutes: RouteEntry[] = ["/users", "/auth"].flatMap((prefix) => [
  {
    path: `${prefix}/confirm-password-reset/:token`,
    page: PageRecordConfirmPasswordReset,
    guard: "any",
    sidebar: false,
  },
  {
    path: `${prefix}/confirm-verification/:token`,
    page: PageRecordConfirmVerification,
    guard: "any",
    sidebar: false,
  },
  {
    path: `${prefix}/confirm-email-change/:token`,
    page: PageRecordConfirmEmailChange,
    guard: "any",
    sidebar: false,
  },
]);

export const routes: RouteEntry[] = [
  { path: "/", page: PageIndex, guard: "any", sidebar: false },
  { path: "/login", page: PageLogin, guard: "guest", sidebar: false },
  { path: "/request-password-reset", page: PageRequestPasswordReset, guard: "guest", sidebar: false },
  { path: "/confirm-password-reset/:token", page: PageConfirmPasswordReset, guard: "guest", sidebar: false },
  { path: "/collections", page: PageRecords, guard: "admin", sidebar: true },
  { path: "/collections/rules", page: PageRulesOverview, guard: "admin", sidebar: true },
  { path: "/collections/diagram", page: PageRelationsDiagram, guard: "admin", sidebar: true },
  { path: "/logs", page: PageLogs, guard: "admin", sidebar: true },
  ...settingsRoutes,
  ...publicRecordRoutes,
  { path: "/auth/oauth2-redirect", page: PageOAuth2Redirect, guard: "any", sidebar: false },
  // the catch-all stays last
  { path: "*", page: PageNotFound, guard: "any", sidebar: false },
];
