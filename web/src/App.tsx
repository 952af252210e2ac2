import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { Router } from "wouter";
import { Confirm } from "./components/base/Confirm.tsx";
import { Toasts } from "./components/base/Toasts.tsx";
import { RouteOutlet } from "./components/layout/RouteOutlet.tsx";
import { documentTitle } from "./lib/format.ts";
import { useHashPath, useHashSearch } from "./lib/hash-location.ts";
import { $appName, $pageTitle } from "./stores/app.ts";
import { $backend } from "./stores/connection.ts";

/** The console, once the backend is known: hash router, the current route (with or without the sidebar), toasts and the confirm dialog. */
export function App() {
  const title = useStore($pageTitle);
  const appName = useStore($appName);
  // the backend's generation decides how pages sign in and load: nothing renders before it is known
  const backend = useStore($backend);
  useEffect(() => {
    document.title = documentTitle(title, appName);
  }, [title, appName]);

  if (!backend) return <div className="page-loader" aria-busy="true" />;
  return (
    <Router hook={useHashPath} searchHook={useHashSearch}>
      <RouteOutlet />
      <Toasts />
      <Confirm />
    </Router>
  );
}
