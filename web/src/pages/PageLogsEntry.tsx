import { lazy } from "react";
import { PageFooter } from "../components/layout/PageFooter.tsx";
import { usePageTitle } from "../lib/use-page-title.ts";
import { backendFeatures } from "../stores/connection.ts";

const PageLogs = lazy(() => import("./PageLogs.tsx"));

/** The logs page of a backend whose logs the console cannot read yet (PocketBase v0.20+). */
function LogsNotYet() {
  usePageTitle("Logs");
  return (
    <main className="page logs-page">
      <header className="page-header">
        <h1 className="page-title">Logs</h1>
      </header>
      <div className="page-content">
        <p className="state-panel">Logs of PocketBase v0.20+ come in a next version of pbdeck.</p>
      </div>
      <PageFooter />
    </main>
  );
}

/** `/logs`: the request logs where the backend has them (v0.18 API), else a one-line notice. */
export default function PageLogsEntry() {
  return backendFeatures().requestLogs ? <PageLogs /> : <LogsNotYet />;
}
