/** @module Schema fields in the collection panel: the New field menu, defaults, required and single/multiple. */

import type { FieldOptionsByType, FieldType, SchemaField } from "../../../../shared/models.ts";
import { type DraftField, randomKey } from "./collection-form.ts";
import { V023_ONLY_FIELD_TYPES } from "./collection-v023.ts";

/** The New field menu, in order, with its labels. */
export const NEW_FIELD_TYPES: ReadonlyArray<{ type: FieldType; label: string }> = [
  { type: "text", label: "Plain text" },
  { type: "editor", label: "Rich editor" },
  { type: "number", label: "Number" },
  { type: "bool", label: "Bool" },
  { type: "email", label: "Email" },
  { type: "url", label: "Url" },
  { type: "date", label: "DateTime" },
  { type: "select", label: "Select" },
  { type: "file", label: "File" },
  { type: "relation", label: "Relation" },
  { type: "json", label: "JSON" },
];

/** The New field menu on v0.23+: the same types, then the ones that exist from v0.23 on. */
export const NEW_FIELD_TYPES_V023: ReadonlyArray<{ type: FieldType; label: string }> = [
  ...NEW_FIELD_TYPES,
  ...V023_ONLY_FIELD_TYPES.map((t) => ({ type: t.type as FieldType, label: t.label })),
];

/** The label of a field type (`date` -> `DateTime`). */
export function fieldTypeLabel(type: string): string {
  return NEW_FIELD_TYPES_V023.find((t) => t.type === type)?.label ?? type;
}

/** Default file size limit in bytes (5 MB). */
export const DEFAULT_FILE_MAX_SIZE = 5242880;
/** Max select of a multiple file field. */
export const MULTIPLE_FILES_MAX = 99;

/** The options a new field of `type` starts with. */
export function defaultFieldOptions<T extends FieldType>(type: T): FieldOptionsByType[T] {
  const defaults: { [K in FieldType]: FieldOptionsByType[K] } = {
    text: { min: null, max: null, pattern: "" },
    number: { min: null, max: null, noDecimal: false },
    bool: {},
    email: { exceptDomains: null, onlyDomains: null },
    url: { exceptDomains: null, onlyDomains: null },
    editor: { convertUrls: false },
    date: { min: "", max: "" },
    select: { maxSelect: 1, values: [] },
    json: {},
    file: { maxSelect: 1, maxSize: DEFAULT_FILE_MAX_SIZE, mimeTypes: [], thumbs: [], protected: false },
    relation: { collectionId: "", cascadeDelete: false, minSelect: null, maxSelect: 1, displayFields: null },
  };
  return defaults[type];
}

/** The first unused name among `field`, `field1`, `field2`... (case-insensitive). */
export function uniqueFieldName(taken: string[], base = "field"): string {
  const used = new Set(taken.map((n) => n.toLowerCase()));
  if (!used.has(base.toLowerCase())) return base;
  for (let i = 1; ; i++) if (!used.has(`${base}${i}`.toLowerCase())) return `${base}${i}`;
}

/** A new, unsaved field of `type` named after the fields already in `schema`. */
export function newSchemaField(
  type: FieldType,
  schema: ReadonlyArray<Pick<SchemaField, "name">>,
): DraftField {
  return {
    system: false,
    id: "",
    name: uniqueFieldName(schema.map((f) => f.name)),
    type,
    required: false,
    presentable: false,
    unique: false,
    options: defaultFieldOptions(type),
    key: randomKey(),
  } as DraftField;
}

/** Sets required; a required field is never nullable. */
export function setFieldRequired(field: DraftField, required: boolean): DraftField {
  return required ? { ...field, required, nullable: false } : { ...field, required };
}

/** The label of the required switch: Nonfalsey (bool), Nonzero (number), Nonempty otherwise. */
export function requiredLabel(type: FieldType): string {
  if (type === "bool") return "Nonfalsey";
  if (type === "number") return "Nonzero";
  return "Nonempty";
}

/** The tooltip of the required switch, naming the type's empty value. */
export function requiredHint(field: SchemaField): string {
  let empty = '""';
  if (field.type === "bool") empty = "false";
  else if (field.type === "number") empty = "0";
  else if (field.type === "json") empty = "null";
  else if (isMultipleField(field)) empty = "[]";
  return `Requires the field value NOT to be ${empty}.`;
}

/** Whether a select, file or relation field holds several values. */
export function isMultipleField(field: SchemaField): boolean {
  if (field.type === "select" || field.type === "file") return (field.options.maxSelect ?? 1) > 1;
  if (field.type === "relation") return field.options.maxSelect === null || field.options.maxSelect > 1;
  return false;
}

/**
 * The Single/Multiple switch: single sets maxSelect 1 (relation also clears minSelect); multiple
 * sets the value count for select (at least 2), 99 for file and no limit for relation.
 */
export function setFieldMultiple(field: DraftField, multiple: boolean): DraftField {
  if (field.type === "select") {
    const maxSelect = multiple ? Math.max(2, field.options.values?.length ?? 0) : 1;
    return { ...field, options: { ...field.options, maxSelect } };
  }
  if (field.type === "file") {
    return { ...field, options: { ...field.options, maxSelect: multiple ? MULTIPLE_FILES_MAX : 1 } };
  }
  if (field.type === "relation") {
    return multiple
      ? { ...field, options: { ...field.options, maxSelect: null } }
      : { ...field, options: { ...field.options, maxSelect: 1, minSelect: null } };
  }
  return field;
}

/** Whether the field can be edited, renamed or dragged (not marked for deletion, not a saved system field). */
export function isFieldLocked(field: DraftField): boolean {
  return !!field.toDelete || (field.system && !!field.id);
}

/** A comma-separated list as typed -> trimmed non-empty items. */
export function splitList(text: string): string[] {
  return text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A list as shown in a comma-separated input. */
export function joinList(list: readonly string[] | null | undefined): string {
  return (list ?? []).join(", ");
}

/** A number input's text -> a number, or null when empty. */
export function optionalNumber(text: string): number | null {
  if (text.trim() === "") return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** A copy of `field` as a new, unsaved field (no id, a new key) named `<name>_copy` (or the first free variant). */
export function duplicateSchemaField(
  field: DraftField,
  schema: ReadonlyArray<Pick<SchemaField, "name">>,
): DraftField {
  return {
    ...structuredClone(field),
    id: "",
    system: false,
    key: randomKey(),
    originalName: undefined, // a new field: not a rename of the original
    toDelete: false,
    name: uniqueFieldName(
      schema.map((f) => f.name),
      `${field.name}_copy`,
    ),
  };
}
