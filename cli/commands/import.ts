/** @module `pbdeck import FILE [--delete-missing] [--dry-run] [--yes]`: plan, impact, confirmation, one transaction. */
import { countImportImpact, type ImportImpact } from "../../shared/schema/import-impact.ts";
import { compareSchemas } from "../../shared/schema/schema-compare.ts";
import type { SchemaDiff } from "../../shared/schema/schema-diff.ts";
import type { KeptItem } from "../../shared/schema/schema-kept.ts";
import { CliError } from "../lib/cli-error.ts";
import type { Target, TargetOptions } from "../lib/connect-target.ts";
import { askYesNo, canAsk } from "../lib/prompt.ts";
import { apiCall } from "../lib/script/api-error.ts";
import { collectionsForTarget, fileLabel, readCollectionsFile } from "../lib/script/collections-file.ts";
import { fetchCollections } from "../lib/script/fetch-collections.ts";
import { importError } from "../lib/script/import-error.ts";
import { keptNote, nothingToImport } from "../lib/script/kept-text.ts";
import { colourOn, outJson, say } from "../lib/script/output.ts";
import { planLines, planSummary } from "../lib/script/schema-plan-text.ts";
import { withTarget } from "../lib/script/with-target.ts";

export interface ImportOptions extends TargetOptions {
  deleteMissing?: boolean;
  dryRun?: boolean;
  yes?: boolean;
  json?: boolean;
}

/** Whether the plan deletes anything: a collection, a field, or a field's values by a type change. */
export function isDestructive(diff: SchemaDiff): boolean {
  return diff.collections.some(
    (c) => c.kind === "removed" || c.fields.removed.length > 0 || c.fields.changed.some((f) => f.typeChanged),
  );
}

/** The spec's confirmation list: `name.*` for a collection, `name.field (id)` for a field. */
function deletions(diff: SchemaDiff): string[] {
  return diff.collections.flatMap((c) => {
    if (c.kind === "removed") return [`${c.name}.*`];
    const gone = [...c.fields.removed, ...c.fields.changed.filter((f) => f.typeChanged)];
    return gone.map((f) => `${c.name}.${f.name} (${f.id})`);
  });
}

async function confirm(diff: SchemaDiff, opts: ImportOptions, target: Target): Promise<void> {
  if (opts.yes) return;
  const destructive = isDestructive(diff);
  if (!canAsk()) {
    if (!destructive) return;
    throw new CliError("the import deletes data and this is not a terminal: pass --yes to confirm it");
  }
  if (destructive) {
    say("Do you really want to delete the following collection fields and their related records data:");
    for (const line of deletions(diff)) say(`  ${line}`);
  }
  if (!(await askYesNo(`Import into ${target.label}?`))) throw new CliError("import cancelled");
}

function report(
  opts: ImportOptions,
  diff: SchemaDiff,
  impact: ImportImpact,
  kept: KeptItem[],
  imported: boolean,
): void {
  if (opts.json) outJson({ imported, dryRun: opts.dryRun === true, plan: diff, impact, kept });
}

/** Reads FILE, shows the plan and its impact on stderr, asks, then imports in one request. */
export async function run([file = ""]: string[], opts: ImportOptions): Promise<void> {
  const fromFile = await readCollectionsFile(file);
  const deleteMissing = opts.deleteMissing === true;
  await withTarget(opts, async (target) => {
    const current = await fetchCollections(target);
    const format = target.api.collections.format;
    // imported in the server's format: a file of the other generation is converted (and said so)
    const incoming = collectionsForTarget(file, fromFile, format);
    // without --delete-missing the backend keeps what the file leaves out: name it, it is no difference
    const { diff, kept, payload } = compareSchemas(current, incoming, format, deleteMissing);
    if (diff.inSync) {
      report(opts, diff, { items: [], total: 0 }, kept, false);
      say(nothingToImport(kept, target.label, fileLabel(file)));
      return;
    }
    const { pb } = target.client;
    const impact = await apiCall("counting the records the import changes", () =>
      countImportImpact(pb, diff),
    );
    for (const line of planLines(diff, colourOn(), impact)) say(line);
    const note = keptNote(kept);
    if (note) say(note);
    if (opts.dryRun) {
      report(opts, diff, impact, kept, false);
      say("Dry run: nothing imported.");
      return;
    }
    await confirm(diff, opts, target);
    try {
      await target.api.collections.import(payload, deleteMissing);
    } catch (err) {
      throw importError(err, payload);
    }
    report(opts, diff, impact, kept, true);
    say(
      `Imported ${fileLabel(file)} into ${target.label} (${planSummary(diff).replace(/ differs?:/, ":")}).`,
    );
  });
}
