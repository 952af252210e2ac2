import { useStore } from "@nanostores/react";
import { useEffect, useLayoutEffect, useMemo } from "react";
import { matchRoute, useLocation, useRouter } from "wouter";
import { navigate } from "../../lib/navigate.ts";
import { useOnDemand } from "../../lib/on-demand.ts";
import { guardRedirect } from "../../lib/route-guards.ts";
import { type RouteEntry, routes } from "../../routes.ts";
import { setPageTitle } from "../../stores/app.ts";
import { $admin } from "../../stores/auth.ts";
import { resetConfirmation } from "../../stores/confirmation.ts";
import { backendFeatures } from "../../stores/connection.ts";
import { resetFieldErrors } from "../../stores/field-errors.ts";
import { closeAllOverlays } from "../../stores/overlays.ts";
import { AppShell } from "./AppShell.tsx";
import { NotYetOnServer } from "./NotYetOnServer.tsx";

function findRoute(parser: Parameters<typeof matchRoute>[0], path: string) {
  for (const entry of routes) {
    const [matched, params] = matchRoute(parser, entry.path, path);
    if (matched) return { entry, params: (params ?? {}) as Record<string, string | undefined> };
  }
  return { entry: routes[routes.length - 1] as RouteEntry, params: {} };
}

/** Renders the page of the current route after its guard; route changes reset title, errors and overlays. */
export function RouteOutlet() {
  const [path] = useLocation();
  const router = useRouter();
  const admin = useStore($admin);
  const { entry, params } = useMemo(() => findRoute(router.parser, path), [router.parser, path]);
  const redirect = guardRedirect(entry.guard, !!admin, path, location.search);

  // before the page's own effects (a layout effect runs ahead of them): a page drawn in the same
  // render as the route change, its code already there, sets its title after this reset, not before
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useLayoutEffect(() => {
    setPageTitle("");
    resetFieldErrors();
    resetConfirmation();
    closeAllOverlays();
  }, [path]);

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect]);

  // the page's code, shown as soon as it is there (a placeholder until then)
  const Page = useOnDemand(entry.page);

  if (redirect) return null;
  // a page this backend's generation has in another shape: one line in its place (the adapter's call)
  const notYet = entry.guard === "admin" ? backendFeatures().notYet(path) : null;
  const page = notYet ? (
    <NotYetOnServer message={notYet} />
  ) : Page ? (
    <Page params={params} />
  ) : (
    <div className="page-loader" aria-busy="true" />
  );
  return entry.sidebar && admin ? <AppShell>{page}</AppShell> : page;
}
