import type { Collection, RecordModel } from "../../../../../shared/models.ts";
import { shortDate } from "../../../lib/format.ts";
import { recordLink } from "../../../lib/records/record-link.ts";
import { CopyButton } from "../../base/CopyButton.tsx";
import { OverlayPanel } from "../../base/OverlayPanel.tsx";
import { RecordFieldValue } from "./RecordFieldValue.tsx";
import { useFileToken } from "./use-file-token.ts";

export interface RecordPreviewPanelProps {
  collection: Collection;
  record: RecordModel;
  onClose: () => void;
}

/** Read-only record of a view collection. */
export function RecordPreviewPanel({ collection, record, onClose }: RecordPreviewPanelProps) {
  const fileToken = useFileToken(collection);
  return (
    <OverlayPanel
      open
      onClose={onClose}
      title={`${collection.name} record preview`}
      headerExtra={
        <CopyButton
          label="Copy link to this record"
          text={() => recordLink(location.href, collection.id, record.id)}
        />
      }
      footer={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      <table className="table preview-table">
        <tbody>
          <tr>
            <th>id</th>
            <td className="txt-mono">{record.id}</td>
          </tr>
          {collection.schema.map((field) => (
            <tr key={field.id || field.name}>
              <th>{field.name}</th>
              <td>
                <RecordFieldValue field={field} record={record} fileToken={fileToken} short={false} />
              </td>
            </tr>
          ))}
          {record.created && (
            <tr>
              <th>created</th>
              <td>{shortDate(record.created)}</td>
            </tr>
          )}
          {record.updated && (
            <tr>
              <th>updated</th>
              <td>{shortDate(record.updated)}</td>
            </tr>
          )}
        </tbody>
      </table>
    </OverlayPanel>
  );
}
