import type { FieldType } from "../../../../../shared/models.ts";
import { NEW_FIELD_TYPES, NEW_FIELD_TYPES_V023 } from "../../../lib/collections/schema-fields.ts";
import { Dropdown } from "../../base/Dropdown.tsx";
import { FieldTypeIcon } from "../../base/FieldTypeIcon.tsx";
import { Icon } from "../../base/Icon.tsx";

export interface NewFieldMenuProps {
  onAdd: (type: FieldType) => void;
  /** The server has v0.23's fields model: its newer types are offered too. */
  fieldsModel?: boolean;
}

/** The New field dropdown: one entry per field type the server has. */
export function NewFieldMenu({ onAdd, fieldsModel }: NewFieldMenuProps) {
  return (
    <Dropdown
      label="New field"
      className="new-field-menu"
      align="left"
      triggerClassName="btn btn-secondary btn-block"
      trigger={
        <>
          <Icon name="plus" size={16} /> New field
        </>
      }
    >
      {(close) =>
        (fieldsModel ? NEW_FIELD_TYPES_V023 : NEW_FIELD_TYPES).map(({ type, label }) => (
          <button
            key={type}
            type="button"
            role="menuitem"
            className="dropdown-item"
            onClick={() => {
              close();
              onAdd(type);
            }}
          >
            <FieldTypeIcon type={type} /> {label}
          </button>
        ))
      }
    </Dropdown>
  );
}
