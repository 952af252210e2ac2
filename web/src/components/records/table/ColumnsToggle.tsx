import type { Collection } from "../../../../../shared/models.ts";
import type { DateField } from "../../../../../shared/records/record-date-fields.ts";
import { recordsTableColumns } from "../../../lib/records/table-columns.ts";
import { Dropdown } from "../../base/Dropdown.tsx";
import { Icon } from "../../base/Icon.tsx";

export interface ColumnsToggleProps {
  collection: Collection;
  hidden: string[];
  /** The dates a view's rows carry (no toggle for the others); ignored for base and auth. */
  viewDates: readonly DateField[];
  onToggle: (column: string) => void;
}

/** The toggle-columns menu of the records table. */
export function ColumnsToggle({ collection, hidden, viewDates, onToggle }: ColumnsToggleProps) {
  return (
    <Dropdown label="Toggle columns" trigger={<Icon name="columns" size={16} />}>
      {() =>
        recordsTableColumns(collection, viewDates).map((column) => (
          <label key={column} className="dropdown-item dropdown-check">
            <input type="checkbox" checked={!hidden.includes(column)} onChange={() => onToggle(column)} />
            {column}
          </label>
        ))
      }
    </Dropdown>
  );
}
