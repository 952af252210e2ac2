/** @module PocketBase v0.23+ collections (flat `fields`) → v0.18–v0.22 (`schema` + `options`). */
import { CollectionsFileError, type ExportedCollection } from "./collections-export.ts";
import { type FieldsCollection, UNLIMITED_SELECT } from "./fields-to-v023.ts";
import type { FlatField } from "./system-fields.ts";
import { idField } from "./system-fields.ts";

type Loose = Record<string, unknown>;

const OLD_TYPES = [
  "text",
  "number",
  "bool",
  "email",
  "url",
  "editor",
  "date",
  "select",
  "json",
  "file",
  "relation",
];
const AUTH_SYSTEM = ["password", "tokenKey", "email", "emailVisibility", "verified", "username"];

const int = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : 0);
const positiveOrNull = (value: unknown) => (int(value) > 0 ? int(value) : null);
const strings = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
const text = (value: unknown) => (typeof value === "string" ? value : "");

/** `@request.body` was `@request.data` before v0.23. */
function oldRule(rule: unknown): string | null {
  return typeof rule === "string" ? rule.replaceAll("@request.body", "@request.data") : null;
}

function refuse(collection: string, what: string): never {
  throw new CollectionsFileError(`collection "${collection}" ${what}`);
}

/**
 * One type's flat options nested back as the older `options`. `where` is called for options the
 * older server lacks (the import refuses them; the console's display of a v0.23+ collection ignores
 * them). A `maxSelect` of 0 or 1 is single on v0.23+, and at least 1 on v0.18.
 */
export function oldFieldOptions(type: string, f: Loose, where: () => void): Loose {
  switch (type) {
    case "text":
      if (f.primaryKey === true || text(f.autogeneratePattern)) where();
      return { min: positiveOrNull(f.min), max: positiveOrNull(f.max), pattern: text(f.pattern) };
    case "number":
      return { min: f.min ?? null, max: f.max ?? null, noDecimal: f.onlyInt === true };
    case "email":
    case "url":
      return { exceptDomains: strings(f.exceptDomains), onlyDomains: strings(f.onlyDomains) };
    case "editor":
      if (int(f.maxSize) > 0) where();
      return { convertUrls: f.convertURLs === true };
    case "date":
      return { min: text(f.min), max: text(f.max) };
    case "select":
      return { maxSelect: Math.max(1, int(f.maxSelect)), values: strings(f.values) };
    case "json":
      return { maxSize: int(f.maxSize) };
    case "relation":
      return {
        collectionId: text(f.collectionId),
        cascadeDelete: f.cascadeDelete === true,
        minSelect: positiveOrNull(f.minSelect),
        maxSelect: int(f.maxSelect) >= UNLIMITED_SELECT ? null : Math.max(1, int(f.maxSelect)),
        displayFields: null,
      };
    case "file":
      return {
        mimeTypes: strings(f.mimeTypes),
        thumbs: strings(f.thumbs),
        maxSelect: Math.max(1, int(f.maxSelect)),
        maxSize: int(f.maxSize),
        protected: f.protected === true,
      };
    default:
      return {}; // bool
  }
}

/** One ordinary field in the older shape, or an error saying why the older server cannot hold it. */
function oldField(collection: string, field: FlatField): Loose {
  const name = `field "${field.name}"`;
  if (!OLD_TYPES.includes(field.type))
    refuse(collection, `${name}: the ${field.type} type does not exist before PocketBase v0.23`);
  if (field.hidden === true)
    refuse(collection, `${name}: hidden fields do not exist before PocketBase v0.23`);
  const unsupported = (): never =>
    refuse(
      collection,
      `${name}: its ${field.type} options (primary key, generated values, size limit) do not exist before PocketBase v0.23`,
    );
  return {
    system: field.system === true,
    id: field.id,
    name: field.name,
    type: field.type,
    required: field.required === true,
    presentable: field.presentable === true,
    unique: false,
    options: oldFieldOptions(field.type, field as Loose, unsupported),
  };
}

/** Whether a field is the standard `created`/`updated` autodate (implicit before v0.23). */
function isStandardDate(field: FlatField): boolean {
  if (field.type !== "autodate") return false;
  if (field.name === "created") return field.onCreate === true && field.onUpdate !== true && !field.hidden;
  if (field.name === "updated") return field.onCreate === true && field.onUpdate === true && !field.hidden;
  return false;
}

/** The id field must be the generated 15-character one, the only kind before v0.23. */
function checkIdField(collection: FieldsCollection, field: FlatField | undefined): void {
  if (!field) refuse(collection.name, 'has no "id" field');
  if (collection.type === "view") return; // derived from the query by both generations
  const standard = idField();
  for (const key of ["type", "min", "max", "pattern", "autogeneratePattern", "hidden"])
    if (JSON.stringify(field[key]) !== JSON.stringify(standard[key]))
      refuse(
        collection.name,
        `field "id": a custom ${key} of the record id does not exist before PocketBase v0.23`,
      );
}

