import { useMemo } from "react";
import type { Collection, RecordModel } from "../../../../../shared/models.ts";
import {
  collectionDateFields,
  DATE_FIELDS,
  type DateField,
} from "../../../../../shared/records/record-date-fields.ts";
import { sortField } from "../../../../../shared/records/search-filter.ts";
import { columnIconType } from "../../../lib/collections/field-type-icons.ts";
import { isHiddenField } from "../../../lib/records/newer-field-values.ts";
import { recordsTableColumns } from "../../../lib/records/table-columns.ts";
import { FieldTypeIcon } from "../../base/FieldTypeIcon.tsx";
import { Icon } from "../../base/Icon.tsx";
import { HiddenMark } from "../fields/FieldName.tsx";
import { ColumnsToggle } from "./ColumnsToggle.tsx";
import { RecordsTableChunk } from "./RecordsTableChunk.tsx";

/** Rows per `<tbody>` chunk: a page of the list. */
export const ROWS_PER_CHUNK = 30;

function chunksOf<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface RecordsTableProps {
  collection: Collection;
  records: RecordModel[];
  totalLoaded: number;
  hidden: string[];
  /** The dates a view's rows carry: the others are no columns at all; ignored for base and auth. */
  viewDates: readonly DateField[];
  sort: string;
  selected: Set<string>;
  fileToken: string | null;
  onSort: (field: string) => void;
  /** `range`: Shift was held, select from the last clicked row to this one. */
  onToggle: (id: string, range: boolean) => void;
  onToggleAll: () => void;
  onToggleColumn: (column: string) => void;
  onOpen: (record: RecordModel) => void;
}

/** The records table (presentational): sortable headers, selection, column toggles. */
export function RecordsTable(props: RecordsTableProps) {
  const { collection, records, totalLoaded, viewDates, sort, selected, fileToken } = props;
  // rows hide what is in `hidden`: the dates a view does not select go there too (kept by identity
  // while nothing changes, so the memoised chunks are skipped)
  const hidden = useMemo(() => {
    const dates = collectionDateFields(collection, viewDates);
    const absent = DATE_FIELDS.filter((name) => !dates.includes(name));
    return absent.length > 0 ? [...props.hidden, ...absent] : props.hidden;
  }, [props.hidden, collection, viewDates]);
  const selectable = collection.type !== "view";
  const columns = recordsTableColumns(collection, viewDates).filter((c) => !hidden.includes(c));
  const allSelected = totalLoaded > 0 && selected.size === totalLoaded;
  const sortedBy = sortField(sort);
  const desc = sort.startsWith("-");

  return (
    <table className="table records-table">
      <thead>
        <tr>
          {selectable && (
            <th className="col-select">
              <input
                type="checkbox"
                aria-label="Select all records"
                checked={allSelected}
                disabled={totalLoaded === 0}
                onChange={props.onToggleAll}
              />
            </th>
          )}
          {columns.map((column) => {
            const iconType = columnIconType(collection, column);
            const field = collection.schema.find((f) => f.name === column);
            return (
              <th
                key={column}
                className="col-sort"
                aria-sort={sortedBy === column ? (desc ? "descending" : "ascending") : "none"}
              >
                <button type="button" className="sort-button" onClick={() => props.onSort(column)}>
                  {iconType && <FieldTypeIcon type={iconType} />}
                  {column}
                  {field && isHiddenField(field) && <HiddenMark />}
                  {sortedBy === column && <Icon name={desc ? "sortDown" : "sortUp"} size={14} />}
                </button>
              </th>
            );
          })}
          <th className="col-action">
            <ColumnsToggle
              collection={collection}
              hidden={props.hidden}
              viewDates={viewDates}
              onToggle={props.onToggleColumn}
            />
          </th>
        </tr>
      </thead>
      {chunksOf(records, ROWS_PER_CHUNK).map((chunk) => (
        <RecordsTableChunk
          key={chunk[0].id}
          collection={collection}
          records={chunk}
          hidden={hidden}
          selectable={selectable}
          selected={selected}
          fileToken={fileToken}
          onToggle={props.onToggle}
          onOpen={props.onOpen}
          columnCount={columns.length + (selectable ? 2 : 1)}
        />
      ))}
    </table>
  );
}
