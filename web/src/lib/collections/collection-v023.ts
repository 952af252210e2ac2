/**
 * @module The collection panel on PocketBase v0.23+ (`fields` model): the server's collection as a
 * draft of the panel's (v0.18) form, the save body built from the draft merged onto the server's
 * collection, and the server's error paths as the form's.
 */
import type { CollectionType, FieldErrors } from "../../../../shared/models.ts";
import { autodateField } from "../../../../shared/schema/system-fields.ts";
import type { DraftCollection, DraftField } from "./collection-form.ts";
import { randomKey } from "./collection-form.ts";
import { effectiveIndexes, renameIndexesTable } from "./collection-indexes.ts";

/** A collection as a v0.23+ server sends it (the keys the form does not show ride along). */
export type RawCollection = Record<string, unknown> & {
  id: string;
  name: string;
  type: CollectionType;
  system?: boolean;
  fields?: RawField[];
  indexes?: string[];
};
/** A v0.23+ field: the common keys and its type's options at the top level. */
export type RawField = Record<string, unknown> & { id?: string; name: string; type: string };

/** The field types that exist from v0.23 on only, for the New field menu. */
export const V023_ONLY_FIELD_TYPES = [
  { type: "autodate", label: "Autodate" },
  { type: "geoPoint", label: "Geo point" },
  { type: "password", label: "Password" },
] as const;

/** Relation "no limit": what v0.23+ stores for a multiple relation without a maximum. */
const UNLIMITED_SELECT = 2147483647;

/** Keys of a field that are not its type's options (they sit beside `options` in the form). */
const COMMON_KEYS = ["id", "name", "type", "system", "required", "presentable", "hidden", "help"];

type Loose = Record<string, unknown>;

const nullIfZero = (value: unknown) => (typeof value === "number" && value !== 0 ? value : null);

/** A v0.23+ field's options under the form's (v0.18) names; v0.23-only types keep the server's. */
function formOptions(type: string, f: Loose): Loose {
  switch (type) {
    case "text":
      return { min: nullIfZero(f.min), max: nullIfZero(f.max), pattern: f.pattern ?? "" };
    case "number":
      return { min: f.min ?? null, max: f.max ?? null, noDecimal: f.onlyInt === true };
    case "editor":
      return { convertUrls: f.convertURLs === true };
    case "relation":
      return {
        collectionId: f.collectionId ?? "",
        cascadeDelete: f.cascadeDelete === true,
        minSelect: nullIfZero(f.minSelect),
        maxSelect: f.maxSelect === UNLIMITED_SELECT ? null : (f.maxSelect ?? 0),
        displayFields: null,
      };
    default: {
      const options: Loose = {};
      for (const [key, value] of Object.entries(f)) if (!COMMON_KEYS.includes(key)) options[key] = value;
      return options;
    }
  }
}

/** The form's options of a field under the server's names (the inverse of formOptions). */
function serverOptions(type: string, o: Loose): Loose {
  switch (type) {
    case "text":
      return { min: o.min ?? 0, max: o.max ?? 0, pattern: o.pattern ?? "" };
    case "number":
      return { min: o.min ?? null, max: o.max ?? null, onlyInt: o.noDecimal === true };
    case "editor":
      return { convertURLs: o.convertUrls === true };
    case "relation":
      return {
        collectionId: o.collectionId ?? "",
        cascadeDelete: o.cascadeDelete === true,
        minSelect: o.minSelect ?? 0,
        maxSelect: o.maxSelect === null ? UNLIMITED_SELECT : (o.maxSelect ?? 0),
      };
    default:
      return { ...o };
  }
}

/** The form key of a server option name, for error paths (`onlyInt` → `noDecimal`). */
const FORM_OPTION_NAMES: Readonly<Record<string, string>> = {
  onlyInt: "noDecimal",
  convertURLs: "convertUrls",
};

