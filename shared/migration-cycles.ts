/**
 * @module The order in which a set of new collections can be saved one by one when their relations
 * form cycles (A → B → A, or A → A): a collection is saved first without the relation fields that
 * point at itself or at one of the set not saved yet, and gets them in a second step once all exist.
 */
import type { MigrationCollection } from "./migration-templates.ts";
import type { SchemaField } from "./models.ts";

/** One collection of the set: the form to save first (`first === full` when nothing waits). */
export interface CreationStep {
  first: MigrationCollection;
  full: MigrationCollection;
}

const RULES = ["listRule", "viewRule", "createRule", "updateRule", "deleteRule"] as const;

const targetOf = (field: SchemaField) =>
  String((field.options as { collectionId?: unknown }).collectionId ?? "");

/** The relation fields of `collection` whose target is in `ids` but not yet in `saved` (itself included). */
function waitingFields(collection: MigrationCollection, ids: Set<string>, saved: Set<string>): SchemaField[] {
  return (collection.schema ?? []).filter(
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
    schema: (collection.schema ?? []).filter((f) => !fields.includes(f)),
    indexes: (collection.indexes ?? []).filter((index) => !mentions(index, names)),
  };
  for (const rule of RULES) {
    const text = collection[rule];
    if (typeof text === "string" && mentions(text, names)) first[rule] = null;
  }
  return first;
}

/** Whether leaving `waiting` out keeps a field: a base collection needs one (an auth one does not). */
const canSave = (collection: MigrationCollection, waiting: SchemaField[]) =>
  waiting.length === 0 || collection.type !== "base" || (collection.schema ?? []).length > waiting.length;

/**
 * The collections in an order where each can be saved after those before it (they may point at
 * collections outside the set, which exist), each with the form to save first. Greedy: next is the
 * first collection that leaves the fewest relation fields waiting and keeps a field; this finds an
 * order whenever one exists, since a collection that can be saved stays so as others are saved.
 * Read backwards, the same steps delete the set: fields removed first, then the collections.
 * @throws Error when the cycle's base collections have no field but the relations that close it.
 */
export function creationSteps(collections: readonly MigrationCollection[]): CreationStep[] {
  const ids = new Set(collections.map((c) => c.id));
  const saved = new Set<string>();
  const pending = [...collections];
  const steps: CreationStep[] = [];
  while (pending.length > 0) {
    let best = -1;
    let bestWaiting: SchemaField[] = [];
    pending.forEach((collection, i) => {
      const waiting = waitingFields(collection, ids, saved);
      if (!canSave(collection, waiting)) return;
      if (best === -1 || waiting.length < bestWaiting.length) {
        best = i;
        bestWaiting = waiting;
      }
    });
    if (best === -1) {
      const names = pending.map((c) => c.name).join(", ");
      throw new Error(
        `cannot create ${names} one by one: their relations form a cycle, and without those relations each of them would have no fields (add another field to one of them)`,
      );
    }
    const [full] = pending.splice(best, 1);
    steps.push({ first: withoutFields(full, bestWaiting), full });
    saved.add(full.id);
  }
  return steps;
}
