/** The page footer: Docs, the API version spoken and Releases. */
import { useStore } from "@nanostores/react";
import { $backend } from "../../stores/connection.ts";

/** The embedded backend speaks v0.18.1's API; a proxied server's own version when it names one. */
const EMBEDDED_API_VERSION = "v0.18.1";

export function PageFooter() {
  const backend = useStore($backend);
  const version = backend?.version && !backend.embedded ? `v${backend.version}` : EMBEDDED_API_VERSION;
  return (
    <footer className="page-footer">
      <a href="https://www.npmjs.com/package/pbdeck" target="_blank" rel="noopener noreferrer">
        Docs
      </a>
      <span className="footer-version">{version}</span>
      <a
        href="https://www.npmjs.com/package/pbdeck?activeTab=versions"
        target="_blank"
        rel="noopener noreferrer"
      >
        Releases
      </a>
    </footer>
  );
}
