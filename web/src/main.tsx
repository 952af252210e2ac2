/** @module Entry: mounts the console. */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { firstPageCode } from "./routes.ts";
import { isAdminSignedIn } from "./stores/auth.ts";
import { prefetchCollections } from "./stores/collections.ts";
import { loadBackendInfo } from "./stores/connection.ts";
import { startRecordsAhead, watchRecordsAhead } from "./stores/records-ahead.ts";
import "./styles/base.css";
import "./styles/layout.css";
import "./styles/overlays.css";
import "./styles/forms.css";
import "./styles/records.css";
import "./styles/records-tools.css";

/** The longest the first render waits for what it shows: past it, the console renders its loader. */
const FIRST_SCREEN_WAIT_MS = 200;

/**
 * The backend's kind (read once per page load), the first page's code and, signed in, the
 * collections: usually already on their way or there (asked for by the page's first script), so the
 * first render shows the page itself instead of a loader and a second render. The records page's
 * rows are asked for as soon as the collections are in, not once the page has rendered.
 */
async function firstScreen(): Promise<void> {
  await loadBackendInfo();
  const collections = isAdminSignedIn()
    ? prefetchCollections().then(() => {
        // once mounted (the wait ran out), the page asks for its rows itself
        if (!mounted) startRecordsAhead();
      })
    : null;
  await Promise.allSettled([firstPageCode, collections]);
}

watchRecordsAhead();

let mounted = false;

function mount(): void {
  mounted = true;
  const root = document.getElementById("app");
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void Promise.race([firstScreen(), new Promise((wait) => setTimeout(wait, FIRST_SCREEN_WAIT_MS))]).then(mount);
