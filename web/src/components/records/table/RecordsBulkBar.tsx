export interface RecordsBulkBarProps {
  count: number;
  busy: boolean;
  onReset: () => void;
  onDelete: () => void;
}

/** The bar shown while records are selected. */
export function RecordsBulkBar({ count, busy, onReset, onDelete }: RecordsBulkBarProps) {
  if (count === 0) return null;
  return (
    <section className="bulkbar" aria-label="Bulk actions">
      <span>
        Selected <strong>{count}</strong> record(s)
      </span>
      <button type="button" className="btn btn-sm btn-secondary" onClick={onReset} disabled={busy}>
        Reset
      </button>
      <button type="button" className="btn btn-sm btn-danger" onClick={onDelete} disabled={busy}>
        Delete selected
      </button>
    </section>
  );
}
