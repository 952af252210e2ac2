/** @module The views, each loaded on first visit so the frame never waits for them. */
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { TabId } from "./tabs.ts";

export interface ViewProps {
  /** Whether the view's tab is shown (hidden views keep their state but ignore keys). */
  active: boolean;
}

export const VIEWS: Record<TabId, LazyExoticComponent<ComponentType<ViewProps>>> = {
  logs: lazy(() => import("../logs/LogsView.tsx").then((m) => ({ default: m.LogsView }))),
  backups: lazy(() => import("../backups/BackupsView.tsx").then((m) => ({ default: m.BackupsView }))),
  collections: lazy(() =>
    import("../collections/CollectionsView.tsx").then((m) => ({ default: m.CollectionsView })),
  ),
  admins: lazy(() => import("../admins/AdminsView.tsx").then((m) => ({ default: m.AdminsView }))),
  doctor: lazy(() => import("../doctor/DoctorView.tsx").then((m) => ({ default: m.DoctorView }))),
};
