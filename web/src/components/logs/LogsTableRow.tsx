import { memo } from "react";
import type { RequestLog } from "../../../../shared/client/logs.ts";
import { hasLogError, methodClass } from "../../lib/logs/log-format.ts";
import { Icon } from "../base/Icon.tsx";

export interface LogsTableRowProps {
  log: RequestLog;
  onOpen: (log: RequestLog) => void;
}

/** One log row: selectable by click or Enter. */
export const LogsTableRow = memo(function LogsTableRow({ log, onOpen }: LogsTableRowProps) {
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
        <span className={methodClass(log.method)}>{log.method.toUpperCase()}</span>
      </td>
      <td className="col-url" title={log.url}>
        <span className="log-url">{log.url}</span>
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
        <span className={`label${log.status >= 400 ? " label-danger" : " label-success"}`}>{log.status}</span>
      </td>
      <td className="col-created">{log.created}</td>
    </tr>
  );
});
