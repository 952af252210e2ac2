import { useId } from "react";
import type { KeptItem } from "../../../../../shared/schema/schema-kept.ts";
import { KEPT_REASON, KEPT_TITLE, keptRows } from "../../../lib/settings/export-import/import-kept.ts";

export interface ImportKeptListProps {
  kept: readonly KeptItem[];
}

/** A quiet list of what a Merge import keeps, with why; nothing when the file leaves nothing out. */
export function ImportKeptList({ kept }: ImportKeptListProps) {
  const titleId = useId();
  if (kept.length === 0) return null;
  return (
    <div className="import-kept">
      <p>
        <strong id={titleId}>{KEPT_TITLE}</strong> <span className="muted">{KEPT_REASON}</span>
      </p>
      <ul aria-labelledby={titleId}>
        {keptRows(kept).map((row) => (
          <li key={row.key}>
            <span className="txt-mono">{row.path}</span> <span className="muted">({row.detail})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
