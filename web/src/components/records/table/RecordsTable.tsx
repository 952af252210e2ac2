import type { Collection, RecordModel } from "../../../../../shared/models.ts";
import { sortField } from "../../../../../shared/search-filter.ts";
import { tableColumns } from "../../../lib/collections/collection-fields.ts";
import { Icon } from "../../base/Icon.tsx";
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
  /** False for a view without `created`: its empty date columns are left out. */
  hasCreated: boolean;
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
  const { collection, records, totalLoaded, hasCreated, sort, selected, fileToken } = props;
  // rows hide what is in `hidden`: the missing dates of a view go there too
  const hidden = hasCreated ? props.hidden : [...props.hidden, "created", "updated"];
  const selectable = collection.type !== "view";
  const columns = tableColumns(collection, hasCreated).filter((c) => !hidden.includes(c));
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
          {columns.map((column) => (
            <th
              key={column}
              className="col-sort"
              aria-sort={sortedBy === column ? (desc ? "descending" : "ascending") : "none"}
            >
              <button type="button" className="sort-button" onClick={() => props.onSort(column)}>
                {column}
                {sortedBy === column && <Icon name={desc ? "sortDown" : "sortUp"} size={14} />}
              </button>
            </th>
          ))}
          <th className="col-action">
            <ColumnsToggle
              collection={collection}
              hidden={props.hidden}
              hasCreated={hasCreated}
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
