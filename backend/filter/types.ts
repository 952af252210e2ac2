/** @module Public shapes of the filter compiler (re-exported by index.ts). */
import type { SQLInputValue } from "node:sqlite";
import type { Collection } from "../../shared/models.ts";
import type { AdminRow, StoredRecord } from "../services/common/caller.ts";

/** What `@request.*` identifiers read. */
export interface RequestInfo {
  method: string;
  query: Record<string, string>;
  /** The submitted body, after `field+`/`field-` modifiers were merged into final values. */
  data: Record<string, unknown>;
  /** Header names may be given in any case; they are matched lower-cased with `-` as `_`. */
  headers: Record<string, string>;
  admin: AdminRow | null;
  authRecord: StoredRecord | null;
}

/** A boolean SQL expression (or ORDER BY body) and its positional `?` parameters. */
export interface SqlFragment {
  sql: string;
  params: SQLInputValue[];
}

/** Finds collections by id or case-insensitive name. */
export interface CollectionLookup {
  find(idOrName: string): Collection | undefined;
}

/** Context for filters, sorts and rules on the records of one collection. */
export interface RecordQueryContext {
  collections: CollectionLookup;
  collection: Collection;
  /** The alias the main table has in the outer query. */
  tableAlias: string;
  request: RequestInfo;
  /** Admins (and rules) may use hidden fields such as `email` of auth records. */
  allowHiddenFields: boolean;
}
