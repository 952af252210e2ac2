/** @module The only route table: path, lazily loaded page, guard and whether the sidebar shows. */
import type { ComponentType } from "react";
import { type OnDemand, onDemand } from "./lib/on-demand.ts";
import type { Guard } from "./lib/route-guards.ts";

export interface PageProps {
  params: Record<string, string | undefined>;
}

export interface RouteEntry {
  path: string;
  /** Loaded on demand (lib/on-demand.ts: no Suspense, whose reveal waits up to 300 ms). */
  page: OnDemand<PageProps>;
  guard: Guard;
  sidebar: boolean;
}

/** A page's code, loaded on its first visit. */
const pageCode = (load: () => Promise<{ default: ComponentType<PageProps> }>) => onDemand(load);

const PageIndex = pageCode(() => import("./pages/PageIndex.tsx"));
const PageLogin = pageCode(() => import("./pages/PageLogin.tsx"));
const PageRequestPasswordReset = pageCode(() => import("./pages/PageRequestPasswordReset.tsx"));
const PageConfirmPasswordReset = pageCode(() => import("./pages/PageConfirmPasswordReset.tsx"));
const PageRecords = pageCode(() => import("./pages/PageRecords.tsx"));
// opened on a collection's link, the records page's code loads beside the app's own, not after its
// first render (it otherwise came a round of requests later than the shell's)
export const firstPageCode: Promise<unknown> | null =
  typeof location !== "undefined" && location.hash.startsWith("#/collections")
    ? PageRecords.load().catch(() => {}) // a failure shows when the page renders
    : null;
const PageLogs = pageCode(() => import("./pages/PageLogs.tsx"));
const PageRecordConfirmPasswordReset = pageCode(() => import("./pages/PageRecordConfirmPasswordReset.tsx"));
const PageRecordConfirmVerification = pageCode(() => import("./pages/PageRecordConfirmVerification.tsx"));
const PageRecordConfirmEmailChange = pageCode(() => import("./pages/PageRecordConfirmEmailChange.tsx"));
const PageOAuth2Redirect = pageCode(() => import("./pages/PageOAuth2Redirect.tsx"));
const PageNotFound = pageCode(() => import("./pages/PageNotFound.tsx"));
const PageRulesOverview = pageCode(() => import("./pages/PageRulesOverview.tsx"));
const PageRelationsDiagram = pageCode(() => import("./pages/PageRelationsDiagram.tsx"));

// settings pages load on demand, each in its own chunk
const settingsRoutes: RouteEntry[] = (
  [
    ["/settings", pageCode(() => import("./pages/settings/PageApplicationSettings.tsx"))],
    ["/settings/admins", pageCode(() => import("./pages/settings/PageAdmins.tsx"))],
    ["/settings/mail", pageCode(() => import("./pages/settings/PageMailSettings.tsx"))],
    ["/settings/storage", pageCode(() => import("./pages/settings/PageStorageSettings.tsx"))],
    ["/settings/auth-providers", pageCode(() => import("./pages/settings/PageAuthProviders.tsx"))],
    ["/settings/tokens", pageCode(() => import("./pages/settings/PageTokenOptions.tsx"))],
    ["/settings/export-collections", pageCode(() => import("./pages/settings/PageExportCollections.tsx"))],
    ["/settings/import-collections", pageCode(() => import("./pages/settings/PageImportCollections.tsx"))],
    ["/settings/backups", pageCode(() => import("./pages/settings/PageBackups.tsx"))],
    ["/settings/health", pageCode(() => import("./pages/settings/PageHealth.tsx"))],
    ["/settings/sql", pageCode(() => import("./pages/settings/PageSqlConsole.tsx"))],
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
