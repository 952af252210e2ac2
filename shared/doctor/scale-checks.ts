/** @module Scale check: large collections whose default sort or rule fields have no index (shared with the index advisor). */
import { hasLeadingIndex, indexAdviceMinRows, indexAdviceStatement } from "../indexes/index-advice.ts";
import type { Collection } from "../models.ts";
import { collectionDateFields } from "../records/record-date-fields.ts";
import { ruleFields } from "./rule-fields.ts";
import type { CheckGroup, Finding } from "./types.ts";

const SYSTEM_COLUMNS: Record<Collection["type"], string[]> = {
  base: ["id", "created", "updated"],
  auth: ["id", "created", "updated", "username", "email", "emailVisibility", "verified", "tokenKey"],
  view: [],
};

/** The columns of a collection that lack an index: `created` (the default sort) and the fields its list and view rules filter on. */
export function unindexedColumns(collection: Collection): Array<{ field: string; use: "sort" | "rule" }> {
  if (collection.type === "view") return [];
  const columns = new Set([...SYSTEM_COLUMNS[collection.type], ...collection.schema.map((f) => f.name)]);
  const out: Array<{ field: string; use: "sort" | "rule" }> = [];
  // the default sort is `created` where the collection has it (v0.23+ may not: it then sorts by row id)
  const sorted = collectionDateFields(collection).includes("created");
  if (sorted && !hasLeadingIndex(collection, "created")) out.push({ field: "created", use: "sort" });
  const ruled = new Set([...ruleFields(collection.listRule), ...ruleFields(collection.viewRule)]);
  for (const field of ruled) {
    if (field === "created" || !columns.has(field)) continue;
    if (!hasLeadingIndex(collection, field)) out.push({ field, use: "rule" });
  }
  return out;
}

/** The collections whose record count the scale check needs (those with an unindexed column). */
export function collectionsToCount(collections: Collection[]): string[] {
  return collections.filter((c) => unindexedColumns(c).length > 0).map((c) => c.name);
}

/** Collections of 100,000+ records sorted by `created` or filtered by rule fields without an index. */
export const scaleChecks: CheckGroup = ({ collections, recordCounts }) => {
  const findings: Finding[] = [];
  for (const collection of collections) {
    const count = recordCounts[collection.name] ?? 0;
    if (count < indexAdviceMinRows) continue;
    for (const { field, use } of unindexedColumns(collection)) {
      const index = indexAdviceStatement(collection.name, field);
      findings.push({
        id: "scale.missing-index",
        severity: "warning",
        collection: collection.name,
        finding: `"${collection.name}" has ${count.toLocaleString("en-US")} records and no index on "${field}" (${use === "sort" ? "its default sort" : "used in its API rules"}).`,
        why:
          use === "sort"
            ? "Every list sorted by creation date then reads and sorts the whole table."
            : "Every list query checks the rule on each row: without an index SQLite scans the whole table.",
        fix: {
          text: `Add the index: ${index}`,
          action: { kind: "add-index", collection: collection.name, index },
        },
      });
    }
  }
  return { findings };
};
