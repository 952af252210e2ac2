/** The page footer: Docs, the compatible API version and Releases. */
export function PageFooter() {
  return (
    <footer className="page-footer">
      <a href="https://www.npmjs.com/package/pbdeck" target="_blank" rel="noopener noreferrer">
        Docs
      </a>
      <span className="footer-version">v0.18.1</span>
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
