/** @module `pbdeck diff FILE --format markdown`: the diff as a pull-request comment, with the records that would lose data. */
import { countImportImpact, type ImportImpact } from "../../shared/schema/import-impact.ts";
import { compareSchemas } from "../../shared/schema/schema-compare.ts";
import { keptPath } from "../../shared/schema/schema-kept.ts";
import type { TargetOptions } from "../lib/connect-target.ts";
import { apiCall } from "../lib/script/api-error.ts";
import { collectionsForTarget, fileLabel, readCollectionsFile } from "../lib/script/collections-file.ts";
import { fetchCollections } from "../lib/script/fetch-collections.ts";
import { schemaMarkdown } from "../lib/script/schema-markdown.ts";
import { withTarget } from "../lib/script/with-target.ts";

/** Prints the markdown on stdout; returns whether the file and the backend are in sync. */
export async function printDiffMarkdown(
  file: string,
  opts: TargetOptions,
  deleteMissing: boolean,
): Promise<boolean> {
  const fromFile = await readCollectionsFile(file);
  return withTarget(opts, async (target) => {
    const current = await fetchCollections(target);
    const format = target.api.collections.format;
    const incoming = collectionsForTarget(file, fromFile, format);
    const { diff, kept } = compareSchemas(current, incoming, format, deleteMissing);
    const none: ImportImpact = { items: [], total: 0 };
    const impact = diff.inSync
      ? none
      : await apiCall("counting the records that would lose data", () =>
          countImportImpact(target.client.pb, diff),
        );
    process.stdout.write(schemaMarkdown(diff, impact, fileLabel(file), target.label));
    // without --delete-missing what only the backend has stays: named, not counted (as the text diff)
    if (kept.length > 0) {
      const names = kept.map((item) => `\`${keptPath(item)}\``).join(", ");
      process.stdout.write(`\nOnly removed with --delete-missing (kept because it is off): ${names}\n`);
    }
    return diff.inSync;
  });
}
