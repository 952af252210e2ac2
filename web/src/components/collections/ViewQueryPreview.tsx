import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { pb } from "../../lib/api.ts";
import { dryRunView } from "../../lib/collections/view-dry-run.ts";
import { handleApiError, isAbortError } from "../../lib/handle-api-error.ts";
import {
  $viewPreview,
  loadViewPreview,
  resetViewPreview,
  type ViewPreviewState,
} from "../../stores/view-preview.ts";
import { SqlResultTable } from "../sql-console/SqlResultTable.tsx";
import "../../styles/sql-console.css";

/** How long typing must pause before the query is previewed. */
const DEBOUNCE_MS = 400;

/** While a view query is edited: the fields it would create and its first rows, or its SQL error. */
export function ViewQueryPreview({ query, fieldsModel }: { query: string; fieldsModel?: boolean }) {
  const embedded = useStore($viewPreview);
  // v0.23+: the server's own dry run (v0.37+), kept here rather than in the embedded preview's store
  const [server, setServer] = useState<ViewPreviewState>({ status: "idle" });
  const state = fieldsModel ? server : embedded;
  useEffect(() => {
    const load = () => {
      if (!fieldsModel) return void loadViewPreview(query);
      if (query.trim() === "") return setServer({ status: "idle" });
      setServer({ status: "loading" });
      dryRunView(pb, query).then(setServer, (err) => {
        if (isAbortError(err)) return; // a newer query is on its way
        handleApiError(err);
        setServer({ status: "idle" });
      });
    };
    const timer = setTimeout(load, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, fieldsModel]);
  useEffect(() => resetViewPreview, []);

  return (
    <section className="view-query-preview" aria-label="Query preview" aria-busy={state.status === "loading"}>
      <h3 className="view-query-preview-title">Preview</h3>
      {state.status === "unavailable" && (
        <p className="muted">
          {fieldsModel
            ? "This PocketBase server (before v0.37) has no dry run of view queries; it checks the query when you save."
            : "Live preview needs pbdeck's embedded backend; this PocketBase server checks the query when you save."}
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
