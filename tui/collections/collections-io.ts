/**
 * @module Export to a file, and what an import from a file would do (read, parse, convert to the
 * server's format, align, diff), through the server's collections adapter: one code path for every
 * PocketBase generation.
 */
import { readFile, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { CollectionsApi, ServerCollection } from "../../shared/client/generations/collections-api.ts";
import {
  CollectionsFileError,
  type ExportedCollection,
  exportCollections,
  parseCollectionsFile,
} from "../../shared/schema/collections-export.ts";
import { exportFieldsCollections } from "../../shared/schema/fields-export.ts";
import { fileForTarget } from "../../shared/schema/file-for-target.ts";
import { compareSchemas, type SchemaComparison } from "../../shared/schema/schema-compare.ts";

/**
 * Writes every collection as the server's own dashboard exports them (with a final newline, as
 * `pbdeck export`).
 * @throws Error when the file cannot be written; ClientResponseError from the API
 */
export async function exportToFile(
  collections: CollectionsApi,
  path: string,
): Promise<{ file: string; count: number }> {
  const list = await collections.list();
  const text = collections.format === "fields" ? exportFieldsCollections(list) : exportCollections(list);
  const file = resolve(path);
  await writeFile(file, `${text}\n`);
  return { file, count: list.length };
}

/** A read and checked collections file, in the server's format, and the server's collections. */
export interface ImportPlan {
  file: string;
  /** The file's collections in the server's format (not yet aligned). */
  incoming: ExportedCollection[];
  current: ServerCollection[];
  /** Where the file was converted from the other generation's format, the line saying so. */
  converted: string | null;
}

/** Why a file cannot be imported, in the console's words plus the detail. */
export class ImportFileError extends Error {}

/**
 * Reads and parses the file, loads the server's collections and converts the file to their format.
 * @throws ImportFileError for an unreadable or invalid file, or one the server cannot hold;
 * ClientResponseError from the API
 */
export async function planImport(collections: CollectionsApi, path: string): Promise<ImportPlan> {
  const file = resolve(path);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    throw new ImportFileError(`Failed to load the imported JSON. (${(err as Error).message})`);
  }
  try {
    const parsed = parseCollectionsFile(text);
    const current = await collections.list();
    const target = fileForTarget(parsed, collections.format);
    return { file, incoming: target.collections, current, converted: target.converted };
  } catch (err) {
    if (err instanceof CollectionsFileError)
      throw new ImportFileError(`Invalid collections configuration. (${err.message})`);
    throw err;
  }
}

/**
 * The review's comparison for the plan and the deleteMissing choice: the diff, what is kept, and
 * the payload (the import matches by id: a file from another backend updates same-named collections).
 */
export function planDiff(
  plan: ImportPlan,
  format: CollectionsApi["format"],
  deleteMissing: boolean,
): SchemaComparison {
  return compareSchemas(plan.current, plan.incoming, format, deleteMissing);
}
