/** @module The `expand` query parameter: direct and back-relations, nested paths, viewRule per related collection. */
import type { Collection, SchemaField } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { quoteId } from "../../db/connection.ts";
import type { RequestInfo } from "../../filter/index.ts";
import type { StoredRecord } from "../common/caller.ts";
import { idsMatchingRule } from "./record-rules.ts";
import { fieldByName, findRecordsByIds, recordFromRow } from "./record-store.ts";
import { isMultiple, listOf } from "./record-values.ts";

/** A record with the relations that were expanded for it. */
export interface ExpandedRecord extends StoredRecord {
  expand?: Record<string, ExpandedRecord | ExpandedRecord[]>;
}

const maxDepth = 6;
const backRelation = /^(\w+)\((\w+)\)$/;

/** Normalised expand paths: spaces removed, dots trimmed, empties/duplicates/prefixes of longer paths dropped. */
export function normaliseExpandPaths(raw: string): string[] {
  const paths: string[] = [];
  for (const part of raw.split(",")) {
    const path = part.replace(/ /g, "").replace(/^\.+|\.+$/g, "");
    if (path !== "" && !paths.includes(path)) paths.push(path);
  }
  return paths.filter((p) => !paths.some((other) => other !== p && other.startsWith(`${p}.`)));
}

/** Where a path segment leads: the related collection, the ids per parent, and the result shape. */
interface Hop {
  relCollection: Collection;
  idsOf: (record: ExpandedRecord) => string[];
  single: boolean;
}

class ExpandFailure extends Error {}

/**
 * Expands the relation paths of `expandParam` on copies of `records` (the inputs are not changed).
 * Failing paths (unknown field, no access, nothing found) are silently left out.
 */
export function expandRecords(
  backend: Backend,
  records: StoredRecord[],
  expandParam: string,
  request: RequestInfo,
): ExpandedRecord[] {
  const copies: ExpandedRecord[] = records.map((r) => ({ ...r, expand: undefined }));
  for (const path of normaliseExpandPaths(expandParam)) {
    try {
      expandPath(backend, copies, path, request, 1);
    } catch (err) {
      if (!(err instanceof ExpandFailure)) throw err;
    }
  }
  for (const copy of copies) if (copy.expand === undefined) delete copy.expand;
  return copies;
}

function expandPath(
  backend: Backend,
  records: ExpandedRecord[],
  path: string,
  request: RequestInfo,
  level: number,
): void {
  if (path === "" || level > maxDepth || records.length === 0) return;
  const dot = path.indexOf(".");
  const segment = dot === -1 ? path : path.slice(0, dot);
  const rest = dot === -1 ? "" : path.slice(dot + 1);
  const hop = resolveHop(backend, records[0].collection, segment, records);
  const allIds = [...new Set(records.flatMap(hop.idsOf))];
  const related = fetchVisible(backend, hop.relCollection, allIds, request);
  if (rest !== "") expandPath(backend, related, rest, request, level + 1);
  const byId = new Map(related.map((r) => [String(r.values.id), r]));
  for (const record of records) {
    const found = hop.idsOf(record).flatMap((id) => byId.get(id) ?? []);
    if (found.length === 0) continue;
    const expand = (record.expand ??= {});
    const previous = expand[segment];
    for (const old of previous === undefined ? [] : Array.isArray(previous) ? previous : [previous]) {
      const match = found.find((r) => r.values.id === old.values.id);
      if (match && old.expand) match.expand = { ...old.expand, ...match.expand };
    }
    expand[segment] = hop.single ? found[0] : found;
  }
}

function resolveHop(backend: Backend, main: Collection, segment: string, records: ExpandedRecord[]): Hop {
  const back = backRelation.exec(segment);
  if (back) {
    const relCollection = backend.collections.find(back[1]);
    const field = relCollection ? fieldByName(relCollection, back[2]) : undefined;
    if (!relCollection || !field || field.type !== "relation" || field.options.collectionId !== main.id)
      throw new ExpandFailure(segment);
    if (isMultiple(field)) throw new ExpandFailure("Multi-relation fields cannot be indirectly expanded");
    const parentIds = records.map((r) => String(r.values.id));
    const children = findReferencing(backend, relCollection, field, parentIds);
    return {
      relCollection,
      idsOf: (record) => children.get(String(record.values.id)) ?? [],
      single: hasUniqueIndexOn(relCollection, field.name),
    };
  }
  const field = fieldByName(main, segment);
  if (field?.type !== "relation") throw new ExpandFailure(segment);
  const relCollection = backend.collections.find(field.options.collectionId);
  if (!relCollection) throw new ExpandFailure(segment);
  const maxSelect = field.options.maxSelect;
  return {
    relCollection,
    idsOf: (record) => listOf(record.values[field.name]),
    single: maxSelect !== null && maxSelect <= 1,
  };
}

/** Child ids per parent id, for a single relation field of `relCollection` pointing at the parents. */
function findReferencing(
  backend: Backend,
  relCollection: Collection,
  field: SchemaField,
  parentIds: string[],
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const table = quoteId(relCollection.name);
  for (let i = 0; i < parentIds.length; i += 500) {
    const chunk = parentIds.slice(i, i + 500);
    const sql = `SELECT * FROM ${table} WHERE ${quoteId(field.name)} IN (${chunk.map(() => "?").join(",")})`;
    for (const row of backend.db.prepare(sql).all(...chunk)) {
      const child = recordFromRow(relCollection, row as Record<string, unknown>);
      const parent = listOf(child.values[field.name])[0];
      if (parent) out.set(parent, [...(out.get(parent) ?? []), String(child.values.id)]);
    }
  }
  return out;
}

/** Whether one of the collection's indexes is UNIQUE over exactly this one column. */
export function hasUniqueIndexOn(collection: Collection, column: string): boolean {
  const strip = (s: string) => s.trim().replace(/^[`"'[]+|[`"'\]]+$/g, "");
  for (const index of collection.indexes) {
    const m = /^\s*create\s+unique\s+index\s+.*?\bon\s+\S+\s*\(([\s\S]*)\)\s*(where\s[\s\S]*)?$/i.exec(index);
    if (!m) continue;
    const columns = m[1].split(",");
    if (columns.length !== 1) continue;
    const name = strip(columns[0].replace(/\s+(asc|desc)\s*$/i, "").replace(/\s+collate\s+\w+\s*$/i, ""));
    if (name.toLowerCase() === column.toLowerCase()) return true;
  }
  return false;
}

/** The related records the caller may see (admins: all; null viewRule: failure; else rule-filtered). */
function fetchVisible(
  backend: Backend,
  collection: Collection,
  ids: string[],
  request: RequestInfo,
): ExpandedRecord[] {
  if (ids.length === 0) return [];
  if (!request.admin && collection.viewRule === null) throw new ExpandFailure(collection.name);
  let records: StoredRecord[] = findRecordsByIds(backend, collection, ids);
  if (!request.admin && collection.viewRule !== null && collection.viewRule.trim() !== "") {
    const allowed = idsMatchingRule(
      backend,
      collection,
      records.map((r) => String(r.values.id)),
      collection.viewRule,
      request,
    );
    records = records.filter((r) => allowed.has(String(r.values.id)));
  }
  return records.map((r) => ({ ...r }));
}
