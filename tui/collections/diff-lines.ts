/** @module The import review as coloured lines: per collection, its fields, options, rules, indexes and impact. */

import { plural } from "../../shared/plural.ts";
import type { ImportImpact } from "../../shared/schema/import-impact.ts";
import type { CollectionDiff, SchemaDiff, ValueChange } from "../../shared/schema/schema-diff.ts";
import { type KeptItem, keptReason } from "../../shared/schema/schema-kept.ts";

export interface DiffLine {
  text: string;
  color?: "green" | "red" | "yellow" | "cyan";
  bold?: boolean;
}

function show(value: unknown): string {
  return value === undefined || value === null ? "null" : JSON.stringify(value);
}

/** `key: old → new` on one line when short, else the key then `- old` and `+ new` lines. */
function changeLines(indent: string, change: ValueChange): DiffLine[] {
  const from = show(change.from);
  const to = show(change.to);
  const line = `${indent}${change.key}: ${from} → ${to}`;
  if (line.length <= 80) return [{ text: line, color: "yellow" }];
  return [
    { text: `${indent}${change.key}:`, color: "yellow" },
    { text: `${indent}  - ${from}`, color: "red" },
    { text: `${indent}  + ${to}`, color: "green" },
  ];
}

function records(n: number | undefined, what = " with data"): string {
  return n === undefined ? "" : ` (${plural(n, "record")}${what})`;
}

function collectionLines(c: CollectionDiff, impact: ImportImpact | null): DiffLine[] {
  const count = (kind: string, field?: string) =>
    impact?.items.find((i) => i.kind === kind && i.collection === c.name && i.field === field)?.records;
  const lines: DiffLine[] = [];
  if (c.kind === "added")
    lines.push({ text: `+ ${c.name} (${c.type}): new collection`, color: "green", bold: true });
  if (c.kind === "removed") {
    lines.push({
      text: `- ${c.name} (${c.type}): deleted with all its records${records(count("collection removed"), "")}`,
      color: "red",
      bold: true,
    });
    return lines;
  }
  if (c.kind === "changed")
    lines.push({ text: `~ ${c.name} (${c.type}): changed`, color: "yellow", bold: true });
  for (const change of c.changes) lines.push(...changeLines("    ", change));
  for (const f of c.fields.added)
    lines.push({ text: `    + field ${f.name} (${f.type}): Added`, color: "green" });
  for (const f of c.fields.removed) {
    lines.push({
      text: `    - field ${f.name} (${f.type}): Deleted; all stored data related to it will be deleted${records(count("field removed", f.name))}`,
      color: "red",
    });
  }
  for (const f of c.fields.changed) {
    const retyped = f.typeChanged
      ? `; type ${f.fromType} → ${f.type}${records(count("type changed", f.name))}`
      : "";
    lines.push({ text: `    ~ field ${f.name}: Changed${retyped}`, color: f.typeChanged ? "red" : "yellow" });
    for (const change of f.changes) lines.push(...changeLines("        ", change));
  }
  for (const change of c.options)
    lines.push(...changeLines("    ", { ...change, key: `options.${change.key.replace(/^options\./, "")}` }));
  for (const change of c.rules) lines.push(...changeLines("    ", change));
  for (const index of c.indexes.added) lines.push({ text: `    + index ${index}`, color: "green" });
  for (const index of c.indexes.removed) lines.push({ text: `    - index ${index}`, color: "red" });
  return lines;
}

/** What the backend keeps with "delete missing" off, named (or nothing when the file leaves nothing out). */
function keptLines(kept: readonly KeptItem[]): DiffLine[] {
  if (kept.length === 0) return [];
  const reason = keptReason(kept, '"delete missing" (m)');
  return [{ text: `${reason.charAt(0).toUpperCase()}${reason.slice(1)}` }];
}

/** The whole review: one block per collection, what is kept, then the impact total. */
export function diffLines(
  diff: SchemaDiff,
  impact: ImportImpact | null,
  kept: readonly KeptItem[] = [],
): DiffLine[] {
  if (diff.inSync) {
    return [
      { text: "Your collections configuration is already up-to-date!", color: "cyan" },
      ...keptLines(kept),
    ];
  }
  const lines: DiffLine[] = [];
  for (const c of diff.collections) lines.push(...collectionLines(c, impact));
  lines.push(...keptLines(kept));
  const counts = ["added", "changed", "removed"].map((kind) => {
    const n = diff.collections.filter((c) => c.kind === kind).length;
    return `${n} ${kind}`;
  });
  lines.push({ text: "" }, { text: `Collections: ${counts.join(", ")}`, bold: true });
  if (impact === null) lines.push({ text: "Counting the records that would lose data…" });
  else
    lines.push({
      text: `Records losing data: ${impact.total}`,
      color: impact.total > 0 ? "red" : undefined,
      bold: true,
    });
  return lines;
}

/** The names the deletion confirmation lists: `name.*` for a collection, `name.field (id)` for a field. */
export function deletionNames(diff: SchemaDiff): string[] {
  const names: string[] = [];
  for (const c of diff.collections) {
    if (c.kind === "removed") names.push(`${c.name}.*`);
    else for (const f of c.fields.removed) names.push(`${c.name}.${f.name} (${f.id})`);
  }
  return names;
}
