import { usePageTitle } from "../../lib/use-page-title.ts";
import { backendLabel } from "../../stores/connection.ts";
import { PageFooter } from "./PageFooter.tsx";

/** A signed-in page the console does not speak on the connected server yet: one line instead of errors. */
export function NotYetOnServer({ message }: { message: string }) {
  usePageTitle("Not available yet");
  return (
    <main className="page">
      <header className="page-header">
        <h1 className="page-title">Not available yet on {backendLabel()}</h1>
      </header>
      <div className="page-content">
        <p className="state-panel">{message}</p>
      </div>
      <PageFooter />
    </main>
  );
}
