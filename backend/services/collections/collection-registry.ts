/** @module All collections of `_collections`, parsed and kept in memory for fast lookups. */
import type { DatabaseSync } from "node:sqlite";
import {
  type Collection,
  type CollectionType,
  FIELD_TYPES,
  type FieldType,
  type SchemaField,
} from "../../../shared/models.ts";

const fieldTypes: ReadonlySet<string> = new Set(FIELD_TYPES);

/** Options of a field type with every key present (PocketBase's zero values). */
export function defaultFieldOptions(type: FieldType): SchemaField["options"] {
  switch (type) {
    case "text":
      return { min: null, max: null, pattern: "" };
    case "number":
      return { min: null, max: null, noDecimal: false };
    case "email":
    case "url":
      return { exceptDomains: null, onlyDomains: null };
    case "editor":
      return { convertUrls: false };
    case "date":
      return { min: "", max: "" };
    case "select":
      return { maxSelect: 0, values: [] };
    case "file":
      return { maxSelect: 0, maxSize: 0, mimeTypes: null, thumbs: null, protected: false };
    case "relation":
      return {
        collectionId: "",
        cascadeDelete: false,
        minSelect: null,
        maxSelect: null,
        displayFields: null,
      };
    default:
      return {};
  }
}

/**
 * Normalises a raw schema field: legacy `user` fields become relations to users, unknown types are
 * dropped (returns null), options get every key of their type in PocketBase's order.
 */
export function normaliseField(raw: Record<string, unknown>): SchemaField | null {
  let type = String(raw.type ?? "");
  let rawOptions = (raw.options ?? {}) as Record<string, unknown>;
  if (type === "user") {
    type = "relation";
    rawOptions = { ...rawOptions, collectionId: "_pb_users_auth_" };
  }
  if (!fieldTypes.has(type)) return null;
  const defaults = defaultFieldOptions(type as FieldType) as Record<string, unknown>;
  const options: Record<string, unknown> = {};
  for (const key of Object.keys(defaults)) options[key] = rawOptions[key] ?? defaults[key];
  return {
    system: Boolean(raw.system),
    id: String(raw.id ?? ""),
    name: String(raw.name ?? ""),
    type,
    required: Boolean(raw.required),
    presentable: Boolean(raw.presentable),
    unique: Boolean(raw.unique),
    options,
  } as SchemaField;
}

interface CollectionRow {
  id: string;
  system: number;
  type: string;
  name: string;
  schema: string;
  indexes: string | null;
  listRule: string | null;
  viewRule: string | null;
  createRule: string | null;
  updateRule: string | null;
  deleteRule: string | null;
  options: string;
  created: string;
  updated: string;
}

function parseJson<T>(text: unknown, fallback: T): T {
  try {
    return text == null ? fallback : ((JSON.parse(String(text)) as T) ?? fallback);
  } catch {
    return fallback;
  }
}

/** Builds a Collection from a `_collections` row. */
export function collectionFromRow(row: CollectionRow): Collection {
  const schema = parseJson<Record<string, unknown>[]>(row.schema, [])
    .map(normaliseField)
    .filter((f): f is SchemaField => f !== null);
  return {
    id: row.id,
    created: row.created,
    updated: row.updated,
    name: row.name,
    type: (row.type || "base") as CollectionType,
    system: Boolean(row.system),
    schema,
    indexes: parseJson<string[]>(row.indexes, []),
    listRule: row.listRule,
    viewRule: row.viewRule,
    createRule: row.createRule,
    updateRule: row.updateRule,
    deleteRule: row.deleteRule,
    options: parseJson(row.options, {}),
  } as Collection;
}

/** In-memory index of collections by id and lower-cased name. */
export class CollectionRegistry {
  readonly #db: DatabaseSync;
  #byId = new Map<string, Collection>();
  #byName = new Map<string, Collection>();
  #ordered: Collection[] = [];

  constructor(db: DatabaseSync) {
    this.#db = db;
    this.reload();
  }

  /** Re-reads `_collections`; call after every collection change (inside or after the transaction). */
  reload(): void {
    const rows = this.#db
      .prepare("SELECT * FROM _collections ORDER BY rowid")
      .all() as unknown as CollectionRow[];
    this.#ordered = rows.map(collectionFromRow);
    this.#byId = new Map(this.#ordered.map((c) => [c.id, c]));
    this.#byName = new Map(this.#ordered.map((c) => [c.name.toLowerCase(), c]));
  }

  /** Finds a collection by exact id or case-insensitive name. */
  find(idOrName: string): Collection | undefined {
    return this.#byId.get(idOrName) ?? this.#byName.get(idOrName.toLowerCase());
  }

  /** Every collection, in storage order. */
  all(): readonly Collection[] {
    return this.#ordered;
  }
}
