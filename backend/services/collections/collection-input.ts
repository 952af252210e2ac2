/** @module Reading a collection from a request body: JSON types checked like Go's decoder, PATCH merge semantics. */
import { parseDateTime } from "../../../shared/dates.ts";
import type { Collection, FieldType, SchemaField } from "../../../shared/models.ts";
import { newFieldId } from "../../lib/random.ts";
import { normaliseField } from "./collection-registry.ts";

/** A collection being created or updated, before validation (options still as submitted). */
export interface CollectionDraft {
  id: string;
  type: string;
  name: string;
  system: boolean;
  schema: SchemaField[];
  indexes: string[];
  listRule: string | null;
  viewRule: string | null;
  createRule: string | null;
  updateRule: string | null;
  deleteRule: string | null;
  options: Record<string, unknown>;
  /** Only used by imports ("" = now). */
  created: string;
}

/** The body does not fit the collection shape (the API answers its "invalid formatting" 400). */
export class InputFormatError extends Error {}

type Kind = "int" | "int?" | "float?" | "bool" | "string" | "strings?" | "date";

const optionKinds: Record<FieldType, Record<string, Kind>> = {
  text: { min: "int?", max: "int?", pattern: "string" },
  number: { min: "float?", max: "float?", noDecimal: "bool" },
  bool: {},
  email: { exceptDomains: "strings?", onlyDomains: "strings?" },
  url: { exceptDomains: "strings?", onlyDomains: "strings?" },
  editor: { convertUrls: "bool" },
  date: { min: "date", max: "date" },
  select: { maxSelect: "int", values: "strings?" },
  json: {},
  file: { maxSelect: "int", maxSize: "int", mimeTypes: "strings?", thumbs: "strings?", protected: "bool" },
  relation: {
    collectionId: "string",
    cascadeDelete: "bool",
    minSelect: "int?",
    maxSelect: "int?",
    displayFields: "strings?",
  },
};

function fail(): never {
  throw new InputFormatError("invalid collection data");
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Checks a value against a JSON kind; null is always accepted (Go leaves the zero value). */
function checkKind(value: unknown, kind: Kind): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case "int":
    case "int?":
      return Number.isInteger(value) ? value : fail();
    case "float?":
      return typeof value === "number" ? value : fail();
    case "bool":
      return typeof value === "boolean" ? value : fail();
    case "string":
      return typeof value === "string" ? value : fail();
    case "strings?":
      return Array.isArray(value) && value.every((v) => typeof v === "string") ? value : fail();
    case "date": {
      if (typeof value !== "string") return fail();
      const parsed = parseDateTime(value);
      return value.trim() !== "" && parsed === "" ? fail() : parsed;
    }
  }
}

function optional<T>(value: unknown, type: "string" | "boolean"): T | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === type ? (value as T) : fail();
}

/**
 * Parses one submitted schema field. A type without options (unknown or missing) cannot be read,
 * as PocketBase's field decoding fails on it: the whole body is then of invalid formatting.
 */
function parseField(raw: unknown): SchemaField | null {
  if (!isObject(raw)) return fail();
  for (const key of ["id", "name", "type"]) optional(raw[key], "string");
  for (const key of ["system", "required", "presentable", "unique"]) optional(raw[key], "boolean");
  const rawOptions = raw.options ?? {};
  if (!isObject(rawOptions)) return fail();
  const kinds = Object.hasOwn(optionKinds, String(raw.type))
    ? optionKinds[String(raw.type) as FieldType]
    : fail();
  const options: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries(kinds)) options[key] = checkKind(rawOptions[key], kind);
  const field = normaliseField({ ...raw, options });
  if (field && field.id === "") field.id = newFieldId();
  return field;
}

/** Parses a submitted schema (null is an empty schema). */
export function parseSchema(value: unknown): SchemaField[] {
  if (value === null) return [];
  if (!Array.isArray(value)) return fail();
  return value.map(parseField).filter((f): f is SchemaField => f !== null);
}

/** A draft for a new collection (type base until the body says otherwise). */
export function newDraft(): CollectionDraft {
  return {
    id: "",
    type: "base",
    name: "",
    system: false,
    schema: [],
    indexes: [],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    options: {},
    created: "",
  };
}

/** A draft holding the current state of a collection (views start with no schema: it is generated). */
export function draftOf(collection: Collection): CollectionDraft {
  return {
    id: collection.id,
    type: collection.type,
    name: collection.name,
    system: collection.system,
    schema: collection.type === "view" ? [] : structuredClone(collection.schema),
    indexes: [...collection.indexes],
    listRule: collection.listRule,
    viewRule: collection.viewRule,
    createRule: collection.createRule,
    updateRule: collection.updateRule,
    deleteRule: collection.deleteRule,
    options: { ...(collection.options as Record<string, unknown>) },
    created: collection.created,
  };
}

const ruleKeys = ["listRule", "viewRule", "createRule", "updateRule", "deleteRule"] as const;

/**
 * Applies a submitted body onto a draft: keys present replace (schema, indexes) or merge (options);
 * omitted keys keep their value; `null` rules become admin-only.
 * @throws InputFormatError when the body or a value has the wrong JSON type.
 */
export function applyCollectionInput(draft: CollectionDraft, body: unknown): void {
  if (!isObject(body)) fail();
  const id = optional<string>(body.id, "string");
  if (id !== undefined) draft.id = id;
  const type = optional<string>(body.type, "string");
  if (type !== undefined) draft.type = type;
  const name = optional<string>(body.name, "string");
  if (name !== undefined) draft.name = name;
  const system = optional<boolean>(body.system, "boolean");
  if (system !== undefined) draft.system = system;
  // only imports keep a submitted `created`; anything unusable is ignored
  if (typeof body.created === "string") draft.created = parseDateTime(body.created);
  if ("schema" in body) draft.schema = parseSchema(body.schema);
  if ("indexes" in body) {
    const indexes = body.indexes ?? [];
    if (!Array.isArray(indexes) || !indexes.every((i) => typeof i === "string")) fail();
    draft.indexes = indexes as string[];
  }
  for (const key of ruleKeys) {
    if (key in body) draft[key] = body[key] === null ? null : (optional<string>(body[key], "string") ?? null);
  }
  if ("options" in body) {
    if (body.options === null) draft.options = {};
    else if (isObject(body.options)) Object.assign(draft.options, body.options);
    else fail();
  }
}

/**
 * The JSON-like body of a urlencoded or multipart request: only flat members are bound.
 * @throws InputFormatError for a `system` value that is not a boolean.
 */
export function formFieldsToBody(fields: Record<string, string[]>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of ["id", "type", "name", ...ruleKeys]) {
    if (fields[key]) body[key] = fields[key][0];
  }
  if (fields.system) {
    const value = fields.system[0];
    if (/^(1|t|T|TRUE|true|True)$/.test(value)) body.system = true;
    else if (/^(0|f|F|FALSE|false|False)$/.test(value)) body.system = false;
    else fail();
  }
  return body;
}
