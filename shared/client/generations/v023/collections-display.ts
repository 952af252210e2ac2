/**
 * @module PocketBase v0.23+ collections (flat `fields`) in the v0.18 model, for display only: the
 * console's collections list and records table read `schema` + `options`. Unlike the import
 * conversion (`shared/schema/fields-from-v023.ts`), nothing is refused: a type the older model lacks
 * is shown as the nearest one (`autodate` as a date, `geoPoint` as JSON), and what v0.18 kept
 * implicit (`id`, `created`/`updated`, the auth fields) is left out of `schema` again. Never send the
 * result back to the server.
 */
import type { Collection, FieldType, SchemaField } from "../../../models.ts";
import type { FieldsCollection } from "../../../schema/fields-to-v023.ts";
import type { FlatField } from "../../../schema/system-fields.ts";

type Loose = Record<string, unknown>;

/** Fields v0.18 did not list in `schema` (the records table shows them on its own). */
const IMPLICIT = new Set(["id", "created", "updated"]);
const IMPLICIT_AUTH = new Set(["password", "tokenKey", "email", "emailVisibility", "verified", "username"]);

/** The nearest v0.18 type of a v0.23+ field type. */
const SHOWN_AS: Record<string, FieldType> = { autodate: "date", geoPoint: "json", password: "text" };

const int = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : 0);
const strings = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
const text = (value: unknown) => (typeof value === "string" ? value : "");

function options(type: FieldType, f: Loose): Loose {
  switch (type) {
    case "text":
      return { min: int(f.min) || null, max: int(f.max) || null, pattern: text(f.pattern) };
    case "number":
      return { min: f.min ?? null, max: f.max ?? null, noDecimal: f.onlyInt === true };
    case "email":
    case "url":
      return { exceptDomains: strings(f.exceptDomains), onlyDomains: strings(f.onlyDomains) };
    case "editor":
      return { convertUrls: f.convertURLs === true };
    case "date":
      return { min: text(f.min), max: text(f.max) };
    case "select":
      return { maxSelect: Math.max(1, int(f.maxSelect)), values: strings(f.values) };
    case "file":
      return {
        maxSelect: Math.max(1, int(f.maxSelect)),
        maxSize: int(f.maxSize),
        mimeTypes: strings(f.mimeTypes),
        thumbs: strings(f.thumbs),
        protected: f.protected === true,
      };
    case "relation":
      // v0.23+: maxSelect <= 1 is single; v0.18: 1 is single, null is "no limit"
      return {
        collectionId: text(f.collectionId),
        cascadeDelete: f.cascadeDelete === true,
        minSelect: int(f.minSelect) || null,
        maxSelect: Math.max(1, int(f.maxSelect)),
        displayFields: null,
      };
    default:
      return {};
  }
}

function shownField(field: FlatField): SchemaField {
  const type = SHOWN_AS[field.type] ?? (field.type as FieldType);
  return {
    system: field.system,
    id: field.id,
    name: field.name,
    type,
    required: field.required === true,
    presentable: field.presentable,
    unique: false,
    options: options(type, field),
  } as SchemaField;
}

/** Whether `name` is one of the server's own collections (`_superusers`, `_mfas`, `_otps`, ...). */
export function isSystemCollection(collection: { system: boolean; name: string }): boolean {
  return collection.system || collection.name.startsWith("_");
}

/** One v0.23+ collection as the v0.18 model, for display. */
export function collectionForDisplay(collection: FieldsCollection): Collection {
  const implicit = (name: string) =>
    IMPLICIT.has(name) || (collection.type === "auth" && IMPLICIT_AUTH.has(name));
  const schema = (collection.fields ?? []).filter((f) => !implicit(f.name) && !f.hidden).map(shownField);
  const loose = collection as Loose;
  return {
    id: collection.id,
    created: text(loose.created),
    updated: text(loose.updated),
    name: collection.name,
    type: collection.type,
    system: isSystemCollection(collection),
    schema,
    indexes: strings(collection.indexes),
    listRule: collection.listRule,
    viewRule: collection.viewRule,
    createRule: collection.createRule,
    updateRule: collection.updateRule,
    deleteRule: collection.deleteRule,
    options: collection.type === "view" ? { query: text(loose.viewQuery) } : {},
  } as Collection;
}
