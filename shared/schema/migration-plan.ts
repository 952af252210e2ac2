/**
 * @module The migration files that turn one set of collections into another: one file per changed
 * collection (two for a collection in a relation cycle), named with consecutive seconds in an order
 * that applies cleanly one by one.
 */
import { type CreationOptions, type CreationStep, creationSteps } from "./migration-cycles.ts";
import {
  collectionMigration,
  type MigrationCollection,
  type MigrationFile,
  type UpdateOptions,
} from "./migration-templates.ts";

/** Writes one collection's migration file (v0.18's templates, or v0.23's `app` ones), or null when unchanged. */
export type MigrationWriter = (
  next: MigrationCollection | null,
  old: MigrationCollection | null,
  unixSeconds: number,
  options: UpdateOptions,
) => MigrationFile | null;

/** One collection change: created (no `old`), deleted (no `next`) or updated. */
interface Change {
  next: MigrationCollection | null;
  old: MigrationCollection | null;
  /** A step of a cycle's split: the update leaves the fields in `next`'s order. */
  split?: boolean;
}

const isView = (c: MigrationCollection) => c.type === "view";
const isSplit = (step: CreationStep) => step.first !== step.full;

/**
 * Created tables, each after those it relates to; collections of a relation cycle first without
 * the relations that close it, then one update per such collection that adds them.
 */
function creations(created: MigrationCollection[], options: CreationOptions): Change[] {
  const steps = creationSteps(created, options);
  return [
    ...steps.map((s) => ({ next: s.first, old: null })),
    ...steps.filter(isSplit).map((s) => ({ next: s.full, old: s.first, split: true })),
  ];
}

/** Deleted tables: the creation of the same set read backwards (so a cycle is opened first). */
function deletions(deleted: MigrationCollection[], options: CreationOptions): Change[] {
  const steps = creationSteps(deleted, options).reverse();
  return [
    ...steps.filter(isSplit).map((s) => ({ next: s.first, old: s.full, split: true })),
    ...steps.map((s) => ({ next: null, old: s.first })),
  ];
}

/**
 * The changes in apply order: deleted views first (they may read what changes next), then created
 * tables (each after those it relates to), updated tables, deleted tables (those pointing at others
 * first), and created or updated views last (their queries may read any of the above).
 */
function orderedChanges(
  before: readonly MigrationCollection[],
  after: readonly MigrationCollection[],
  options: CreationOptions,
): Change[] {
  const oldById = new Map(before.map((c) => [c.id, c]));
  const newIds = new Set(after.map((c) => c.id));
  const deleted = before.filter((c) => !newIds.has(c.id));
  const created = after.filter((c) => !oldById.has(c.id));
  const updated = after.filter((c) => oldById.has(c.id));
  const update = (c: MigrationCollection): Change => ({ next: c, old: oldById.get(c.id) ?? null });
  return [
    ...deleted.filter(isView).map((old) => ({ next: null, old })),
    ...creations(
      created.filter((c) => !isView(c)),
      options,
    ),
    ...updated.filter((c) => !isView(c)).map(update),
    ...deletions(
      deleted.filter((c) => !isView(c)),
      options,
    ),
    ...after.filter(isView).map((c) => (oldById.has(c.id) ? update(c) : { next: c, old: null })),
  ];
}

/**
 * The collections that the migrations from `before` to `after` save without fields at first (on up
 * for a created cycle, on down for a deleted one): cycles of base collections with no fields but
 * their relations. PocketBase v0.18 applies such files; pbdeck's embedded backend refuses them.
 */
export function fieldlessFirstSaves(
  before: readonly MigrationCollection[],
  after: readonly MigrationCollection[],
): string[] {
  const oldIds = new Set(before.map((c) => c.id));
  const newIds = new Set(after.map((c) => c.id));
  const created = after.filter((c) => !oldIds.has(c.id) && !isView(c));
  const deleted = before.filter((c) => !newIds.has(c.id) && !isView(c));
  return [...creationSteps(created), ...creationSteps(deleted)]
    .filter((s) => s.fieldless)
    .map((s) => s.full.name);
}

/**
 * One migration file per collection that differs between `before` and `after` (matched by id), in
 * apply order, the first named `firstSecond`, the next `firstSecond + 1` and so on; written by
 * `write` (default: PocketBase v0.18's templates); `options.rulesAcrossSet` for v0.23+ (see
 * migration-cycles.ts).
 * @example migrationsBetween(backendCollections, fileCollections, nextMigrationSecond(existing, now))
 */
export function migrationsBetween(
  before: readonly MigrationCollection[],
  after: readonly MigrationCollection[],
  firstSecond: number,
  write: MigrationWriter = collectionMigration,
  options: CreationOptions = {},
): MigrationFile[] {
  const files: MigrationFile[] = [];
  for (const change of orderedChanges(before, after, options)) {
    const file = write(change.next, change.old, firstSecond + files.length, {
      keepFieldOrder: change.split === true,
    });
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
