/**
 * @module What the SQL console may do, as a SQLite authorizer (runs in the runner process). SQLite asks
 * it about every table a statement touches, including through triggers, CTEs, `INSERT … SELECT`,
 * `REPLACE` and upserts, which matching the statement's text could not see.
 */
import { constants } from "node:sqlite";

const schemaChanges = new Set([
  constants.SQLITE_CREATE_INDEX,
  constants.SQLITE_CREATE_TABLE,
  constants.SQLITE_CREATE_TRIGGER,
  constants.SQLITE_CREATE_VIEW,
  constants.SQLITE_CREATE_VTABLE,
  constants.SQLITE_CREATE_TEMP_INDEX,
  constants.SQLITE_CREATE_TEMP_TABLE,
  constants.SQLITE_CREATE_TEMP_TRIGGER,
  constants.SQLITE_CREATE_TEMP_VIEW,
  constants.SQLITE_DROP_INDEX,
  constants.SQLITE_DROP_TABLE,
  constants.SQLITE_DROP_TRIGGER,
  constants.SQLITE_DROP_VIEW,
  constants.SQLITE_DROP_VTABLE,
  constants.SQLITE_DROP_TEMP_INDEX,
  constants.SQLITE_DROP_TEMP_TABLE,
  constants.SQLITE_DROP_TEMP_TRIGGER,
  constants.SQLITE_DROP_TEMP_VIEW,
  constants.SQLITE_ALTER_TABLE,
]);
// actions whose table is the authorizer's second argument (the first is an index, trigger or schema name)
const tableSecond = new Set([
  constants.SQLITE_CREATE_INDEX,
  constants.SQLITE_CREATE_TEMP_INDEX,
  constants.SQLITE_DROP_INDEX,
  constants.SQLITE_DROP_TEMP_INDEX,
  constants.SQLITE_CREATE_TRIGGER,
  constants.SQLITE_CREATE_TEMP_TRIGGER,
  constants.SQLITE_DROP_TRIGGER,
  constants.SQLITE_DROP_TEMP_TRIGGER,
  constants.SQLITE_ALTER_TABLE,
]);
const rowWrites = new Set([constants.SQLITE_INSERT, constants.SQLITE_UPDATE, constants.SQLITE_DELETE]);
const transactionControl = new Set([constants.SQLITE_TRANSACTION, constants.SQLITE_SAVEPOINT]);
const schemaTables = new Set(["sqlite_master", "sqlite_schema", "sqlite_temp_master", "sqlite_temp_schema"]);
// pragmas whose argument names what to describe, not a value to set
const describingPragmas = new Set([
  "table_info",
  "table_xinfo",
  "table_list",
  "index_info",
  "index_xinfo",
  "index_list",
  "foreign_key_list",
  "foreign_key_check",
  "integrity_check",
  "quick_check",
]);
// pragmas that change the database file even without an argument
const actingPragmas = new Set(["wal_checkpoint", "incremental_vacuum", "optimize"]);

/**
 * The system tables: PocketBase's (a leading underscore: `_admins`, `_collections`, `_params`,
 * `_migrations`, `_externalAuths`) and SQLite's own (`sqlite_*`). They are changed through the API,
 * which keeps its caches and checks (an empty `_admins` reopens the installer to anyone).
 */
export function isSystemTable(name: string): boolean {
  return name.startsWith("_") || name.toLowerCase().startsWith("sqlite_");
}

/** Why the statement was refused: SQLite itself only says "not authorized", and stops at the first refusal. */
export class Refusal {
  message = "";

  /** Keeps the first reason given; returns SQLITE_DENY. */
  deny(message: string): number {
    this.message ||= message;
    return constants.SQLITE_DENY;
  }
}

/** The table an action writes or changes the schema of, or null when it does neither. */
function changedTable(action: number, first: string | null, second: string | null): string | null {
  if (tableSecond.has(action)) return second;
  if (rowWrites.has(action) || schemaChanges.has(action)) return first;
  return null;
}

/** The authorizer for one run: read-only runs are held by their read-only connection, writes here. */
export function consoleAuthorizer(write: boolean, refusal: Refusal) {
  return (action: number, first: string | null, second: string | null): number => {
    if (action === constants.SQLITE_ATTACH || action === constants.SQLITE_DETACH)
      return refusal.deny("ATTACH and DETACH are not allowed in the SQL console.");
    if (transactionControl.has(action))
      return refusal.deny("Transaction statements are not allowed: each run is its own transaction.");
    if (!write) return constants.SQLITE_OK;
    const table = changedTable(action, first, second);
    // SQLite's schema tables are written by the schema statements refused below, and refused by SQLite
    // itself when written directly (writable_schema is a refused pragma)
    if (table !== null && isSystemTable(table) && !schemaTables.has(table.toLowerCase()))
      return refusal.deny(
        `The SQL console cannot write to ${table}: system tables are changed through the API.`,
      );
    if (schemaChanges.has(action))
      return refusal.deny("Schema changes are not allowed in the SQL console: use the collection editor.");
    if (action === constants.SQLITE_PRAGMA && first !== null) {
      const name = first.toLowerCase();
      if (actingPragmas.has(name) || (second !== null && !describingPragmas.has(name)))
        return refusal.deny(`PRAGMA ${name} cannot be run in the SQL console.`);
    }
    return constants.SQLITE_OK;
  };
}

// VACUUM (INTO a file anywhere) is never put to the authorizer, so it is caught by its first word
const vacuumStart = /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?(?:\*\/|$))*vacuum\b/i;

/** Whether the statement is a VACUUM, after any leading comments. */
export function isVacuum(sql: string): boolean {
  return vacuumStart.test(sql);
}
