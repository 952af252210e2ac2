/** @module v0.18–v0.22 collections (`schema` + `options`) → PocketBase v0.23+ (flat `fields`). */
import type { ExportedCollection } from "./collections-export.ts";
import {
  authFields,
  authIndexes,
  autodateField,
  type FlatField,
  idField,
  viewIdField,
} from "./system-fields.ts";
import { viewColumns } from "./view-columns.ts";

/** A v0.23+ collection as a collections file holds it (no secrets, providers or templates). */
export interface FieldsCollection {
  id: string;
  name: string;
  type: "base" | "auth" | "view";
  system: boolean;
  fields: FlatField[];
  indexes: string[];
  listRule: string | null;
  viewRule: string | null;
  createRule: string | null;
  updateRule: string | null;
  deleteRule: string | null;
  [option: string]: unknown;
}

type Loose = Record<string, unknown>;

/** The largest relation maxSelect: what "no limit" (null) becomes from v0.23 on. */
export const UNLIMITED_SELECT = 2147483647;

const int = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : 0);
const strings = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
const text = (value: unknown) => (typeof value === "string" ? value : "");
const numberOrNull = (value: unknown) => (typeof value === "number" ? value : null);

/** `@request.data` became `@request.body` in v0.23. */
export function migrateRule(rule: unknown): string | null {
  return typeof rule === "string" ? rule.replaceAll("@request.data", "@request.body") : null;
}

/** One type's options, flattened and renamed as the upgrade does. */
function flatOptions(type: string, o: Loose): Loose {
  switch (type) {
    case "text":
      return {
        primaryKey: false,
        min: int(o.min),
        max: int(o.max),
        pattern: text(o.pattern),
        autogeneratePattern: "",
      };
    case "number":
      return { onlyInt: o.noDecimal === true, min: numberOrNull(o.min), max: numberOrNull(o.max) };
    case "email":
    case "url":
      return { exceptDomains: strings(o.exceptDomains), onlyDomains: strings(o.onlyDomains) };
    case "editor":
      return { convertURLs: o.convertUrls === true, maxSize: 0 };
    case "date":
      return { min: text(o.min), max: text(o.max) };
    case "select":
      return { maxSelect: int(o.maxSelect), values: strings(o.values) };
    case "json":
      return { maxSize: int(o.maxSize) };
    case "relation":
      return {
        collectionId: text(o.collectionId),
        cascadeDelete: o.cascadeDelete === true,
        minSelect: int(o.minSelect),
        maxSelect: int(o.maxSelect) > 0 ? int(o.maxSelect) : UNLIMITED_SELECT,
      };
    case "file":
      return {
        maxSelect: int(o.maxSelect),
        maxSize: int(o.maxSize),
        mimeTypes: strings(o.mimeTypes),
        thumbs: strings(o.thumbs),
        protected: o.protected === true,
      };
    default:
      return {}; // bool
  }
}

/** One schema field as a flat field (`unique` and relation `displayFields` are dropped). */
function toFlatField(field: Loose): FlatField {
  const type = String(field.type);
  return {
    id: text(field.id),
    name: text(field.name),
    type,
    system: field.system === true,
    hidden: false,
    presentable: field.presentable === true,
    required: field.required === true,
    ...flatOptions(type, (field.options ?? {}) as Loose),
  };
}

/** Whether a view's rows carry `created` / `updated`: its query selects columns of those names. */
function viewDates(query: string): { created: boolean; updated: boolean } {
  const columns = viewColumns(query);
  // a star item is ignored: v0.23+ refuses wildcard columns in view queries anyway
  return { created: columns.includes("created"), updated: columns.includes("updated") };
}

function authOptions(collection: ExportedCollection, options: Loose): Loose {
  const identityFields: string[] = [];
  if (options.allowEmailAuth === true) identityFields.push("email");
  if (options.allowUsernameAuth === true) identityFields.push("username");
  const manageRule = typeof options.manageRule === "string" && options.manageRule ? options.manageRule : null;
  return {
    authRule: options.onlyVerified === true ? "verified=true" : "",
    manageRule: migrateRule(manageRule),
    passwordAuth: { enabled: identityFields.length > 0, identityFields },
    // providers live in the server's settings, not in the file: the server keeps or defaults them
    oauth2: {
      enabled: options.allowOAuth2Auth === true,
      mappedFields: { id: "", name: "", username: "username", avatarURL: "" },
    },
    indexes: [...authIndexes(collection.id, collection.name), ...(collection.indexes ?? [])],
  };
}

/** One v0.18–v0.22 collection as PocketBase v0.23+ holds it after its upgrade. */
function toFieldsCollection(collection: ExportedCollection): FieldsCollection {
  const options = (collection.options ?? {}) as Loose;
  const own = ((collection.schema ?? []) as unknown as Loose[]).map(toFlatField);
  let fields: FlatField[] = [idField(), ...own];
  let extra: Loose = {};
  let dates = { created: true, updated: true };
  if (collection.type === "auth") {
    fields = [
      idField(),
      ...authFields({
        minPasswordLength: int(options.minPasswordLength),
        requireEmail: options.requireEmail === true,
        exceptEmailDomains: strings(options.exceptEmailDomains),
        onlyEmailDomains: strings(options.onlyEmailDomains),
      }),
      ...own,
    ];
    extra = authOptions(collection, options);
  } else if (collection.type === "view") {
    extra = { viewQuery: text(options.query) };
    fields[0] = viewIdField();
    dates = viewDates(text(options.query));
  }
  if (dates.created) fields.push(autodateField("created"));
  if (dates.updated) fields.push(autodateField("updated"));
  return {
    id: collection.id,
    name: collection.name,
    type: collection.type,
    system: collection.system === true,
    fields,
    indexes: [...(collection.indexes ?? [])],
    listRule: migrateRule(collection.listRule),
    viewRule: migrateRule(collection.viewRule),
    createRule: migrateRule(collection.createRule),
    updateRule: migrateRule(collection.updateRule),
    deleteRule: migrateRule(collection.deleteRule),
    ...extra,
  };
}

/**
 * Converts a v0.18–v0.22 collections array (as `pbdeck export` writes it) to the v0.23+ `fields`
 * format, the way PocketBase's own v0.23 upgrade converts stored collections. Token secrets and
 * durations, OAuth2 providers and email templates are left out: they are not in the file.
 * @example toFieldsFormat(parseCollectionsFile(text))[0].fields[0].name // "id"
 */
export function toFieldsFormat(collections: readonly ExportedCollection[]): FieldsCollection[] {
  return collections.map(toFieldsCollection);
}
