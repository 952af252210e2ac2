import type { RecordModel, SchemaField } from "../../../../../shared/models.ts";
import { newerType } from "../../../lib/records/newer-field-values.ts";
import { AutodateField } from "../fields/AutodateField.tsx";
import { BoolField } from "../fields/BoolField.tsx";
import { DateField } from "../fields/DateField.tsx";
import { EditorField } from "../fields/EditorField.tsx";
import { EmailField } from "../fields/EmailField.tsx";
import { FileField } from "../fields/FileField.tsx";
import { GeoPointField } from "../fields/GeoPointField.tsx";
import { JsonField } from "../fields/JsonField.tsx";
import { NumberField } from "../fields/NumberField.tsx";
import { PasswordField } from "../fields/PasswordField.tsx";
import { RelationField } from "../fields/RelationField.tsx";
import { SelectField } from "../fields/SelectField.tsx";
import { TextField } from "../fields/TextField.tsx";
import type { RecordForm } from "./use-record-form.ts";

export interface RecordFieldInputProps {
  field: SchemaField;
  record: RecordModel | null;
  form: RecordForm;
  /** null while the token of a protected field loads. */
  fileToken: string | null;
}

/** The input of one schema field, picked by type (a v0.23+ type of its own first). */
export function RecordFieldInput({ field, record, form, fileToken }: RecordFieldInputProps) {
  const value = form.values[field.name];
  const set = (v: unknown) => form.setValue(field.name, v);
  switch (newerType(field)) {
    case "autodate":
      return <AutodateField field={field} value={value} isNew={!record} />;
    case "geoPoint":
      return <GeoPointField field={field} value={value} onChange={set} />;
    case "password":
      return <PasswordField field={field} value={value} isNew={!record} onChange={set} />;
  }
  switch (field.type) {
    case "text":
      return <TextField field={field} value={value} onChange={set} />;
    case "number":
      return <NumberField field={field} value={value} onChange={set} />;
    case "bool":
      return <BoolField field={field} value={value} onChange={set} />;
    case "email":
    case "url":
      return <EmailField field={field} value={value} onChange={set} />;
    case "editor":
      return <EditorField field={field} value={value} onChange={set} />;
    case "date":
      return <DateField field={field} value={value} onChange={set} />;
    case "select":
      return <SelectField field={field} value={value} onChange={set} />;
    case "json":
      return <JsonField field={field} value={value} onChange={set} />;
    case "relation":
      return <RelationField field={field} value={value} onChange={set} />;
    case "file":
      return (
        <FileField
          field={field}
          record={record}
          value={value}
          fileToken={fileToken}
          uploads={form.files.uploads[field.name] ?? []}
          deletions={form.files.deletions[field.name] ?? []}
          onUploads={(list) =>
            form.setFiles((f) => ({ ...f, uploads: { ...f.uploads, [field.name]: list } }))
          }
          onDeletions={(list) =>
            form.setFiles((f) => ({ ...f, deletions: { ...f.deletions, [field.name]: list } }))
          }
        />
      );
    default:
      return null;
  }
}
