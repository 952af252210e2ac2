import type { ReactNode } from "react";
import type { RequestLog } from "../../../../shared/client/logs.ts";
import { formatMeta } from "../../lib/logs/log-format.ts";
import { OverlayPanel } from "../base/OverlayPanel.tsx";
import { CopyLogDetailsButton } from "./CopyLogDetailsButton.tsx";

export interface LogPanelProps {
  log: RequestLog | null;
  onClose: () => void;
}

const na = <span className="muted">N/A</span>;

/** The side panel of one request log. */
export function LogPanel({ log, onClose }: LogPanelProps) {
  const meta = log ? formatMeta(log.meta) : "";
  const rows: Array<[string, ReactNode]> = log
    ? [
        ["ID", log.id],
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
        [
          "Meta",
          meta ? (
            <pre key="m" className="log-meta">
              {meta}
            </pre>
          ) : (
            na
          ),
        ],
        ["Created", log.created],
      ]
    : [];
  return (
    <OverlayPanel
      open={log !== null}
      onClose={onClose}
      title="Request log"
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
