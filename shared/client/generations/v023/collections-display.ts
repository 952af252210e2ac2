/**
 * @module PocketBase v0.23+ collections (flat `fields`) in the v0.18 model, for display only: the
 * console's collections list and records table read `schema` + `options`. Unlike the import
 * conversion (`shared/schema/fields-from-v023.ts`), nothing is refused: a type the older model lacks
 * is typed as the nearest one (`autodate` as a date, `geoPoint` as JSON, `password` as text) so every
 * screen can read it, and keeps its real type and `hidden` flag beside (`newer`) for the records
 * screen, which edits them as they are. What v0.18 kept implicit (`id`, `created`/`updated`, the auth
 * fields but `username`, an ordinary field from v0.23) is left out of `schema` again. Never send the
 * result back to the server.
 */
import type { Collection, FieldType, SchemaField } from "../../../models.ts";
import { DATE_FIELDS, type DateField } from "../../../records/record-date-fields.ts";
import { oldFieldOptions } from "../../../schema/fields-from-v023.ts";
import type { FieldsCollection } from "../../../schema/fields-to-v023.ts";
import type { FlatField } from "../../../schema/system-fields.ts";

type Loose = Record<string, unknown>;

/** Fields v0.18 did not list in `schema` (the records table shows them on its own). */
const IMPLICIT = new Set(["id", "created", "updated"]);
const IMPLICIT_AUTH = new Set(["password", "tokenKey", "email", "emailVisibility", "verified"]);

/** The nearest v0.18 type of a v0.23+ field type. */
const SHOWN_AS: Record<string, FieldType> = { autodate: "date", geoPoint: "json", password: "text" };

/** The v0.23+ types the records screen edits in their own way (read-only, lon/lat, write-only). */
export type NewerFieldType = "autodate" | "geoPoint" | "password";

/** What a displayed field is beyond its nearest v0.18 type. */
export interface NewerFieldFacts {
  /** The real type, when the v0.18 one is only the nearest. */
  type?: NewerFieldType;
  /** Left out of the API's answers to everyone but superusers. */
  hidden?: boolean;
}

/** A field of the display model: a v0.18 field, with its v0.23+ facts when it came from v0.23+. */
export type DisplayField = SchemaField & { newer?: NewerFieldFacts };

/** The v0.23+ facts of a displayed field (none for a v0.18 field). */
export function newerFacts(field: SchemaField): NewerFieldFacts {
  return (field as DisplayField).newer ?? {};
}

function facts(field: FlatField): NewerFieldFacts | undefined {
  const type = field.type in SHOWN_AS ? (field.type as NewerFieldType) : undefined;
  if (!type && !field.hidden) return undefined;
  return { ...(type && { type }), ...(field.hidden && { hidden: true }) };
}

const strings = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
const text = (value: unknown) => (typeof value === "string" ? value : "");

function shownField(field: FlatField): DisplayField {
  const type = SHOWN_AS[field.type] ?? (field.type as FieldType);
  const newer = facts(field);
  return {
    system: field.system,
    id: field.id,
    name: field.name,
    type,
    required: field.required === true,
    presentable: field.presentable,
    unique: false,
    // the import's conversion, with what v0.18 lacks ignored instead of refused
    options: oldFieldOptions(type, field as Loose, () => {}),
    ...(newer && { newer }),
  } as DisplayField;
}

/**
 * A collection of the display model: marked when converted from v0.23+ `fields`, with the system
 * dates it really has (a collection made through the API or a migration may have neither).
 */
export type DisplayCollection = Collection & { fromFields?: true; dates?: DateField[] };

/**
 * Whether records of this auth collection have v0.18's built-in `username` (v0.23+ has none: a
 * `username` there is an ordinary field of the schema, when the collection has one at all).
 */
export function hasBuiltInUsername(collection: Pick<Collection, "type">): boolean {
  return collection.type === "auth" && !(collection as DisplayCollection).fromFields;
}

/** Whether `name` is one of the server's own collections (`_superusers`, `_mfas`, `_otps`, ...). */
export function isSystemCollection(collection: { system: boolean; name: string }): boolean {
  return collection.system || collection.name.startsWith("_");
}

/**
 * The options shown: a view's query; an auth collection's two v0.23+ rules (`authRule`,
 * `manageRule`), kept as they are so the rules overview can show them beside the five.
 */
function displayOptions(collection: FieldsCollection): Record<string, unknown> {
  const loose = collection as Loose;
  if (collection.type === "view") return { query: text(loose.viewQuery) };
  if (collection.type !== "auth") return {};
  const rule = (value: unknown) => (typeof value === "string" ? value : null);
  return { authRule: rule(loose.authRule), manageRule: rule(loose.manageRule) };
}

/** One v0.23+ collection as the v0.18 model, for display. */
export function collectionForDisplay(collection: FieldsCollection): DisplayCollection {
  const implicit = (name: string) =>
    IMPLICIT.has(name) || (collection.type === "auth" && IMPLICIT_AUTH.has(name));
  // hidden fields stay: the console signs in as a superuser, who gets their values
  const schema = (collection.fields ?? []).filter((f) => !implicit(f.name)).map(shownField);
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
    options: displayOptions(collection),
    fromFields: true,
    dates: DATE_FIELDS.filter((name) => (collection.fields ?? []).some((f) => f.name === name)),
  } as DisplayCollection;
}
