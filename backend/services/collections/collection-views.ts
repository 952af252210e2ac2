/** @module Keeps view collections in step after another collection changed (their schema is inferred). */
import { nowDateTime } from "../../../shared/dates.ts";
import type { Collection, SchemaField } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { inferViewSchema } from "../../db/view-schema.ts";
import { randomString } from "../../lib/random.ts";
import { saveViewCollection } from "./collection-save.ts";

function withoutIds(schema: readonly SchemaField[]): string {
  return JSON.stringify(schema.map((field) => ({ ...field, id: "" }))).toLowerCase();
}

/** Runs `work` in a savepoint, rolled back when it throws. */
function inSavepoint(backend: Backend, work: () => void): void {
  const name = `resave_${randomString(8)}`;
  backend.db.exec(`SAVEPOINT ${name}`);
  try {
    work();
    backend.db.exec(`RELEASE ${name}`);
  } catch (err) {
    backend.db.exec(`ROLLBACK TO ${name}`);
    backend.db.exec(`RELEASE ${name}`);
    throw err;
  }
}

function resaveIfChanged(backend: Backend, view: Collection): void {
  const query = (view.options as { query?: string }).query ?? "";
  const schema = inferViewSchema(backend.db, query, backend.collections.all());
  if (withoutIds(schema) === withoutIds(view.schema)) return;
  saveViewCollection(backend, { ...view, updated: nowDateTime() }, view);
  backend.collections.reload();
}

/**
 * Re-infers the schema of every view collection (except `excludeIds`) and re-saves those whose
 * schema changed (field ids aside). Must run inside a transaction.
 * With `strict` the first failure is thrown (collection delete); otherwise a view that
 * cannot be re-saved is left as it is, so that it can be fixed later from the console.
 * @throws Error in strict mode when a view no longer works.
 */
export function resaveChangedViews(backend: Backend, excludeIds: readonly string[], strict: boolean): void {
  const views = backend.collections.all().filter((c) => c.type === "view" && !excludeIds.includes(c.id));
  for (const stale of views) {
    const view = backend.collections.find(stale.id);
    if (!view) continue;
    if (strict) {
      resaveIfChanged(backend, view);
      continue;
    }
    try {
      inSavepoint(backend, () => resaveIfChanged(backend, view));
    } catch {
      // a broken view stays as stored; the console can fix its query later
      backend.collections.reload();
    }
  }
}