/** Refuses the v0.23+ auth settings that have no older counterpart. */
function checkAuthSettings(c: FieldsCollection): void {
  const section = (key: string) => (c[key] ?? {}) as Loose;
  // authAlert is on by default from v0.23: an older server has no alert emails, so it is left out
  for (const key of ["mfa", "otp"])
    if (section(key).enabled === true)
      refuse(c.name, `has ${key} enabled: it does not exist before PocketBase v0.23`);
  const mapped = (section("oauth2").mappedFields ?? {}) as Loose;
  for (const key of ["id", "name", "avatarURL"])
    if (text(mapped[key]))
      refuse(c.name, `maps the OAuth2 ${key} to a field: it does not exist before PocketBase v0.23`);
  if (mapped.username !== undefined && text(mapped.username) !== "username")
    refuse(c.name, "maps the OAuth2 username to another field: it does not exist before PocketBase v0.23");
  const identity = strings(section("passwordAuth").identityFields);
  const other = identity.find((field) => field !== "email" && field !== "username");
  if (other)
    refuse(
      c.name,
      `signs in with the "${other}" field: only email and username exist before PocketBase v0.23`,
    );
  const authRule = c.authRule === undefined ? "" : c.authRule;
  if (authRule !== "" && (typeof authRule !== "string" || authRule.replace(/\s+/g, "") !== "verified=true"))
    refuse(
      c.name,
      `has the auth rule ${JSON.stringify(authRule)}: only "" and "verified=true" exist before PocketBase v0.23`,
    );
}

/** The older auth `options`, read from the auth system fields and the auth settings. */
function oldAuthOptions(c: FieldsCollection, byName: Map<string, FlatField>): Loose {
  checkAuthSettings(c);
  const password = byName.get("password");
  const email = byName.get("email");
  if (password?.type !== "password" || email?.type !== "email")
    refuse(c.name, 'lacks the auth "password" or "email" system field');
  if (int(password.max) > 0 || text(password.pattern))
    refuse(c.name, 'field "password": a maximum length or pattern does not exist before PocketBase v0.23');
  const username = byName.get("username");
  if (username && username.type !== "text")
    refuse(c.name, 'field "username": it is always text before PocketBase v0.23');
  const passwordAuth = (c.passwordAuth ?? {}) as Loose;
  const identity = passwordAuth.enabled === true ? strings(passwordAuth.identityFields) : [];
  return {
    allowEmailAuth: identity.includes("email"),
    allowOAuth2Auth: ((c.oauth2 ?? {}) as Loose).enabled === true,
    allowUsernameAuth: identity.includes("username"),
    exceptEmailDomains: strings(email.exceptDomains),
    manageRule: oldRule(c.manageRule),
    minPasswordLength: int(password.min),
    onlyEmailDomains: strings(email.onlyDomains),
    onlyVerified: typeof c.authRule === "string" && c.authRule.replace(/\s+/g, "") === "verified=true",
    requireEmail: email.required === true,
  };
}

/** The auth system indexes the older server makes itself (it rejects them as ordinary ones). */
function isAuthIndex(c: FieldsCollection, index: string): boolean {
  return (
    c.type === "auth" &&
    new RegExp(`^CREATE UNIQUE INDEX \`_${c.id}_(username|email|tokenKey)_idx\``).test(index)
  );
}

function toSchemaCollection(c: FieldsCollection): ExportedCollection {
  const fields = Array.isArray(c.fields) ? c.fields : refuse(c.name, 'has no "fields" array');
  const byName = new Map(fields.map((field) => [field.name, field]));
  checkIdField(c, byName.get("id"));
  const implicit = new Set(["id", ...(c.type === "auth" ? AUTH_SYSTEM : [])]);
  const schema = fields
    .filter((field) => !implicit.has(field.name) && !isStandardDate(field))
    .map((field) => {
      if (field.type === "password")
        refuse(
          c.name,
          `field "${field.name}": password fields other than auth's do not exist before PocketBase v0.23`,
        );
      if (field.type === "autodate")
        refuse(
          c.name,
          `field "${field.name}": autodate fields other than created/updated do not exist before PocketBase v0.23`,
        );
      return oldField(c.name, field);
    });
  let options: Loose = {};
  if (c.type === "auth") options = oldAuthOptions(c, byName);
  if (c.type === "view") options = { query: text(c.viewQuery) };
  return {
    id: c.id,
    name: c.name,
    type: c.type,
    system: c.system === true,
    schema,
    indexes: (c.indexes ?? []).filter((index) => !isAuthIndex(c, index)),
    listRule: oldRule(c.listRule),
    viewRule: oldRule(c.viewRule),
    createRule: oldRule(c.createRule),
    updateRule: oldRule(c.updateRule),
    deleteRule: oldRule(c.deleteRule),
    options,
  } as unknown as ExportedCollection;
}

/**
 * Converts v0.23+ collections (flat `fields`) back to the v0.18–v0.22 format.
 * @throws CollectionsFileError naming the collection and field the older server cannot hold
 * (a geoPoint field, a hidden field, an extra autodate or password field, MFA/OTP/auth alerts on…)
 * @example fromFieldsFormat(toFieldsFormat(collections)) // the same collections back
 */
export function fromFieldsFormat(collections: readonly FieldsCollection[]): ExportedCollection[] {
  return collections.map(toSchemaCollection);
}