/** A v0.23+ field as a draft field; `raw` keeps it whole so that a save loses nothing the form hides. */
function draftFieldFromServer(field: RawField): DraftField {
  return {
    id: field.id ?? "",
    name: field.name,
    type: field.type,
    system: field.system === true,
    required: field.required === true,
    presentable: field.presentable === true,
    hidden: field.hidden === true,
    help: typeof field.help === "string" ? field.help : undefined,
    unique: false,
    options: formOptions(field.type, field),
    key: field.id || randomKey(),
    originalName: field.id ? field.name : undefined,
    raw: structuredClone(field),
  } as unknown as DraftField;
}

/** A draft of a v0.23+ collection (saved, or a server scaffold for a new one). */
export function draftFromServer(raw: RawCollection): DraftCollection {
  const copy = structuredClone(raw);
  const rule = (key: string) => (typeof copy[key] === "string" ? (copy[key] as string) : null);
  return {
    id: copy.id ?? "",
    created: String(copy.created ?? ""),
    updated: String(copy.updated ?? ""),
    name: copy.name ?? "",
    originalName: copy.id ? copy.name : "",
    type: copy.type,
    system: copy.system === true,
    schema: (copy.fields ?? []).map(draftFieldFromServer),
    indexes: [...(copy.indexes ?? [])],
    listRule: rule("listRule"),
    viewRule: rule("viewRule"),
    createRule: rule("createRule"),
    updateRule: rule("updateRule"),
    deleteRule: rule("deleteRule"),
    options: copy.type === "view" ? { query: String(copy.viewQuery ?? "") } : {},
    raw: copy,
  };
}

/** A new collection's draft from the server's scaffold of its type (+ created/updated, not for views). */
export function newDraftFromScaffold(scaffold: RawCollection): DraftCollection {
  const fields = [...(scaffold.fields ?? [])];
  // the `created` and `updated` autodates a new base or auth collection starts with
  if (scaffold.type !== "view") fields.push(autodateField("created"), autodateField("updated"));
  return draftFromServer({ ...scaffold, id: "", name: "", fields });
}

/**
 * A new v0.23+ draft switched to the scaffold of another type: the name, rules and the fields the
 * user added are kept, the system fields and type options are the new type's.
 */
export function changeServerDraftType(draft: DraftCollection, scaffold: RawCollection): DraftCollection {
  const next = newDraftFromScaffold(scaffold);
  const own = draft.schema.filter((f) => !f.system && !next.schema.some((n) => n.name === f.name));
  return {
    ...next,
    name: draft.name,
    // the scaffold's auth indexes name no table yet
    indexes: renameIndexesTable(next.indexes, draft.name),
    listRule: draft.listRule,
    viewRule: draft.viewRule,
    createRule: scaffold.type === "view" ? null : draft.createRule,
    updateRule: scaffold.type === "view" ? null : draft.updateRule,
    deleteRule: scaffold.type === "view" ? null : draft.deleteRule,
    schema: scaffold.type === "view" ? [] : [...next.schema, ...own],
  };
}

/** A new field of a v0.23+ collection: the server's defaults of its type. */
export function serverFieldDefaults(type: string): Loose {
  if (type === "autodate") return { onCreate: true, onUpdate: false };
  if (type === "password") return { min: 0, max: 0, pattern: "", cost: 0 };
  if (type === "geoPoint") return {};
  if (type === "json") return { maxSize: 0 };
  if (type === "editor") return { convertUrls: false, maxSize: 0 };
  return {};
}

/** One draft field as the server's field: its saved JSON with the form's values on top. */
function fieldBody(field: DraftField): RawField {
  const extra = field as DraftField & { raw?: RawField; hidden?: boolean; help?: string };
  const body: RawField = {
    ...(extra.raw ?? {}),
    name: field.name,
    type: field.type,
    system: field.system,
    hidden: extra.hidden === true,
    presentable: field.presentable,
    ...serverOptions(field.type, field.options as Loose),
  };
  if (field.id) body.id = field.id;
  else delete body.id; // a new field (or a copy): the server gives it an id
  // autodate has no required flag; help exists from v0.37 (sent when the server showed it or it was typed)
  if ((field.type as string) !== "autodate") body.required = field.required;
  if (extra.help !== undefined && (extra.raw?.help !== undefined || extra.help !== ""))
    body.help = extra.help;
  return body;
}

