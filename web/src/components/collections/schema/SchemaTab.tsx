import { useStore } from "@nanostores/react";
import { useState } from "react";
import type { DraftField } from "../../../lib/collections/collection-form.ts";
import { isFieldLocked } from "../../../lib/collections/schema-fields.ts";
import { $draft, addField, reorderFields } from "../../../stores/collection-editor.ts";
import { SortableList } from "../../base/SortableList.tsx";
import { IndexesList } from "../IndexesList.tsx";
import { NewFieldMenu } from "./NewFieldMenu.tsx";
import { SchemaFieldEditor } from "./SchemaFieldEditor.tsx";

const SYSTEM_FIELDS = ["id", "created", "updated"];
const AUTH_SYSTEM_FIELDS = ["username", "email", "emailVisibility", "verified"];

/** The Fields tab: system fields, the sortable field editors, the New field menu and the indexes. */
export function SchemaTab() {
  const draft = useStore($draft);
  // one options panel open at a time
  const [expanded, setExpanded] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const system = draft.type === "auth" ? [...SYSTEM_FIELDS, ...AUTH_SYSTEM_FIELDS] : SYSTEM_FIELDS;

  // server errors address fields by their position in the saved list, which skips removed fields
  const errorIndex = new Map<string, number>();
  let position = 0;
  for (const field of draft.schema) if (!field.toDelete) errorIndex.set(field.key, position++);

  function add(type: DraftField["type"]) {
    const key = addField(type);
    setExpanded(key);
    setAdded(key);
  }

  return (
    <div className="schema-tab">
      {/* v0.23+ lists its system fields among the fields (locked there) */}
      {!draft.raw && (
        <p className="system-fields muted">
          System fields:{" "}
          {system.map((name) => (
            <span key={name} className="label system-field" title="System fields cannot be changed">
              {name}
            </span>
          ))}
        </p>
      )}
      <SortableList
        items={draft.schema}
        getKey={(field) => field.key}
        handle=".field-drag-handle"
        isLocked={isFieldLocked}
        label="Fields"
        onSort={(list) => reorderFields(list.map((f) => f.key))}
        renderItem={(field, controls) => (
          <SchemaFieldEditor
            field={field}
            errorIndex={errorIndex.get(field.key) ?? -1}
            expanded={expanded === field.key && !isFieldLocked(field)}
            focusName={added === field.key}
            onToggle={() => setExpanded(expanded === field.key ? null : field.key)}
            onMove={(delta) => (delta < 0 ? controls.moveUp() : controls.moveDown())}
          />
        )}
      />
      {draft.schema.length === 0 && <p className="muted schema-empty">No fields yet: add one below.</p>}
      <NewFieldMenu onAdd={add} fieldsModel={!!draft.raw} />
      <IndexesList draft={draft} />
    </div>
  );
}
