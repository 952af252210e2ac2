/** @module Schema of a view collection, inferred from its query the way PocketBase v0.18 does. */
import type { DatabaseSync } from "node:sqlite";
import type { Collection, SchemaField } from "../../shared/models.ts";
import { newFieldId, randomString } from "../lib/random.ts";
import { defaultFieldOptions } from "../services/collections/collection-registry.ts";
import { parseQueryIdentifiers, ViewQueryError } from "./view-query-parser.ts";
import { dropView, saveView, tableInfo, trimQuery, wrapQueryWithTextId } from "./view-save.ts";

const baseColumns = new Set(["id", "created", "updated"]);
const castPattern = /^cast\s*\(.*\s+as\s+(\w+)\s*\)$/i;

/** A column of the query (by alias) with the field suggested for it (`json` when nothing is known). */
export interface SuggestedColumn {
  alias: string;
  field: SchemaField;
}

function plainField(name: string, type: SchemaField["type"], options?: SchemaField["options"]): SchemaField {
  return {
    system: false,
    id: "",
    name,
    type,
    required: false,
    presentable: false,
    unique: false,
    options: options ?? defaultFieldOptions(type),
  } as SchemaField;
}

function suggestFromCollection(collection: Collection, column: string, alias: string): SchemaField {
  const source = collection.schema.find((f) => f.name.toLowerCase() === column.toLowerCase());
  if (source) return { ...structuredClone(source), id: "", name: alias };
  const isAuth = collection.type === "auth";
  if (column === "id") {
    return plainField(alias, "relation", {
      collectionId: collection.id,
      cascadeDelete: false,
      minSelect: null,
      maxSelect: 1,
      displayFields: null,
    });
  }
  if (column === "created" || column === "updated") return plainField(alias, "date");
  if (column === "username" && isAuth) return plainField(alias, "text");
  if (column === "email" && isAuth) return plainField(alias, "email");
  if ((column === "verified" || column === "emailVisibility") && isAuth) return plainField(alias, "bool");
  return plainField(alias, "json");
}

/**
 * The field suggested for every selected column, in query order: aggregates and casts by their
 * type, collection columns as copies of their field, everything else `json`.
 * @throws ViewQueryError for unreadable queries and `*` over a collection.
 */
export function suggestViewColumns(query: string, collections: readonly Collection[]): SuggestedColumn[] {
  const parsed = parseQueryIdentifiers(query);
  const byAlias = new Map<string, Collection>();
  for (const table of parsed.tables) {
    if (table.alias.includes("(")) continue; // a subquery
    const collection = collections.find((c) => c.name === table.original);
    if (collection) byAlias.set(table.alias, collection);
  }
  const main = parsed.tables[0]?.alias ?? "";
  return parsed.columns.map(({ original, alias }) => {
    const lower = original.toLowerCase();
    if (lower.startsWith("count(") || lower.startsWith("total("))
      return { alias, field: plainField(alias, "number") };
    const cast = castPattern.exec(lower)?.[1];
    if (cast && ["real", "integer", "int", "decimal", "numeric"].includes(cast)) {
      return { alias, field: plainField(alias, "number") };
    }
    if (cast === "text") return { alias, field: plainField(alias, "text") };
    if (cast === "boolean" || cast === "bool") return { alias, field: plainField(alias, "bool") };
    const parts = original.split(".");
    const collection = parts.length === 2 ? byAlias.get(parts[0]) : byAlias.get(main);
    const column = parts.length === 2 ? parts[1] : parts[0];
    if (!collection) return { alias, field: plainField(alias, "json") };
    if (column === "*") throw new ViewQueryError("dynamic column names are not supported");
    return { alias, field: suggestFromCollection(collection, column, alias) };
  });
}

/**
 * Infers the schema of a view query: creates a temporary view to learn the real columns, takes
 * the suggested field for each (json otherwise), skips id/created/updated, requires an id column.
 * Runs in a savepoint that is always rolled back, so the database is left as it was.
 * @throws Error with the reason (parser, SQLite or missing id) — shown as `Invalid query - <reason>.`
 */
export function inferViewSchema(
  db: DatabaseSync,
  query: string,
  collections: readonly Collection[],
): SchemaField[] {
  const suggested = suggestViewColumns(query, collections);
  const savepoint = `view_schema_${randomString(8)}`;
  db.exec(`SAVEPOINT ${savepoint}`);
  try {
    const temp = `_temp_${randomString(5)}`;
    saveView(db, temp, query);
    const columns = tableInfo(db, temp);
    dropView(db, temp);
    if (!columns.some((c) => c.name === "id")) {
      throw new ViewQueryError(
        "missing required id column (you can use `(ROW_NUMBER() OVER()) as id` if you don't have one)",
      );
    }
    return columns
      .filter((c) => !baseColumns.has(c.name))
      .map((c) => {
        const field = suggested.find((s) => s.alias === c.name)?.field ?? plainField(c.name, "json");
        return { ...field, id: newFieldId() };
      });
  } finally {
    db.exec(`ROLLBACK TO ${savepoint}`);
    db.exec(`RELEASE ${savepoint}`);
  }
}

/**
 * The SQL to store for a view: the query itself, or wrapped to cast `id` to text when the
 * inferred id column is not text-like (json, number or bool, e.g. `ROW_NUMBER() OVER()`).
 * @throws ViewQueryError when the query cannot be read.
 */
export function viewSql(query: string, collections: readonly Collection[]): string {
  const suggested = suggestViewColumns(query, collections);
  const id = suggested.find((s) => s.alias === "id");
  if (!id || !["json", "number", "bool"].includes(id.field.type)) return query;
  return wrapQueryWithTextId(
    trimQuery(query),
    suggested.map((s) => s.alias),
  );
}
