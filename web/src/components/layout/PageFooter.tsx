/** The page footer: Docs, the API version spoken and Releases. */
import { useStore } from "@nanostores/react";
import { footerVersion } from "../../lib/footer-version.ts";
import { $backend } from "../../stores/connection.ts";

export function PageFooter() {
  const backend = useStore($backend);
  const version = footerVersion(backend);
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
