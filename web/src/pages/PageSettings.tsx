import { PageFooter } from "../components/layout/PageFooter.tsx";
import { usePageTitle } from "../lib/use-page-title.ts";

/** Settings (built in part 2 of the console). */
export default function PageSettings() {
  usePageTitle("Settings");
  return (
    <main className="page">
      <header className="page-header">
        <h1 className="page-title">Settings</h1>
      </header>
      <div className="page-content">
        <p className="muted">The settings screens are coming in the next part of the console.</p>
      </div>
      <PageFooter />
    </main>
  );
}
