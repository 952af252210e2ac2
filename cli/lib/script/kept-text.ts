/** @module What the backend keeps without --delete-missing, as `diff` and `import` print it. */

import { plural } from "../../../shared/plural.ts";
import type { SchemaDiff } from "../../../shared/schema/schema-diff.ts";
import { type KeptItem, keptDetail, keptPath, keptReason } from "../../../shared/schema/schema-kept.ts";
import { paint } from "./output.ts";
import { planLines } from "./schema-plan-text.ts";

const MARK = "only removed with --delete-missing";

function described(item: KeptItem): string {
  return `${keptPath(item)} (${keptDetail(item)})`;
}

/** One marked line per kept item: `= demo3.title (text): only removed with --delete-missing`. */
export function keptMarks(kept: readonly KeptItem[], colour: boolean): string[] {
  return kept.map((item) => paint("dim", `= ${described(item)}: ${MARK}`, colour));
}

/**
 * `diff`'s text: the plan (or the in-sync line), with what only the backend has marked; without
 * --delete-missing those items are not differences.
 */
export function diffText(
  diff: SchemaDiff,
  kept: readonly KeptItem[],
  collections: number,
  file: string,
  colour: boolean,
): string[] {
  const marks = keptMarks(kept, colour);
  if (!diff.inSync) {
    // the marks go after the collections, before the summary line
    const plan = planLines(diff, colour);
    return [...plan.slice(0, -1), ...marks, ...plan.slice(-1)];
  }
  const n = kept.length;
  const aside = n === 0 ? "" : ` (${plural(n, "item")} ${MARK})`;
  return [
    ...marks,
    `In sync: the ${plural(collections, "collection")} of ${file} ${collections === 1 ? "matches" : "match"} the backend${aside}.`,
  ];
}

/** `import`'s note on what it keeps, or null when the file leaves nothing out. */
export function keptNote(kept: readonly KeptItem[]): string | null {
  if (kept.length === 0) return null;
  const reason = keptReason(kept);
  return `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`;
}

/** `import`'s line when nothing changes: the backend already has all of the file. */
export function nothingToImport(kept: readonly KeptItem[], target: string, file: string): string {
  if (kept.length === 0) return `Nothing to import: ${target} already matches ${file}.`;
  return `Nothing to import: ${target} already has everything in ${file}; ${keptReason(kept)}.`;
}
