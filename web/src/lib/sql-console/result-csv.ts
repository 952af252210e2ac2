/** @module The SQL console's result as CSV text (RFC 4180: quoted when needed, CRLF line ends). */

function cell(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ""
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value);
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A header row of the column names, then one row per result row; NULL is an empty cell.
 * @example resultCsv(["a", "b"], [[1, 'x "y"']]) === 'a,b\r\n1,"x ""y"""\r\n'
 */
export function resultCsv(columns: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [columns, ...rows].map((row) => `${row.map(cell).join(",")}\r\n`).join("");
}
