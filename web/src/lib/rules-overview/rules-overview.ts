/** @module Rows of the API rules overview: each collection's five rules classified, filtered, sorted by name. */

import type { Collection } from "../../../../shared/models.ts";
import {
  classifyRule,
  collectionRuleAccess,
  type RuleAccess,
  type RuleName,
  ruleNames,
} from "../../../../shared/rules/rule-access.ts";

/** v0.23+ auth collections' two more rules (shown from the display conversion's `options`). */
export const authRuleNames = ["authRule", "manageRule"] as const;
export type OverviewRule = RuleName | (typeof authRuleNames)[number];

/** One rule cell: its access, its text (for the tooltip), and whether it applies (a view has list and view only). */
export interface RuleCell {
  rule: OverviewRule;
  access: RuleAccess;
  text: string | null;
  applies: boolean;
}

export interface RulesOverviewRow {
  id: string;
  name: string;
  type: Collection["type"];
  cells: RuleCell[];
  /** `authRule` and `manageRule` of a v0.23+ auth collection; empty otherwise (not in `publicCount`). */
  authCells: RuleCell[];
  publicCount: number;
}

export interface RulesOverviewFilter {
  /** Only collections with at least one public rule. */
  publicOnly?: boolean;
  /** Case-insensitive part of the collection name. */
  search?: string;
}

/** Column headers of the overview, in rule order. */
export const RULE_COLUMN_LABELS: Record<OverviewRule, string> = {
  listRule: "List/Search",
  viewRule: "View",
  createRule: "Create",
  updateRule: "Update",
  deleteRule: "Delete",
  authRule: "Auth",
  manageRule: "Manage",
};

/** What a mark says, for the cell text and its accessible name. */
export const ACCESS_LABELS: Record<RuleAccess, string> = {
  public: "Public",
  admin: "Admins only",
  conditional: "Conditional",
};

/** A v0.23+ auth collection's `authRule` and `manageRule` (kept in `options` by the display conversion). */
function authCells(collection: Collection): RuleCell[] {
  const options = (collection.options ?? {}) as Record<string, unknown>;
  if (collection.type !== "auth" || !("authRule" in options)) return [];
  return authRuleNames.map((rule) => {
    const text = typeof options[rule] === "string" ? (options[rule] as string) : null;
    return { rule, access: classifyRule(text), text, applies: true };
  });
}

/** The overview rows, by collection name. */
export function rulesOverviewRows(
  collections: readonly Collection[],
  filter: RulesOverviewFilter = {},
): RulesOverviewRow[] {
  const search = (filter.search ?? "").trim().toLowerCase();
  return collections
    .map((collection) => {
      const access = collectionRuleAccess(collection);
      const cells = ruleNames.map((rule) => {
        const applies = collection.type !== "view" || rule === "listRule" || rule === "viewRule";
        return { rule, access: access[rule], text: applies ? collection[rule] : null, applies };
      });
      return {
        id: collection.id,
        name: collection.name,
        type: collection.type,
        cells,
        authCells: authCells(collection),
        publicCount: cells.filter((c) => c.applies && c.access === "public").length,
      };
    })
    .filter((row) => !filter.publicOnly || row.publicCount > 0)
    .filter((row) => search === "" || row.name.toLowerCase().includes(search))
    .sort((a, b) => a.name.localeCompare(b.name));
}
