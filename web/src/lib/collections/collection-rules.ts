/** @module API rules of the collection panel: labels and the filter editor's completion list. */
import type { Collection, SchemaField } from "../../../../shared/models.ts";
import { DATE_FIELDS, type DatedCollection } from "../../../../shared/records/record-date-fields.ts";
import type { DraftCollection, RuleKey } from "./collection-form.ts";

/** The rules in display order, with their labels. */
export const RULES: ReadonlyArray<{ key: RuleKey; label: string }> = [
  { key: "listRule", label: "List/Search rule" },
  { key: "viewRule", label: "View rule" },
  { key: "createRule", label: "Create rule" },
  { key: "updateRule", label: "Update rule" },
  { key: "deleteRule", label: "Delete rule" },
];

/** Date macros of the filter language. */
export const FILTER_MACROS: readonly string[] = [
  "@now",
  "@second",
  "@minute",
  "@hour",
  "@day",
  "@month",
  "@year",
  "@weekday",
  "@todayStart",
  "@todayEnd",
  "@monthStart",
  "@monthEnd",
  "@yearStart",
  "@yearEnd",
];

const AUTH_FIELDS = ["username", "email", "emailVisibility", "verified"];

type CollectionLike = DatedCollection &
  Pick<Collection, "id" | "name"> & { schema: readonly SchemaField[]; raw?: unknown };

/**
 * The names a record of the collection exposes: id, auth fields, schema fields, and the dates it has
 * (v0.23+: a draft lists them among its fields, a saved collection in `dates`).
 */
export function recordFieldNames(collection: CollectionLike, includeDeleted = false): string[] {
  const schema = collection.schema.filter((f) => includeDeleted || !(f as { toDelete?: boolean }).toDelete);
  const names = [
    "id",
    ...(collection.type === "auth" ? AUTH_FIELDS : []),
    ...schema.map((f) => f.name),
    // a v0.23+ draft (`raw`) lists its dates among its fields, a saved one in `dates`
    ...(collection.dates ?? (collection.raw ? [] : DATE_FIELDS)),
  ];
  return [...new Set(names)];
}

/** Paths through relation fields, `prefix.rel.field`, down to `depth` relations. */
function relationPaths(
  collection: CollectionLike,
  collections: readonly CollectionLike[],
  prefix: string,
  depth: number,
): string[] {
  const out: string[] = [];
  for (const field of collection.schema) {
    if (field.type !== "relation" || (field as { toDelete?: boolean }).toDelete) continue;
    const target = collections.find((c) => c.id === field.options.collectionId);
    if (!target) continue;
    const base = `${prefix}${field.name}.`;
    for (const name of recordFieldNames(target)) out.push(`${base}${name}`);
    if (depth > 1) out.push(...relationPaths(target, collections, base, depth - 1));
  }
  return out;
}

/**
 * Everything the rule editor completes for `draft`: its fields and relation paths, `@request.*`
 * (method, query, headers, data.<fields>, auth.<auth fields>), `@collection.<name>.<fields>` and macros.
 */
export function ruleCompletions(draft: DraftCollection, collections: readonly Collection[]): string[] {
  const self: CollectionLike = {
    id: draft.id,
    name: draft.name,
    type: draft.type,
    schema: draft.schema,
    raw: draft.raw,
  };
  const others = collections.filter((c) => c.id !== draft.id) as CollectionLike[];
  const all = [self, ...others];
  const own = recordFieldNames(self);
  const words = new Set<string>(own);
  for (const path of relationPaths(self, all, "", 2)) words.add(path);

  words.add("@request.method");
  words.add("@request.query.");
  words.add("@request.headers.");
  for (const name of own) if (name !== "created" && name !== "updated") words.add(`@request.data.${name}`);
  if (draft.type === "auth") {
    words.add("@request.data.password");
    words.add("@request.data.passwordConfirm");
  }
  for (const path of relationPaths(self, all, "@request.data.", 1)) words.add(path);

  const authFields = ["id", "collectionId", "collectionName", ...AUTH_FIELDS, "created", "updated"];
  for (const name of authFields) words.add(`@request.auth.${name}`);
  for (const c of all) {
    if (c.type !== "auth") continue;
    for (const f of c.schema)
      if (!(f as { toDelete?: boolean }).toDelete) words.add(`@request.auth.${f.name}`);
  }

  for (const c of others) {
    for (const name of recordFieldNames(c)) words.add(`@collection.${c.name}.${name}`);
  }
  for (const macro of FILTER_MACROS) words.add(macro);
  return [...words];
}
