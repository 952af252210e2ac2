/** The page header's breadcrumb: `{section} / {title}`, the title being the page's heading. */
export function Breadcrumb({ section, title }: { section: string; title: string }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <span className="muted">{section}</span>
      <span className="breadcrumb-sep muted" aria-hidden="true">
        /
      </span>
      <h1 className="page-title">{title}</h1>
    </nav>
  );
}
