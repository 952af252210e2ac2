import type { Collection } from "../../../../../shared/models.ts";
import { tableColumns } from "../../../lib/collections/collection-fields.ts";
import { Dropdown } from "../../base/Dropdown.tsx";
import { Icon } from "../../base/Icon.tsx";

export interface ColumnsToggleProps {
  collection: Collection;
  hidden: string[];
  /** False for a view without `created`: no date columns to toggle. */
  hasCreated: boolean;
  onToggle: (column: string) => void;
}

/** The toggle-columns menu of the records table. */
export function ColumnsToggle({ collection, hidden, hasCreated, onToggle }: ColumnsToggleProps) {
  return (
    <Dropdown label="Toggle columns" trigger={<Icon name="columns" size={16} />}>
      {() =>
        tableColumns(collection, hasCreated).map((column) => (
          <label key={column} className="dropdown-item dropdown-check">
            <input type="checkbox" checked={!hidden.includes(column)} onChange={() => onToggle(column)} />
            {column}
          </label>
        ))
      }
    </Dropdown>
  );
}
