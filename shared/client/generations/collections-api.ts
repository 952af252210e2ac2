/** @module The collections interface every generation's adapter offers: the list and the import, in the server's own format. */
import type { Collection } from "../../models.ts";

/** `schema` (v0.18–v0.22: fields under `schema`, options nested) or `fields` (v0.23+: flat fields). */
export type CollectionsFormat = "schema" | "fields";

/**
 * A collection as the server sends it. Typed with the v0.18 model the rest of pbdeck reads; a v0.23+
 * server's carries `fields` (and its auth settings at the top level) instead of `schema`/`options`.
 */
export type ServerCollection = Collection;

/** What export, diff, import and the TUI's collections tab ask of a server, whatever its generation. */
export interface CollectionsApi {
  /** The format the server reads and writes. */
  format: CollectionsFormat;
  /** Every collection, as the server sends it. @throws ClientResponseError */
  list(): Promise<ServerCollection[]>;
  /**
   * Imports `collections` (in the server's format) in one transaction; with `deleteMissing` the
   * collections and fields the server has and the list lacks are deleted (v0.23+: not system ones).
   * @throws ClientResponseError (400 with the validation failure when refused)
   */
  import(collections: readonly object[], deleteMissing: boolean): Promise<void>;
}
