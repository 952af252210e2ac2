import { memo } from "react";
import type { LogEntry } from "../../../../shared/client/generations/logs-api.ts";
import { logLevelName } from "../../../../shared/logs/log-levels.ts";
import { hasLogError, isRequestLog, levelClass, methodClass } from "../../lib/logs/log-format.ts";
import { Icon } from "../base/Icon.tsx";

export interface LogsTableRowProps {
  log: LogEntry;
  onOpen: (log: LogEntry) => void;
  /** Ticked for "Export as JSON". */
  selected: boolean;
  onToggle: (id: string) => void;
  /** Show the level cell (v0.20+). */
  levels: boolean;
}

/** One log row: opens by click or Enter; its checkbox ticks it for the export. */
export const LogsTableRow = memo(function LogsTableRow({
  log,
  onOpen,
  selected,
  onToggle,
  levels,
}: LogsTableRowProps) {
  const request = isRequestLog(log);
  return (
    <tr
      className="log-row"
      tabIndex={0}
      data-id={log.id}
      onClick={() => onOpen(log)}
      onKeyDown={(e) => {
        if (e.key === "Enter") {
          e.preventDefault();
          onOpen(log);
        }
      }}
    >
      <td className="col-method">
        {/* in the method cell, not a column of its own: the spec's columns stay as they are */}
        <input
          type="checkbox"
          className="log-select"
          aria-label={`Select log ${log.id}`}
          checked={selected}
          onClick={(e) => e.stopPropagation()}
          onChange={() => onToggle(log.id)}
        />
        {request && <span className={methodClass(log.method)}>{log.method.toUpperCase()}</span>}
      </td>
      {levels && (
        <td className="col-level">
          {log.level !== undefined && (
            <span className={levelClass(log.level)}>{logLevelName(log.level)}</span>
          )}
        </td>
      )}
      <td className="col-url" title={request ? log.url : log.message}>
        {/* an app's own log line has no URL: its message stands in the column */}
        {request ? (
          <span className="log-url">{log.url}</span>
        ) : (
          <span className="log-message">{log.message}</span>
        )}
        {hasLogError(log.meta) && (
          <span className="log-error-icon">
            <Icon name="error" size={16} title="Error" />
          </span>
        )}
      </td>
      <td className="col-referer" title={log.referer}>
        {log.referer || <span className="muted">N/A</span>}
      </td>
      <td className="col-ip">{log.userIp}</td>
      <td className="col-status">
        {request && (
          <span className={`label${log.status >= 400 ? " label-danger" : " label-success"}`}>
            {log.status}
          </span>
        )}
      </td>
      <td className="col-created">{log.created}</td>
    </tr>
  );
});
