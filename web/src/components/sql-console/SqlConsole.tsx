import { useStore } from "@nanostores/react";
import type { KeyboardEvent } from "react";
import type { SqlConsoleLimits, SqlConsoleResult } from "../../../../shared/client/sql-console.ts";
import { downloadText } from "../../lib/settings/export-import/download-text.ts";
import { resultCsv } from "../../lib/sql-console/result-csv.ts";
import { confirmWith } from "../../stores/confirmation.ts";
import {
  $sqlError,
  $sqlQuery,
  $sqlResult,
  $sqlRunning,
  $sqlWrite,
  runSql,
  SQL_EXAMPLE,
  setSqlQuery,
  setSqlWrite,
} from "../../stores/sql-console.ts";
import { CodeEditor } from "../base/code-editor/CodeEditor.tsx";
import { SqlResultTable } from "./SqlResultTable.tsx";

function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

// said after the row count, in the row limit's words
function cutNote(result: SqlConsoleResult, limits: SqlConsoleLimits): string {
  if (result.truncatedBy === "bytes")
    return ` (the result is larger than ${megabytes(limits.byteLimit)}; more rows were left out)`;
  return result.truncated ? ` (limited to ${limits.rowLimit}; more rows were left out)` : "";
}

/** Settings > SQL console: one statement on the embedded backend's database, read-only unless writes are on. */
export function SqlConsole({ limits }: { limits: SqlConsoleLimits }) {
  const query = useStore($sqlQuery);
  const write = useStore($sqlWrite);
  const result = useStore($sqlResult);
  const error = useStore($sqlError);
  const running = useStore($sqlRunning);

  function run() {
    if (!query.trim() || running) return;
    if (!write) {
      void runSql();
      return;
    }
    confirmWith({
      message: "Run this statement with writes allowed? It changes the data and cannot be undone.",
      yesLabel: "Run",
      // held open while the statement runs; its SQL error, if any, shows under the editor like a read's
      yes: () => runSql(),
    });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      run();
    }
  }

  return (
    <div className="sql-console">
      <p className="txt-muted">
        One statement at a time on this backend's data.db. Reads run on a read-only connection; at most{" "}
        {limits.rowLimit} rows ({megabytes(limits.byteLimit)}) come back and a statement is stopped after{" "}
        {limits.timeLimitMs / 1000} s. System tables (_admins, _collections, ...) are changed through the API,
        not here.
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: catches Ctrl+Enter bubbling from the editor */}
      <div className="field" onKeyDown={onKeyDown}>
        <label className="field-label" htmlFor="sql-console-query">
          SQL query
        </label>
        <CodeEditor
          id="sql-console-query"
          value={query}
          onChange={setSqlQuery}
          language="sql"
          placeholder={SQL_EXAMPLE}
          maxHeight={320}
        />
      </div>
      <div className="sql-console-actions">
        <label className="switch" htmlFor="sql-console-write">
          <input
            id="sql-console-write"
            type="checkbox"
            checked={write}
            onChange={(e) => setSqlWrite(e.target.checked)}
          />
          <span>Allow writes (runs in a transaction, after a confirmation)</span>
        </label>
        <button type="button" className="btn btn-primary" onClick={run} disabled={running || !query.trim()}>
          {running ? "Running..." : "Run query"}
        </button>
      </div>
      {error && (
        <div className="alert alert-danger sql-console-error" role="alert">
          {error}
        </div>
      )}
      {result && (
        <section className="sql-console-result" aria-label="Result">
          <div className="sql-console-summary">
            <span role="status">
              {result.columns.length === 0
                ? `${result.changes} ${result.changes === 1 ? "row" : "rows"} changed.`
                : `${result.rows.length} ${result.rows.length === 1 ? "row" : "rows"}${cutNote(result, limits)}.`}
            </span>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={result.columns.length === 0}
              onClick={() =>
                downloadText(resultCsv(result.columns, result.rows), "query_result.csv", "text/csv")
              }
            >
              Export as CSV
            </button>
          </div>
          {result.columns.length > 0 && <SqlResultTable result={result} />}
        </section>
      )}
    </div>
  );
}
