/** @module A schema diff (and an import's impact) as readable lines, one section per collection. */

import { plural } from "../../../shared/plural.ts";
import type { ImportImpact } from "../../../shared/schema/import-impact.ts";
import type { CollectionDiff, SchemaDiff, ValueChange } from "../../../shared/schema/schema-diff.ts";
import { paint } from "./output.ts";

const value = (v: unknown) => (v === undefined ? "null" : JSON.stringify(v));
const change = (c: ValueChange) => `${value(c.from)} -> ${value(c.to)}`;
const records = (n: number) => plural(n, "record");

function impactOf(impact: ImportImpact | undefined, collection: string, field?: string): string {
  const item = impact?.items.find((i) => i.collection === collection && i.field === field);
  return item && item.records > 0 ? ` (data of ${records(item.records)} lost)` : "";
}

function fieldCount(c: CollectionDiff): string {
  const n = c.kind === "removed" ? c.fields.removed.length : c.fields.added.length;
  return `${c.type}, ${plural(n, "field")}`;
}

function collectionLines(c: CollectionDiff, colour: boolean, impact?: ImportImpact): string[] {
  if (c.kind === "added") return [paint("green", `+ ${c.name} (${fieldCount(c)})`, colour)];
  if (c.kind === "removed") {
    return [paint("red", `- ${c.name} (${fieldCount(c)})${impactOf(impact, c.name)}`, colour)];
  }
  const oldName = String(c.changes.find((ch) => ch.key === "name")?.from ?? c.name);
  const lines = [paint("yellow", `~ ${c.name} (${c.type})`, colour)];
  const add = (colourName: "green" | "red" | "yellow", text: string) =>
    lines.push(`    ${paint(colourName, text, colour)}`);
  for (const ch of c.changes) add("yellow", `~ ${ch.key}: ${change(ch)}`);
  for (const f of c.fields.added) add("green", `+ field ${f.name} (${f.type})`);
  for (const f of c.fields.removed)
    add("red", `- field ${f.name} (${f.type})${impactOf(impact, oldName, f.name)}`);
  for (const f of c.fields.changed) {
    const oldField = String(f.changes.find((ch) => ch.key === "name")?.from ?? f.name);
    const lost = f.typeChanged ? impactOf(impact, oldName, oldField) : "";
    add("yellow", `~ field ${f.name}: ${f.changes.map((ch) => `${ch.key} ${change(ch)}`).join(", ")}${lost}`);
  }
  for (const ch of c.options) add("yellow", `~ option ${ch.key}: ${change(ch)}`);
  for (const ch of c.rules) add("yellow", `~ ${ch.key}: ${change(ch)}`);
  for (const index of c.indexes.added) add("green", `+ index ${index}`);
  for (const index of c.indexes.removed) add("red", `- index ${index}`);
  return lines;
}

/** One line counting the changes: `3 collections differ: 1 added, 1 changed, 1 removed`. */
export function planSummary(diff: SchemaDiff): string {
  const count = (kind: CollectionDiff["kind"]) => diff.collections.filter((c) => c.kind === kind).length;
  const n = diff.collections.length;
  return `${plural(n, "collection")} differ${n === 1 ? "s" : ""}: ${count("added")} added, ${count("changed")} changed, ${count("removed")} removed`;
}

/** The plan: one section per collection (`+` added, `-` removed, `~` changed), then the summary. */
export function planLines(diff: SchemaDiff, colour: boolean, impact?: ImportImpact): string[] {
  const lines = diff.collections.flatMap((c) => collectionLines(c, colour, impact));
  lines.push(planSummary(diff));
  if (impact && impact.total > 0) {
    lines.push(paint("red", `Data of ${records(impact.total)} would be deleted.`, colour));
  }
  return lines;
}
