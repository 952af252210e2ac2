import { PageFooter } from "../components/layout/PageFooter.tsx";
import { usePageTitle } from "../lib/use-page-title.ts";

/** Request logs (built in part 2 of the console). */
export default function PageLogs() {
  usePageTitle("Request logs");
  return (
    <main className="page">
      <header className="page-header">
        <h1 className="page-title">Request logs</h1>
      </header>
      <div className="page-content">
        <p className="muted">The request logs screen is coming in the next part of the console.</p>
      </div>
      <PageFooter />
    </main>
  );
}
