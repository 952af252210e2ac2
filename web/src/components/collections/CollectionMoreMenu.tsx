import { Dropdown } from "../base/Dropdown.tsx";
import { Icon } from "../base/Icon.tsx";

export interface CollectionMoreMenuProps {
  onDuplicate: () => void;
  onDelete: () => void;
}

/** Duplicate and Delete of a saved, non-system collection. */
export function CollectionMoreMenu({ onDuplicate, onDelete }: CollectionMoreMenuProps) {
  return (
    <Dropdown label="More collection options" trigger={<Icon name="more" />}>
      {(close) => (
        <>
          <button
            type="button"
            role="menuitem"
            className="dropdown-item"
            onClick={() => {
              close();
              onDuplicate();
            }}
          >
            Duplicate
          </button>
          <button
            type="button"
            role="menuitem"
            className="dropdown-item txt-danger"
            onClick={() => {
              close();
              onDelete();
            }}
          >
            Delete
          </button>
        </>
      )}
    </Dropdown>
  );
}
