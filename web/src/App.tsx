import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { Router } from "wouter";
import { Confirm } from "./components/base/Confirm.tsx";
import { Toasts } from "./components/base/Toasts.tsx";
import { RouteOutlet } from "./components/layout/RouteOutlet.tsx";
import { documentTitle } from "./lib/format.ts";
import { useHashPath, useHashSearch } from "./lib/hash-location.ts";
import { $appName, $pageTitle } from "./stores/app.ts";

/** The console: hash router, the current route (with or without the sidebar), toasts and the confirm dialog. */
export function App() {
  const title = useStore($pageTitle);
  const appName = useStore($appName);
  useEffect(() => {
    document.title = documentTitle(title, appName);
  }, [title, appName]);

  return (
    <Router hook={useHashPath} searchHook={useHashSearch}>
      <RouteOutlet />
      <Toasts />
      <Confirm />
    </Router>
  );
}
