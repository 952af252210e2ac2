import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { $viewPreview, loadViewPreview, resetViewPreview } from "../../stores/view-preview.ts";
import { SqlResultTable } from "../sql-console/SqlResultTable.tsx";
import "../../styles/sql-console.css";

/** How long typing must pause before the query is previewed. */
const DEBOUNCE_MS = 400;

/** While a view query is edited: the fields it would create and its first rows, or its SQL error. */
export function ViewQueryPreview({ query }: { query: string }) {
  const state = useStore($viewPreview);
  useEffect(() => {
    const timer = setTimeout(() => void loadViewPreview(query), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  useEffect(() => resetViewPreview, []);

  return (
    <section className="view-query-preview" aria-label="Query preview" aria-busy={state.status === "loading"}>
      <h3 className="view-query-preview-title">Preview</h3>
      {state.status === "unavailable" && (
        <p className="muted">
          Live preview needs pbdeck's embedded backend; this PocketBase server checks the query when you save.
        </p>
      )}
      {state.status === "error" && (
        <div className="alert alert-danger" role="alert">
          {state.message}
        </div>
      )}
      {state.status === "ready" && (
        <>
          <p className="view-query-preview-fields">
            <span className="muted">Fields: </span>
            {state.preview.fields.length === 0
              ? "none besides id"
              : state.preview.fields.map((f) => `${f.name} (${f.type})`).join(", ")}
          </p>
          {state.preview.rows.length === 0 ? (
            <p className="muted">The query returns no rows.</p>
          ) : (
            <SqlResultTable result={state.preview} />
          )}
        </>
      )}
    </section>
  );
}
