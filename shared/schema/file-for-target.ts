/**
 * @module A collections file in the format of the server it is compared with or imported into:
 * a v0.18–v0.22 file on a v0.23+ server is converted as PocketBase's own upgrade converts stored
 * collections; a v0.23+ file on an older server is converted back, without the v0.23+ system
 * collections (the older server keeps admins and external auths outside its collections), or
 * refused naming what the older server cannot hold.
 */
import type { CollectionsFormat } from "../client/generations/collections-api.ts";
import type { ExportedCollection } from "./collections-export.ts";
import {
  collectionsFormat,
  type FieldsCollection,
  fromFieldsFormat,
  toFieldsFormat,
} from "./fields-conversion.ts";

/** The system collections of v0.23+, which have no counterpart among an older server's collections. */
export const V023_SYSTEM_COLLECTIONS = ["_superusers", "_mfas", "_otps", "_authOrigins", "_externalAuths"];

/** The file's collections in the server's format, and the one line saying it was converted (or null). */
export interface FileForTarget {
  collections: ExportedCollection[];
  converted: string | null;
}

/**
 * `collections` in `format`, converted when the file is in the other one.
 * @throws CollectionsFileError naming the collection and field a v0.18–v0.22 server cannot hold
 * @example fileForTarget(parseCollectionsFile(text), target.api.collections.format)
 */
export function fileForTarget(
  collections: readonly ExportedCollection[],
  format: CollectionsFormat,
): FileForTarget {
  const from = collectionsFormat(collections);
  if (from === format) return { collections: [...collections], converted: null };
  if (format === "fields") {
    return {
      collections: toFieldsFormat(collections) as unknown as ExportedCollection[],
      converted:
        "converted from the v0.18-v0.22 format (schema) to this server's v0.23+ format (fields), as PocketBase's own upgrade converts collections",
    };
  }
  const own = (collections as unknown as FieldsCollection[]).filter(
    (c) => !(c.system === true && V023_SYSTEM_COLLECTIONS.includes(c.name)),
  );
  const left = collections.length - own.length;
  return {
    collections: fromFieldsFormat(own),
    converted: `converted from the v0.23+ format (fields) to this server's v0.18-v0.22 format (schema)${left > 0 ? `, without the ${left} v0.23+ system collections` : ""}`,
  };
}
