import { useId } from "react";
import type { CollectionType } from "../../../../shared/models.ts";
import type { DraftCollection } from "../../lib/collections/collection-form.ts";
import { setCollectionName, setCollectionType } from "../../stores/collection-editor.ts";
import { Field } from "../base/Field.tsx";

const TYPES: ReadonlyArray<{ type: CollectionType; label: string }> = [
  { type: "base", label: "Base collection" },
  { type: "auth", label: "Auth collection" },
  { type: "view", label: "View collection" },
];

export interface CollectionHeaderFieldsProps {
  draft: DraftCollection;
  isNew: boolean;
}

/** The collection name (slugified as typed, locked for system collections) and, while new, its type. */
export function CollectionHeaderFields({ draft, isNew }: CollectionHeaderFieldsProps) {
  const id = useId();
  return (
    <div className="collection-header-fields">
      <Field name="name" label="Name" htmlFor={`${id}name`} required className="collection-name-field">
        <input
          id={`${id}name`}
          className="input"
          required
          autoComplete="off"
          spellCheck={false}
          placeholder='eg. "posts"'
          // biome-ignore lint/a11y/noAutofocus: the panel opens to type the name of a new collection
          autoFocus={isNew}
          readOnly={draft.system}
          title={draft.system ? "System collections cannot be renamed." : undefined}
          value={draft.name}
          onChange={(e) => setCollectionName(e.target.value)}
        />
      </Field>
      <Field name="type" label="Type" htmlFor={`${id}type`}>
        {isNew ? (
          <select
            id={`${id}type`}
            className="input"
            value={draft.type}
            onChange={(e) => setCollectionType(e.target.value as CollectionType)}
          >
            {TYPES.map((t) => (
              <option key={t.type} value={t.type}>
                {t.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={`${id}type`}
            className="input"
            readOnly
            value={TYPES.find((t) => t.type === draft.type)?.label ?? draft.type}
          />
        )}
      </Field>
    </div>
  );
}
