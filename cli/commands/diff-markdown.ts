/** @module `pbdeck diff FILE --format markdown`: the diff as a pull-request comment, with the records that would lose data. */
import { countImportImpact, type ImportImpact } from "../../shared/schema/import-impact.ts";
import { diffSchemas } from "../../shared/schema/schema-diff.ts";
import { keptPath, keptWithoutDeleteMissing } from "../../shared/schema/schema-kept.ts";
import type { TargetOptions } from "../lib/connect-target.ts";
import { apiCall } from "../lib/script/api-error.ts";
import { fileLabel, readCollectionsFile } from "../lib/script/collections-file.ts";
import { fetchCollections } from "../lib/script/fetch-collections.ts";
import { schemaMarkdown } from "../lib/script/schema-markdown.ts";
import { withTarget } from "../lib/script/with-target.ts";

/** Prints the markdown on stdout; returns whether the file and the backend are in sync. */
export async function printDiffMarkdown(
  file: string,
  opts: TargetOptions,
  deleteMissing: boolean,
): Promise<boolean> {
  const incoming = await readCollectionsFile(file);
  return withTarget(opts, async (target) => {
    const current = await fetchCollections(target);
    const diff = diffSchemas(current, incoming, { deleteMissing });
    const none: ImportImpact = { items: [], total: 0 };
    const impact = diff.inSync
      ? none
      : await apiCall("counting the records that would lose data", () =>
          countImportImpact(target.client.pb, diff),
        );
    process.stdout.write(schemaMarkdown(diff, impact, fileLabel(file), target.label));
    // without --delete-missing what only the backend has stays: named, not counted (as the text diff)
    const kept = deleteMissing ? [] : keptWithoutDeleteMissing(current, incoming);
    if (kept.length > 0) {
      const names = kept.map((item) => `\`${keptPath(item)}\``).join(", ");
      process.stdout.write(`\nOnly removed with --delete-missing (kept because it is off): ${names}\n`);
    }
    return diff.inSync;
  });
}
