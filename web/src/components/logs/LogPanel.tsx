import type { ReactNode } from "react";
import type { LogEntry } from "../../../../shared/client/generations/logs-api.ts";
import { logLevelName } from "../../../../shared/logs/log-levels.ts";
import { formatMeta, isRequestLog, levelClass } from "../../lib/logs/log-format.ts";
import { OverlayPanel } from "../base/OverlayPanel.tsx";
import { CopyLogDetailsButton } from "./CopyLogDetailsButton.tsx";

export interface LogPanelProps {
  log: LogEntry | null;
  onClose: () => void;
}

type Row = [string, ReactNode];

const na = <span className="muted">N/A</span>;

/** Indented JSON in a block, or N/A when there is nothing. */
function jsonBlock(key: string, value: Record<string, unknown> | null | undefined): ReactNode {
  const text = formatMeta(value);
  return text ? (
    <pre key={key} className="log-meta">
      {text}
    </pre>
  ) : (
    na
  );
}

/** The rows of a request: status, method, auth, URL, referer, IPs and user agent. */
function requestRows(log: LogEntry): Row[] {
  return [
    [
      "Status",
      <span key="s" className={`label${log.status >= 400 ? " label-danger" : " label-success"}`}>
        {log.status}
      </span>,
    ],
    ["Method", log.method.toUpperCase()],
    ["Auth", log.auth],
    ["URL", log.url],
    [
      "Referer",
      log.referer ? (
        <a key="r" href={log.referer} target="_blank" rel="noopener noreferrer">
          {log.referer}
        </a>
      ) : (
        na
      ),
    ],
    ["Remote IP", log.remoteIp],
    ["User IP", log.userIp],
    ["UserAgent", log.userAgent],
  ];
}

/**
 * The rows of an entry: a v0.18 request log as it always was (with its meta); a v0.20+ entry adds its
 * level and message, keeps the request rows only for a request, and shows its data as stored.
 */
function logRows(log: LogEntry): Row[] {
  if (log.level === undefined)
    return [
      ["ID", log.id],
      ...requestRows(log),
      ["Meta", jsonBlock("m", log.meta)],
      ["Created", log.created],
    ];
  return [
    ["ID", log.id],
    [
      "Level",
      <span key="l" className={levelClass(log.level)}>
        {logLevelName(log.level)}
      </span>,
    ],
    ["Message", log.message || na],
    ...(isRequestLog(log) ? requestRows(log) : []),
    ["Data", jsonBlock("d", log.data)],
    ["Created", log.created],
  ];
}

/** The side panel of one log entry. */
export function LogPanel({ log, onClose }: LogPanelProps) {
  const rows = log ? logRows(log) : [];
  return (
    <OverlayPanel
      open={log !== null}
      onClose={onClose}
      title={log?.level === undefined ? "Request log" : "Log"}
      size="lg"
      className="log-panel"
      footer={
        <>
          {log && <CopyLogDetailsButton log={log} />}
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <table className="table log-details">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </OverlayPanel>
  );
}
