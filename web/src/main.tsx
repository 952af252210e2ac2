/** @module Entry: mounts the console. */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { loadBackendInfo } from "./stores/connection.ts";
import "./styles/base.css";
import "./styles/layout.css";
import "./styles/overlays.css";
import "./styles/forms.css";
import "./styles/records.css";
import "./styles/records-tools.css";

// read once per page load: the generation and version of the backend pbdeck serves
void loadBackendInfo();

const root = document.getElementById("app");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
