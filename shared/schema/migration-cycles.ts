/**
 * @module The order in which a set of new collections can be saved one by one when their relations
 * form cycles (A → B → A, or A → A): a collection is saved first without the relation fields that
 * point at itself or at one of the set not saved yet, and gets them in a second step once all exist.
 */

import type { SchemaField } from "../models.ts";
import { ruleNames } from "../rules/rule-access.ts";
import type { MigrationCollection } from "./migration-templates.ts";

/** One collection of the set: the form to save first (`first === full` when nothing waits). */
export interface CreationStep {
  first: MigrationCollection;
  full: MigrationCollection;
  /** Whether `first` is a base collection left without fields (see `creationSteps`). */
  fieldless: boolean;
}

/** Where a collection lists its fields: `fields` from v0.23 on (flat), `schema` before. */
const fieldsKey = (collection: MigrationCollection) =>
  Array.isArray((collection as { fields?: unknown }).fields) ? "fields" : "schema";

const fieldList = (collection: MigrationCollection): SchemaField[] =>
  ((collection as unknown as Record<string, unknown>)[fieldsKey(collection)] as SchemaField[] | undefined) ??
  [];

// v0.18–v0.22 nest the target under options, v0.23+ has it at the top of the field
const targetOf = (field: SchemaField) =>
  String(
    (field.options as { collectionId?: unknown } | undefined)?.collectionId ??
      (field as unknown as { collectionId?: unknown }).collectionId ??
      "",
  );

/** The relation fields of `collection` whose target is in `ids` but not yet in `saved` (itself included). */
function waitingFields(collection: MigrationCollection, ids: Set<string>, saved: Set<string>): SchemaField[] {
  return fieldList(collection).filter(
    (f) => f.type === "relation" && ids.has(targetOf(f)) && !saved.has(targetOf(f)),
  );
}

const mentions = (text: string, names: string[]) =>
  names.some((name) => new RegExp(`\\b${name.replace(/\W/g, "\\$&")}\\b`).test(text));

/**
 * `collection` without `fields`, without the indexes naming them, and with the rules naming them
 * left to admins until the fields are back (PocketBase checks both against the fields).
 */
function withoutFields(collection: MigrationCollection, fields: SchemaField[]): MigrationCollection {
  if (fields.length === 0) return collection;
  const names = fields.map((f) => f.name);
  const first = {
    ...collection,
    [fieldsKey(collection)]: fieldList(collection).filter((f) => !fields.includes(f)),
    indexes: (collection.indexes ?? []).filter((index) => !mentions(index, names)),
  };
  for (const rule of ruleNames) {
    const text = collection[rule];
    if (typeof text === "string" && mentions(text, names)) first[rule] = null;
  }
  return first;
}

/** Whether leaving `waiting` out keeps a field: a base collection needs one (an auth one does not). */
const canSave = (collection: MigrationCollection, waiting: SchemaField[]) =>
  waiting.length === 0 || collection.type !== "base" || fieldList(collection).length > waiting.length;

/**
 * The collections in an order where each can be saved after those before it (they may point at
 * collections outside the set, which exist), each with the form to save first. Greedy: next is the
 * first collection that leaves the fewest relation fields waiting and keeps a field; this finds an
 * order whenever one exists, since a collection that can be saved stays so as others are saved.
 * When none exists (a cycle of base collections with no other fields), one is saved first without
 * fields: PocketBase v0.18's `saveCollection` takes that, pbdeck's backend refuses it (`fieldless`).
 * Read backwards, the same steps delete the set: fields removed first, then the collections.
 */
export function creationSteps(
  collections: readonly MigrationCollection[],
  options: CreationOptions = {},
): CreationStep[] {
  const ids = new Set(collections.map((c) => c.id));
  const saved = new Set<string>();
  const pending = [...collections];
  const steps: CreationStep[] = [];
  // lower is better: keeping a field first, then fewer fields waiting
  const cost = (c: MigrationCollection, waiting: SchemaField[]) =>
    (canSave(c, waiting) ? 0 : 1_000_000) + waiting.length;
  while (pending.length > 0) {
    let best = 0;
    let bestWaiting = waitingFields(pending[0], ids, saved);
    pending.forEach((collection, i) => {
      const waiting = waitingFields(collection, ids, saved);
      if (cost(collection, waiting) < cost(pending[best], bestWaiting)) {
        best = i;
        bestWaiting = waiting;
      }
    });
    const [full] = pending.splice(best, 1);
    const fieldless = !canSave(full, bestWaiting);
    steps.push({ first: withoutFields(full, bestWaiting), full, fieldless });
    saved.add(full.id);
  }
  return options.rulesAcrossSet ? withoutForeignRules(steps) : steps;
}

/** How the steps are cut. */
export interface CreationOptions {
  /**
   * Also leave out, until the second step, the rules naming a field another collection of the set
   * gets only in its second step (a rule through a relation path): v0.23+'s `app.save` checks every
   * rule against the fields that exist, v0.18's `saveCollection` checks none.
   */
  rulesAcrossSet?: boolean;
}

// v0.23+ auth collections keep two more rules at their top level
const ALL_RULES = [...ruleNames, "manageRule", "authRule"] as const;

function withoutForeignRules(steps: CreationStep[]): CreationStep[] {
  const withheld = steps.flatMap((s) =>
    fieldList(s.full)
      .filter((f) => !fieldList(s.first).includes(f))
      .map((f) => f.name),
  );
  if (withheld.length === 0) return steps;
  return steps.map((step) => {
    const first: Record<string, unknown> = { ...step.first };
    let changed = false;
    for (const rule of ALL_RULES) {
      const text = first[rule];
      if (typeof text === "string" && mentions(text, withheld)) {
        first[rule] = null;
        changed = true;
      }
    }
    return changed ? { ...step, first: first as unknown as MigrationCollection } : step;
  });
}
