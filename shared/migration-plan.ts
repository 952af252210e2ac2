/**
 * @module The migration files that turn one set of collections into another: one file per changed
 * collection, named with consecutive seconds in an order that applies cleanly one by one.
 */
import { collectionMigration, type MigrationCollection, type MigrationFile } from "./migration-templates.ts";

/** One collection change: created (no `old`), deleted (no `next`) or updated. */
interface Change {
  next: MigrationCollection | null;
  old: MigrationCollection | null;
}

const isView = (c: MigrationCollection) => c.type === "view";

/** Ids of the collections this one's relation fields point at. */
function relationTargets(collection: MigrationCollection): string[] {
  return (collection.schema ?? [])
    .filter((f) => f.type === "relation")
    .map((f) => String((f.options as { collectionId?: unknown }).collectionId ?? ""));
}

/** Collections ordered so that each comes after those it points at (cycles keep the given order). */
function dependencyOrder(collections: MigrationCollection[]): MigrationCollection[] {
  const ids = new Set(collections.map((c) => c.id));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const out: MigrationCollection[] = [];
  const byId = new Map(collections.map((c) => [c.id, c]));
  const visit = (c: MigrationCollection) => {
    if (done.has(c.id) || visiting.has(c.id)) return;
    visiting.add(c.id);
    for (const target of relationTargets(c)) {
      const dependency = byId.get(target);
      if (dependency && ids.has(target) && target !== c.id) visit(dependency);
    }
    visiting.delete(c.id);
    done.add(c.id);
    out.push(c);
  };
  for (const c of collections) visit(c);
  return out;
}

/**
 * The changes in apply order: deleted views first (they may read what changes next), then created
 * tables (each after those it relates to), updated tables, deleted tables (those pointing at others
 * first), and created or updated views last (their queries may read any of the above).
 */
function orderedChanges(
  before: readonly MigrationCollection[],
  after: readonly MigrationCollection[],
): Change[] {
  const oldById = new Map(before.map((c) => [c.id, c]));
  const newIds = new Set(after.map((c) => c.id));
  const deleted = before.filter((c) => !newIds.has(c.id));
  const created = after.filter((c) => !oldById.has(c.id));
  const updated = after.filter((c) => oldById.has(c.id));
  const update = (c: MigrationCollection): Change => ({ next: c, old: oldById.get(c.id) ?? null });
  return [
    ...deleted.filter(isView).map((old) => ({ next: null, old })),
    ...dependencyOrder(created.filter((c) => !isView(c))).map((next) => ({ next, old: null })),
    ...updated.filter((c) => !isView(c)).map(update),
    ...dependencyOrder(deleted.filter((c) => !isView(c)))
      .reverse()
      .map((old) => ({ next: null, old })),
    ...after.filter(isView).map((c) => (oldById.has(c.id) ? update(c) : { next: c, old: null })),
  ];
}

/**
 * One migration file per collection that differs between `before` and `after` (matched by id), in
 * apply order, the first named `firstSecond`, the next `firstSecond + 1` and so on.
 * @example migrationsBetween(backendCollections, fileCollections, nextMigrationSecond(existing, now))
 */
export function migrationsBetween(
  before: readonly MigrationCollection[],
  after: readonly MigrationCollection[],
  firstSecond: number,
): MigrationFile[] {
  const files: MigrationFile[] = [];
  for (const change of orderedChanges(before, after)) {
    const file = collectionMigration(change.next, change.old, firstSecond + files.length);
    if (file) files.push(file);
  }
  return files;
}

/**
 * The second to name the next migration with: now, or one past the newest file already in the
 * folder, so that new files always sort (and so apply) after the existing ones.
 */
export function nextMigrationSecond(existingFiles: readonly string[], nowSeconds: number): number {
  let newest = 0;
  for (const name of existingFiles) {
    const match = /^(\d+)_/.exec(name);
    if (match) newest = Math.max(newest, Number(match[1]));
  }
  return Math.max(nowSeconds, newest + 1);
}
