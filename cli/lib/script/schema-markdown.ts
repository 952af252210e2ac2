/**
 * @module A schema diff as a pull-request comment (`pbdeck diff --format markdown`): a table a
 * reviewer reads in ten seconds, rule changes old → new, the records that would lose data, and
 * the full plan in a collapsed `<details>` block.
 */

import { plural } from "../../../shared/plural.ts";
import type { ImpactItem, ImportImpact } from "../../../shared/schema/import-impact.ts";
import type { CollectionDiff, FieldChange, SchemaDiff } from "../../../shared/schema/schema-diff.ts";
import { planLines } from "./schema-plan-text.ts";

/** Inline code that survives backticks and table pipes. */
function code(text: string): string {
  const fence = text.includes("`") ? "``" : "`";
  const padded = text.includes("`") ? ` ${text} ` : text;
  return `${fence}${padded.replace(/\|/g, "\\|")}${fence}`;
}

/** A rule as a reviewer reads it: locked, open to everyone, or the expression. */
function rule(value: unknown): string {
  if (value === null || value === undefined) return "_admins only_";
  if (value === "") return "_everyone_";
  return code(String(value));
}

function renamedFrom(changes: { key: string; from: unknown }[]): string | null {
  const change = changes.find((c) => c.key === "name");
  return change ? String(change.from) : null;
}

function changedField(f: FieldChange): string {
  const notes: string[] = [];
  const oldName = renamedFrom(f.changes);
  if (oldName !== null) notes.push(`renamed from ${code(oldName)}`);
  if (f.typeChanged) notes.push(`${f.fromType} → ${f.type}`);
  const others = f.changes.filter((c) => c.key !== "name" && c.key !== "type").map((c) => c.key);
  if (others.length > 0) notes.push(others.join(", "));
  return `${code(f.name)} (${notes.join("; ")})`;
}

function fieldCells(c: CollectionDiff): [string, string, string] {
  const names = (list: { name: string }[]) => list.map((f) => code(f.name)).join(", ");
  if (c.kind === "removed") return ["", "", plural(c.fields.removed.length, "field")];
  return [names(c.fields.added), c.fields.changed.map(changedField).join(", "), names(c.fields.removed)];
}

function summaryRow(c: CollectionDiff): string {
  const oldName = renamedFrom(c.changes);
  const name = oldName === null ? code(c.name) : `${code(c.name)} (renamed from ${code(oldName)})`;
  const [added, changed, removed] = fieldCells(c);
  const rules = c.rules.map((r) => r.key).join(", ");
  const { indexes } = c;
  const indexCell =
    indexes.added.length + indexes.removed.length > 0
      ? `+${indexes.added.length} −${indexes.removed.length}`
      : "";
  const options = c.options.map((o) => o.key).join(", ");
  return `| ${name} | ${c.kind} | ${added} | ${changed} | ${removed} | ${rules} | ${indexCell} | ${options} |`;
}

function headline(diff: SchemaDiff, impact: ImportImpact): string {
  const count = (kind: CollectionDiff["kind"]) => diff.collections.filter((c) => c.kind === kind).length;
  const parts = [`${count("added")} added`, `${count("changed")} changed`, `${count("removed")} removed`];
  const loss =
    impact.total > 0 ? ` **${plural(impact.total, "record")} would lose data.**` : " No record loses data.";
  return `**${plural(diff.collections.length, "collection")} ${diff.collections.length === 1 ? "differs" : "differ"}: ${parts.join(", ")}.**${loss}`;
}

function ruleLines(diff: SchemaDiff): string[] {
  const rows = diff.collections.flatMap((c) =>
    c.rules.map((r) => `| ${code(c.name)} | ${r.key} | ${rule(r.from)} → ${rule(r.to)} |`),
  );
  if (rows.length === 0) return [];
  return ["", "### Rule changes", "", "| Collection | Rule | Old → new |", "| --- | --- | --- |", ...rows];
}

function lossRow(item: ImpactItem): string {
  return `| ${code(item.collection)} | ${item.field ? code(item.field) : ""} | ${item.kind} | ${item.records} |`;
}

function lossLines(impact: ImportImpact): string[] {
  const items = impact.items.filter((i) => i.records > 0);
  if (items.length === 0) return [];
  return [
    "",
    "### Records that would lose data",
    "",
    "| Collection | Field | Change | Records |",
    "| --- | --- | --- | ---: |",
    ...items.map(lossRow),
  ];
}

/**
 * The comment text (ends with a newline). `source` names the file, `target` the backend.
 * @example schemaMarkdown(diff, await countImportImpact(pb, diff), "pb_schema.json", "https://pb.example.com")
 */
export function schemaMarkdown(
  diff: SchemaDiff,
  impact: ImportImpact,
  source: string,
  target: string,
): string {
  const title = `## Schema changes: ${code(source)} → ${target}`;
  if (diff.inSync) return `${title}\n\nIn sync: no collection differs.\n`;
  const lines = [
    title,
    "",
    headline(diff, impact),
    "",
    "| Collection | Change | Fields added | Fields changed | Fields removed | Rules | Indexes | Options |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...diff.collections.map(summaryRow),
    ...ruleLines(diff),
    ...lossLines(impact),
    "",
    "<details>",
    "<summary>Full details</summary>",
    "",
    "```diff",
    ...planLines(diff, false, impact),
    "```",
    "",
    "</details>",
  ];
  return `${lines.join("\n")}\n`;
}
