/** @module Export to a file, and what an import from a file would do (read, parse, align, diff). */
import { readFile, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import type PocketBase from "pocketbase";
import type { Collection } from "../../shared/models.ts";
import {
  CollectionsFileError,
  type ExportedCollection,
  exportCollections,
  parseCollectionsFile,
} from "../../shared/schema/collections-export.ts";
import { alignIncoming, diffSchemas, type SchemaDiff } from "../../shared/schema/schema-diff.ts";

/**
 * Writes every collection as the console's export JSON (with a final newline, as `pbdeck export`).
 * @throws Error when the file cannot be written; ClientResponseError from the API
 */
export async function exportToFile(pb: PocketBase, path: string): Promise<{ file: string; count: number }> {
  const collections = (await pb.collections.getFullList({
    batch: 100,
    sort: "updated",
    requestKey: null,
  })) as unknown as Collection[];
  const file = resolve(path);
  await writeFile(file, `${exportCollections(collections)}\n`);
  return { file, count: collections.length };
}

/** A read and checked collections file, aligned with the backend's ids. */
export interface ImportPlan {
  file: string;
  /** What is sent to the import endpoint. */
  collections: ExportedCollection[];
  current: Collection[];
}

/** Why a file cannot be imported, in the console's words plus the detail. */
export class ImportFileError extends Error {}

/**
 * Reads and parses the file and loads the backend's collections.
 * @throws ImportFileError for an unreadable or invalid file; ClientResponseError from the API
 */
export async function planImport(pb: PocketBase, path: string): Promise<ImportPlan> {
  const file = resolve(path);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    throw new ImportFileError(`Failed to load the imported JSON. (${(err as Error).message})`);
  }
  let incoming: ExportedCollection[];
  try {
    incoming = parseCollectionsFile(text);
  } catch (err) {
    if (err instanceof CollectionsFileError)
      throw new ImportFileError(`Invalid collections configuration. (${err.message})`);
    throw err;
  }
  const current = (await pb.collections.getFullList({
    batch: 200,
    requestKey: null,
  })) as unknown as Collection[];
  // the import matches by id: a file from another backend updates same-named collections instead of clashing
  return { file, collections: alignIncoming(current, incoming), current };
}

/** The review's diff for the plan and the deleteMissing choice. */
export function planDiff(plan: ImportPlan, deleteMissing: boolean): SchemaDiff {
  return diffSchemas(plan.current, plan.collections, { deleteMissing });
}
