import type { SqlConsoleResult } from "../../../../shared/client/sql-console.ts";

function shown(value: unknown): string {
  if (value === null) return "NULL";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** The rows of a statement's result, one column per result column (presentational). */
export function SqlResultTable({ result }: { result: Pick<SqlConsoleResult, "columns" | "rows"> }) {
  return (
    <div className="sql-result-scroll">
      <table className="sql-result-table" aria-label="Query result">
        <thead>
          <tr>
            {result.columns.map((column, index) => (
              // duplicate names are allowed in SQL results
              // biome-ignore lint/suspicious/noArrayIndexKey: columns have no other identity
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: result rows have no identity
            <tr key={rowIndex}>
              {row.map((value, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: see the header
                <td key={index} className={value === null ? "txt-muted" : undefined} title={shown(value)}>
                  {shown(value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
