/** @module Column definitions PocketBase v0.18.1 uses for collection tables (system columns and one per field). */
import type { CollectionType, SchemaField } from "../../shared/models.ts";
import { byteOrder } from "../lib/go-json.ts";
import { isMultiple } from "../services/records/record-values.ts";
import { quoteId } from "./connection.ts";

const nowDefault = "DEFAULT (strftime('%Y-%m-%d %H:%M:%fZ')) NOT NULL";

/** Columns every base and auth table has. */
const baseColumns: Readonly<Record<string, string>> = {
  id: "TEXT PRIMARY KEY DEFAULT ('r'||lower(hex(randomblob(7)))) NOT NULL",
  created: `TEXT ${nowDefault}`,
  updated: `TEXT ${nowDefault}`,
};

/** Extra columns of auth tables. */
const authColumns: Readonly<Record<string, string>> = {
  username: "TEXT NOT NULL",
  email: "TEXT DEFAULT '' NOT NULL",
  emailVisibility: "BOOLEAN DEFAULT FALSE NOT NULL",
  verified: "BOOLEAN DEFAULT FALSE NOT NULL",
  tokenKey: "TEXT NOT NULL",
  passwordHash: "TEXT NOT NULL",
  lastResetSentAt: "TEXT DEFAULT '' NOT NULL",
  lastVerificationSentAt: "TEXT DEFAULT '' NOT NULL",
};

/** The column definition of a field; decided by its type and whether it holds a list. */
export function columnDefinition(field: SchemaField): string {
  switch (field.type) {
    case "number":
      return "NUMERIC DEFAULT 0 NOT NULL";
    case "bool":
      return "BOOLEAN DEFAULT FALSE NOT NULL";
    case "json":
      return "JSON DEFAULT NULL";
    default:
      return isMultiple(field) ? "JSON DEFAULT '[]' NOT NULL" : "TEXT DEFAULT '' NOT NULL";
  }
}

/** `CREATE TABLE` for a new base/auth collection: system and field columns sorted by name (byte order). */
export function createTableSql(name: string, type: CollectionType, schema: readonly SchemaField[]): string {
  const columns: Record<string, string> = { ...baseColumns, ...(type === "auth" ? authColumns : {}) };
  for (const field of schema) columns[field.name] = columnDefinition(field);
  const list = Object.keys(columns)
    .sort(byteOrder)
    .map((column) => `${quoteId(column)} ${columns[column]}`);
  return `CREATE TABLE ${quoteId(name)} (${list.join(", ")})`;
}

/** The three unique indexes of an auth table, named after the collection id (never in `indexes`). */
export function authIndexesSql(collectionId: string, table: string): string[] {
  const t = quoteId(table);
  return [
    `CREATE UNIQUE INDEX _${collectionId}_username_idx ON ${t} (\`username\`)`,
    `CREATE UNIQUE INDEX _${collectionId}_email_idx ON ${t} (\`email\`) WHERE \`email\` != ''`,
    `CREATE UNIQUE INDEX _${collectionId}_tokenKey_idx ON ${t} (\`tokenKey\`)`,
  ];
}
