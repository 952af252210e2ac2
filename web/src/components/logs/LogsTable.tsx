import type { LogEntry } from "../../../../shared/client/generations/logs-api.ts";
import { LogsTableRow } from "./LogsTableRow.tsx";

/** Fixed row height (px) the window math relies on; logs.css sets the same. */
export const LOG_ROW_HEIGHT = 41;

export interface LogsTableProps {
  logs: readonly LogEntry[];
  /** The window of rows to render: [start, end). */
  start: number;
  end: number;
  onOpen: (log: LogEntry) => void;
  /** Ticked logs, and ticking one or all of the loaded ones. */
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  /** Entries have a level (v0.20+): a Level column, and the message of entries that are not requests. */
  levels?: boolean;
}

/** The logs table (presentational): only the rows in the window, spacers for the rest. */
export function LogsTable({
  logs,
  start,
  end,
  onOpen,
  selected,
  onToggle,
  onToggleAll,
  levels = false,
}: LogsTableProps) {
  const after = Math.max(0, logs.length - end);
  const columns = levels ? 7 : 6;
  return (
    <table className="table logs-table">
      <thead>
        <tr>
          <th className="col-method">
            <input
              type="checkbox"
              className="log-select"
              aria-label="Select all loaded logs"
              checked={logs.length > 0 && selected.size === logs.length}
              onChange={onToggleAll}
            />
            Method
          </th>
          {levels && <th className="col-level">Level</th>}
          <th className="col-url">{levels ? "URL / message" : "URL"}</th>
          <th className="col-referer">Referer</th>
          <th className="col-ip">User IP</th>
          <th className="col-status">Status</th>
          <th className="col-created">Created</th>
        </tr>
      </thead>
      <tbody>
        {start > 0 && (
          <tr className="log-spacer" style={{ height: start * LOG_ROW_HEIGHT }}>
            <td colSpan={columns} />
          </tr>
        )}
        {logs.slice(start, end).map((log) => (
          <LogsTableRow
            key={log.id}
            log={log}
            onOpen={onOpen}
            selected={selected.has(log.id)}
            onToggle={onToggle}
            levels={levels}
          />
        ))}
        {after > 0 && (
          <tr className="log-spacer" style={{ height: after * LOG_ROW_HEIGHT }}>
            <td colSpan={columns} />
          </tr>
        )}
      </tbody>
    </table>
  );
}
