import { useStore } from "@nanostores/react";
import { useId } from "react";
import { viewSchemaErrorSentences } from "../../lib/collections/collection-errors.ts";
import { $draft, setCollectionOptions } from "../../stores/collection-editor.ts";
import { $fieldErrors, clearFieldError } from "../../stores/field-errors.ts";
import { CodeEditor } from "../base/code-editor/CodeEditor.tsx";
import { Field } from "../base/Field.tsx";
import { ViewQueryPreview } from "./ViewQueryPreview.tsx";

/** The SELECT statement of a view collection; its fields are derived from the columns. */
export function ViewQueryTab() {
  const id = useId();
  const draft = useStore($draft);
  const errors = useStore($fieldErrors);
  const schemaErrors = viewSchemaErrorSentences(errors);

  return (
    <div className="view-query-tab">
      <Field name="options.query" label="Select query" htmlFor={`${id}query`} required>
        <CodeEditor
          id={`${id}query`}
          language="sql"
          placeholder="eg. SELECT id, name FROM posts"
          value={draft.options.query ?? ""}
          onChange={(query) => {
            setCollectionOptions({ query });
            clearFieldError("schema");
          }}
        />
      </Field>
      {schemaErrors.length > 0 && (
        <ul className="field-message view-schema-errors" role="alert">
          {schemaErrors.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      )}
      <ViewQueryPreview query={draft.options.query ?? ""} fieldsModel={!!draft.raw} />
      <ul className="muted view-query-hints">
        <li>Wildcard columns (*) are not supported: name each column.</li>
        <li>
          Every row needs a unique id column. Without one, number the rows:{" "}
          <code>(ROW_NUMBER() OVER()) as id</code>.
        </li>
        <li>
          Give each expression an alias that is a valid field name, e.g. <code>MAX(total) as maxTotal</code>.
        </li>
        <li>The fields of the collection are derived from the columns when it is saved.</li>
      </ul>
    </div>
  );
}
