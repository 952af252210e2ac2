/** @module Security-rule checks: rules that open a collection to everyone where that is rarely meant. */
import type { Collection } from "../models.ts";
import { collectionRuleAccess, type RuleName } from "../rules/rule-access.ts";
import type { CheckGroup, Finding } from "./types.ts";

const RULE_LABELS: Record<RuleName, string> = {
  listRule: "List/Search rule",
  viewRule: "View rule",
  createRule: "Create rule",
  updateRule: "Update rule",
  deleteRule: "Delete rule",
};

function openRule(collection: Collection, rule: RuleName, text: string): Finding["fix"] {
  return { text, action: { kind: "open-rule", collection: collection.name, rule } };
}

function authReadFindings(collection: Collection): Finding[] {
  const access = collectionRuleAccess(collection);
  const findings: Finding[] = [];
  if (access.listRule === "public") {
    findings.push({
      id: "rules.auth-list-public",
      severity: "error",
      collection: collection.name,
      finding: `Anyone can list every record of the auth collection "${collection.name}" (its List/Search rule is empty).`,
      why: "Guests can page through all accounts and read their emails (unless hidden) and every other field.",
      fix: openRule(
        collection,
        "listRule",
        'Restrict the List/Search rule, e.g. "id = @request.auth.id", or lock it to admins.',
      ),
    });
  }
  if (access.viewRule === "public") {
    findings.push({
      id: "rules.auth-view-public",
      severity: "error",
      collection: collection.name,
      finding: `Anyone can read any record of the auth collection "${collection.name}" by id (its View rule is empty).`,
      why: "Account ids leak through relations and URLs; with an empty View rule each of them reveals the whole account.",
      fix: openRule(
        collection,
        "viewRule",
        'Restrict the View rule, e.g. "id = @request.auth.id", or lock it to admins.',
      ),
    });
  }
  return findings;
}

/** Whether some rule (or manage rule) of the app demands a verified account. */
function verificationRequiredSomewhere(collections: Collection[]): boolean {
  return collections.some((c) => {
    const rules: Array<string | null | undefined> = [
      c.listRule,
      c.viewRule,
      c.createRule,
      c.updateRule,
      c.deleteRule,
    ];
    // v0.23 turned onlyVerified into an auth rule (`verified = true`)
    if (c.type === "auth")
      rules.push(c.options.manageRule, (c.options as { authRule?: string | null }).authRule);
    return rules.some((rule) => typeof rule === "string" && /\bverified\b/.test(rule));
  });
}

function openSignupFinding(collection: Collection, all: Collection[]): Finding | null {
  if (collection.type !== "auth" || collectionRuleAccess(collection).createRule !== "public") return null;
  // PocketBase v0.18 has no onlyVerified option; a later server may send it
  const onlyVerified = (collection.options as { onlyVerified?: boolean }).onlyVerified === true;
  if (onlyVerified || verificationRequiredSomewhere(all)) return null;
  return {
    id: "rules.auth-open-signup",
    severity: "warning",
    collection: collection.name,
    finding: `Anyone can sign up to "${collection.name}" and unverified accounts get full access (no rule checks "verified").`,
    why: "Bots can create accounts in bulk with addresses they do not own, and those accounts pass every rule a real user passes.",
    fix: openRule(
      collection,
      "createRule",
      'Require "@request.auth.verified = true" in the rules that matter, or lock the Create rule to admins.',
    ),
  };
}

/** A rule that only asks for a signed-in user (`@request.auth.id != ""`): every account passes it. */
const ANY_SIGNED_IN = /^\(?\s*@request\.auth\.id\s*!=\s*(""|'')\s*\)?$/;

/** PocketBase refuses an empty Manage rule; the open one it accepts lets any account in. */
function openManageFinding(collection: Collection): Finding | null {
  if (collection.type !== "auth" || !ANY_SIGNED_IN.test(collection.options.manageRule?.trim() ?? ""))
    return null;
  return {
    id: "rules.auth-manage-any-user",
    severity: "error",
    collection: collection.name,
    finding: `Any signed-in user can manage every account of "${collection.name}" (its Manage rule only asks for a signed-in user).`,
    why: "The Manage rule lets whoever passes it change another account's email and password without knowing the old one: anyone who signs up can take over any account.",
    fix: {
      text: "Restrict the Manage rule to the few who may manage accounts (e.g. \"@request.auth.role = 'staff'\"), or clear it to leave that to admins.",
    },
  };
}

function publicWriteFindings(collection: Collection): Finding[] {
  const access = collectionRuleAccess(collection);
  const findings: Finding[] = [];
  for (const [rule, verb] of [
    ["updateRule", "change"],
    ["deleteRule", "delete"],
  ] as const) {
    if (access[rule] !== "public") continue;
    findings.push({
      id: rule === "updateRule" ? "rules.public-update" : "rules.public-delete",
      severity: "error",
      collection: collection.name,
      finding: `Anyone, even without signing in, can ${verb} any record of "${collection.name}" (its ${RULE_LABELS[rule]} is empty).`,
      why: `A guest who finds one record id can ${verb} that record; the API needs no account for it.`,
      fix: openRule(
        collection,
        rule,
        `Set the ${RULE_LABELS[rule]} to a condition (e.g. "@request.auth.id != ''") or lock it to admins.`,
      ),
    });
  }
  return findings;
}

function protectedFileFinding(collection: Collection): Finding | null {
  if (collection.type === "view" || collectionRuleAccess(collection).viewRule !== "public") return null;
  const fields = collection.schema.filter((f) => f.type === "file" && f.options.protected).map((f) => f.name);
  if (fields.length === 0) return null;
  return {
    id: "rules.protected-file-public",
    severity: "warning",
    collection: collection.name,
    finding: `Protected file field${fields.length > 1 ? "s" : ""} ${fields.join(", ")} of "${collection.name}" ${fields.length > 1 ? "sit" : "sits"} behind an empty View rule.`,
    why: "A protected file is served to whoever passes the View rule with a file token; an empty rule lets every signed-in user fetch one, so the protection is empty.",
    fix: openRule(
      collection,
      "viewRule",
      "Restrict the View rule, or turn the field's protection off if the files are meant to be public.",
    ),
  };
}

/**
 * Auth collections readable by everyone or manageable by any account, open sign-up without verification, public
 * writes, empty file protection (v0.23+ collections arrive converted: fields-collections.ts).
 */
export const rulesChecks: CheckGroup = ({ collections }) => {
  const findings: Finding[] = [];
  for (const collection of collections) {
    if (collection.type === "auth") findings.push(...authReadFindings(collection));
    const manage = openManageFinding(collection);
    if (manage) findings.push(manage);
    const signup = openSignupFinding(collection, collections);
    if (signup) findings.push(signup);
    findings.push(...publicWriteFindings(collection));
    const files = protectedFileFinding(collection);
    if (files) findings.push(files);
  }
  return { findings };
};
