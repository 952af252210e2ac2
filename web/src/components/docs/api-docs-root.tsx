/**
 * @module The lazily loaded entry of the API docs panel: renders it in its own root beside the app,
 * so the records page keeps no state for it. Load through `open-api-docs.ts`.
 */
import { StrictMode } from "react";
import { createRoot, type Root } from "react-dom/client";
import type { Collection } from "../../../../shared/models.ts";
import { ApiDocsPanel } from "./ApiDocsPanel.tsx";
import "../../styles/api-docs.css";

let root: Root | null = null;
let opened = 0;

function closeApiDocs(): void {
  root?.render(null);
}

/** Shows the API docs of `collection`, starting on its first tab. */
export function showApiDocs(collection: Collection): void {
  if (!root) {
    const host = document.createElement("div");
    host.className = "api-docs-root";
    document.body.append(host);
    // a prefix of its own: useId values of separate roots would otherwise collide with the app's
    root = createRoot(host, { identifierPrefix: "api-docs-" });
  }
  opened += 1;
  root.render(
    <StrictMode>
      <ApiDocsPanel key={opened} collection={collection} onClose={closeApiDocs} />
    </StrictMode>,
  );
}
