import { memo } from "react";
import { hasBuiltInUsername } from "../../../../../shared/client/generations/v023/collections-display.ts";
import type { Collection, RecordModel } from "../../../../../shared/models.ts";
import { shortDate } from "../../../lib/format.ts";
import { Icon } from "../../base/Icon.tsx";
import { RecordFieldValue } from "../display/RecordFieldValue.tsx";

export interface RecordsTableRowProps {
  collection: Collection;
  record: RecordModel;
  hidden: string[];
  selectable: boolean;
  selected: boolean;
  fileToken: string | null;
  /** `range`: Shift was held, select from the last clicked row to this one. */
  onToggle: (id: string, range: boolean) => void;
  onOpen: (record: RecordModel) => void;
}

/** One record row: checkbox, id (with the verified state for auth), fields, dates and the open arrow. */
export const RecordsTableRow = memo(function RecordsTableRow(props: RecordsTableRowProps) {
  const { collection, record, hidden, selectable, selected, fileToken, onToggle, onOpen } = props;
  const show = (key: string) => !hidden.includes(key);
  const isAuth = collection.type === "auth";
  return (
    <tr
      className={`row-link${selected ? " row-selected" : ""}`}
      tabIndex={0}
      onClick={() => onOpen(record)}
      onKeyDown={(e) => {
        if (e.key === "Enter" && e.target === e.currentTarget) onOpen(record);
      }}
    >
      {selectable && (
        // biome-ignore lint/a11y/useKeyWithClickEvents: only stops the row click; the checkbox handles keys
        <td className="col-select" onClick={(e) => e.stopPropagation()}>
          <input
            type="checkbox"
            aria-label={`Select record ${record.id}`}
            checked={selected}
            // React fires a checkbox's change from its click, so the event knows about Shift
            onChange={(e) => onToggle(record.id, (e.nativeEvent as MouseEvent).shiftKey === true)}
          />
        </td>
      )}
      {show("id") && (
        <td className="col-id">
          <span className="id-cell">
            {isAuth && (
              <span className={record.verified ? "txt-success" : "txt-muted"}>
                <Icon
                  name={record.verified ? "verified" : "unverified"}
                  size={16}
                  title={record.verified ? "Verified" : "Unverified"}
                />
              </span>
            )}
            <span className="txt-mono">{record.id}</span>
          </span>
        </td>
      )}
      {isAuth && hasBuiltInUsername(collection) && show("username") && (
        <td className="col-text">{String(record.username ?? "")}</td>
      )}
      {isAuth && show("email") && <td className="col-text">{String(record.email ?? "")}</td>}
      {collection.schema.map((field) =>
        show(field.name) ? (
          <td key={field.id || field.name} className={`col-field col-type-${field.type}`}>
            <RecordFieldValue field={field} record={record} fileToken={fileToken} />
          </td>
        ) : null,
      )}
      {show("created") && <td className="col-date">{shortDate(record.created)}</td>}
      {show("updated") && <td className="col-date">{shortDate(record.updated)}</td>}
      <td className="col-action" aria-hidden="true">
        <Icon name="arrow" size={16} />
      </td>
    </tr>
  );
});
