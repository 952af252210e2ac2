import type { RecordModel, SchemaField } from "../../../../../shared/models.ts";
import { plainText, truncate } from "../../../lib/format.ts";
import { toList } from "../../../lib/records/field-values.ts";
import { DEFAULT_THUMB, hasThumb } from "../../../lib/records/file-types.ts";
import { fileUrl } from "../../../lib/records/file-url.ts";
import { geoPointLabel, newerType } from "../../../lib/records/newer-field-values.ts";
import { Icon } from "../../base/Icon.tsx";
import { Thumb } from "../../base/Thumb.tsx";
import { RelationValue } from "./RelationValue.tsx";

/** Preview lists (spec §9): files 10, relations 20 in a cell; 500 of each in full previews. */
const MAX_FILES = 10;
const MAX_RELATIONS = 20;

export interface RecordFieldValueProps {
  field: SchemaField;
  record: RecordModel;
  /** null while the token of a protected field loads. */
  fileToken?: string | null;
  short?: boolean;
}

/** A record value for tables and previews, rendered per field type. */
export function RecordFieldValue({ field, record, fileToken, short = true }: RecordFieldValueProps) {
  const value = record[field.name];
  const limit = short ? 150 : 500;
  if (newerType(field) === "geoPoint") return <span className="txt-mono">{geoPointLabel(value)}</span>;
  switch (field.type) {
    case "bool":
      return <span className={`label ${value ? "label-success" : ""}`}>{value ? "True" : "False"}</span>;
    case "number":
      return <span className="txt-mono">{value === null || value === undefined ? "" : String(value)}</span>;
    case "editor":
      return <span className="txt">{truncate(plainText(String(value ?? "")), short ? 150 : 250)}</span>;
    case "json": {
      const text = value === null || value === undefined ? "" : JSON.stringify(value);
      return <span className="txt-mono">{truncate(text, short ? 150 : 500)}</span>;
    }
    case "select":
      return (
        <span className="chips">
          {toList(value).map((v) => (
            <span key={v} className="chip">
              {v}
            </span>
          ))}
        </span>
      );
    case "relation":
      return <RelationValue field={field} record={record} limit={short ? MAX_RELATIONS : 500} />;
    case "file": {
      const names = toList(value).slice(0, short ? MAX_FILES : 500);
      const token = fileToken ?? "";
      if (field.options.protected && fileToken === null) {
        return (
          <span className="file-thumbs">
            {names.map((n) => (
              <Icon key={n} name="lock" size={16} />
            ))}
          </span>
        );
      }
      return (
        <span className="file-thumbs">
          {names.map((name) => (
            <a
              key={name}
              className="file-thumb"
              href={fileUrl(record, name, { token })}
              target="_blank"
              rel="noopener noreferrer"
              title={name}
              onClick={(e) => e.stopPropagation()}
            >
              {hasThumb(name) ? (
                <Thumb src={fileUrl(record, name, { thumb: DEFAULT_THUMB, token })} alt={name} />
              ) : (
                <Icon name="file" size={16} />
              )}
            </a>
          ))}
        </span>
      );
    }
    default:
      return <span className="txt">{truncate(String(value ?? ""), limit)}</span>;
  }
}
