/** @module Who an API rule lets in: the one classification the rules overview and `pbdeck doctor` share. */

import type { Collection } from "../models.js";

/** `public`: the rule is `""`, anyone (even a guest) passes; `admin`: `null`, admins only; `conditional`: a filter decides. */
export type RuleAccess = "public" | "admin" | "conditional";

/** The five API rules of a collection, in the order the console shows them. */
export const ruleNames = ["listRule", "viewRule", "createRule", "updateRule", "deleteRule"] as const;
export type RuleName = (typeof ruleNames)[number];

/**
 * Classifies one rule: `null` locks it to admins, an empty (or blank) string opens it to everyone.
 * @example classifyRule("") === "public"; classifyRule(null) === "admin"; classifyRule("@request.auth.id != ''") === "conditional"
 */
export function classifyRule(rule: string | null | undefined): RuleAccess {
  if (rule === null || rule === undefined) return "admin";
  return rule.trim() === "" ? "public" : "conditional";
}

/** The access of each of a collection's five rules (a view collection only has list and view; its others stay admin-only). */
export function collectionRuleAccess(
  collection: Pick<Collection, RuleName | "type">,
): Record<RuleName, RuleAccess> {
  const access = {} as Record<RuleName, RuleAccess>;
  for (const name of ruleNames) {
    const applies = collection.type !== "view" || name === "listRule" || name === "viewRule";
    access[name] = applies ? classifyRule(collection[name]) : "admin";
  }
  return access;
}