/** The create/update body of a v0.23+ draft: its saved collection with the form's values on top. */
export function serverCollectionBody(draft: DraftCollection): Record<string, unknown> {
  const { created: _created, updated: _updated, ...raw } = (draft.raw ?? {}) as Loose;
  const isView = draft.type === "view";
  const body: Loose = {
    ...raw,
    name: draft.name,
    type: draft.type,
    system: draft.system,
    indexes: isView ? [] : effectiveIndexes(draft).map((index) => index.sql),
    listRule: draft.listRule,
    viewRule: draft.viewRule,
    createRule: isView ? null : draft.createRule,
    updateRule: isView ? null : draft.updateRule,
    deleteRule: isView ? null : draft.deleteRule,
  };
  if (isView) {
    // a view's fields come from its query: the server derives them again on save
    delete body.fields;
    body.viewQuery = draft.options.query ?? "";
  } else {
    body.fields = draft.schema.filter((f) => !f.toDelete).map(fieldBody);
  }
  if (draft.id) body.id = draft.id;
  else delete body.id;
  return body;
}

/**
 * The server's error paths as the form's: `fields.2.onlyInt` → `schema.2.options.noDecimal`,
 * `fields.2.name` stays on the field, `viewQuery` → `options.query`; the rest is unchanged.
 */
export function formErrorsFromServer(data: FieldErrors): FieldErrors {
  const { fields, viewQuery, ...rest } = data as Record<string, FieldErrors>;
  const out: Record<string, unknown> = { ...rest };
  if (viewQuery) out.options = { ...((rest.options as FieldErrors) ?? {}), query: viewQuery };
  if (fields && typeof fields === "object" && typeof fields.message !== "string") {
    const schema: Record<string, unknown> = {};
    for (const [index, node] of Object.entries(fields)) {
      if (!node || typeof node !== "object" || typeof (node as { message?: unknown }).message === "string") {
        schema[index] = node;
        continue;
      }
      const field: Record<string, unknown> = {};
      const options: Record<string, unknown> = {};
      for (const [key, error] of Object.entries(node as FieldErrors)) {
        if (COMMON_KEYS.includes(key)) field[key] = error;
        else options[FORM_OPTION_NAMES[key] ?? key] = error;
      }
      if (Object.keys(options).length > 0) field.options = options;
      schema[index] = field;
    }
    out.schema = schema;
  } else if (fields) {
    out.schema = fields;
  }
  return out as FieldErrors;
}

/** `value` at `path` in a copy of `source` (objects and arrays on the way are copied, missing ones made). */
export function setAtPath(source: unknown, path: ReadonlyArray<string | number>, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy: Record<string | number, unknown> = Array.isArray(source)
    ? ([...source] as unknown as Record<number, unknown>)
    : { ...((source ?? {}) as Loose) };
  copy[head] = setAtPath(copy[head], rest, value);
  return copy;
}

/** The value at `path` of a v0.23+ draft's collection (auth options). */
export function serverOption(draft: DraftCollection, path: ReadonlyArray<string | number>): unknown {
  let node: unknown = draft.raw;
  for (const key of path) node = node && typeof node === "object" ? (node as Loose)[key] : undefined;
  return node;
}

/** The top-level keys of a v0.23+ auth collection's own options (for the Options tab's error mark). */
export const AUTH_OPTION_KEYS = [
  "passwordAuth",
  "oauth2",
  "mfa",
  "otp",
  "authAlert",
  "authToken",
  "passwordResetToken",
  "emailChangeToken",
  "verificationToken",
  "fileToken",
  "verificationTemplate",
  "resetPasswordTemplate",
  "confirmEmailChangeTemplate",
] as const;
