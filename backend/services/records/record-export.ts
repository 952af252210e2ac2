/** @module A record as the API shows it: alphabetical keys, no secrets, email visibility, expand, fields. */
import type { Collection, RecordModel } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import type { RequestInfo } from "../../filter/index.ts";
import { byteOrder } from "../../lib/go-json.ts";
import type { RequestAuth, StoredRecord } from "../common/caller.ts";
import { type ExpandedRecord, expandRecords } from "./record-expand.ts";
import { pickFields } from "./record-fields.ts";
import { requestInfoForCaller } from "./record-request-info.ts";
import { idsMatchingRule, manageRuleOf } from "./record-rules.ts";
import { castToBool, castToString, exportedValue } from "./record-values.ts";

export interface ExportOptions {
  /** The `expand` query value; related records are fetched as `request` (or the viewer) would see them. */
  expand?: string;
  /** The `fields` query value, applied to the exported object. */
  fields?: string;
  /** Always show the email of the top-level record (auth-flow responses). */
  showEmail?: boolean;
  /** The request context for expand rules and manageRule; defaults to a GET made by the viewer. */
  request?: RequestInfo;
}

/** The API JSON of a record for this viewer (hidden auth fields and email visibility applied). */
export function exportRecord(
  backend: Backend,
  record: StoredRecord | ExpandedRecord,
  viewer: RequestAuth,
  options: ExportOptions = {},
): RecordModel {
  return exportRecords(backend, [record], viewer, options)[0];
}

/** Exports many records at once (one manageRule query per auth collection, one expand pass). */
export function exportRecords(
  backend: Backend,
  records: Array<StoredRecord | ExpandedRecord>,
  viewer: RequestAuth,
  options: ExportOptions = {},
): RecordModel[] {
  const request = options.request ?? requestInfoForCaller(viewer);
  const tree: ExpandedRecord[] = options.expand
    ? expandRecords(backend, records, options.expand, request)
    : records;
  const visible = emailVisibleIds(backend, tree, request);
  return tree.map((record) => {
    const out = toJson(record, visible, options.showEmail === true);
    return options.fields ? pickFields(out, options.fields) : out;
  });
}

function toJson(record: ExpandedRecord, visible: Set<string>, showEmail: boolean): RecordModel {
  const { collection, values } = record;
  const out: Record<string, unknown> = {
    id: castToString(values.id),
    collectionId: collection.id,
    collectionName: collection.name,
  };
  for (const key of ["created", "updated"]) {
    const value = castToString(values[key]);
    if (collection.type !== "view" || value !== "") out[key] = value;
  }
  if (collection.type === "auth") {
    out.username = castToString(values.username);
    out.verified = castToBool(values.verified);
    out.emailVisibility = castToBool(values.emailVisibility);
    if (showEmail || out.emailVisibility === true || visible.has(keyOf(record)))
      out.email = castToString(values.email);
  }
  for (const field of collection.schema) out[field.name] = exportedValue(field, values[field.name]);
  if (record.expand && Object.keys(record.expand).length > 0) {
    const expand: Record<string, RecordModel | RecordModel[]> = {};
    for (const key of Object.keys(record.expand).sort(byteOrder)) {
      const value = record.expand[key];
      expand[key] = Array.isArray(value)
        ? value.map((r) => toJson(r, visible, false))
        : toJson(value, visible, false);
    }
    out.expand = expand;
  }
  const sorted: Record<string, unknown> = {};
  for (const key of sortedKeys(Object.keys(out))) sorted[key] = out[key];
  return sorted as RecordModel;
}

// the rows of a list share their keys: each distinct key list is sorted once (a bounded cache)
const sortedKeyLists = new Map<string, string[]>();

function sortedKeys(keys: string[]): string[] {
  const signature = keys.join("\n");
  let sorted = sortedKeyLists.get(signature);
  if (!sorted) {
    sorted = [...keys].sort(byteOrder);
    if (sortedKeyLists.size >= 1000) sortedKeyLists.clear();
    sortedKeyLists.set(signature, sorted);
  }
  return sorted;
}

function keyOf(record: StoredRecord): string {
  return `${record.collection.id}/${castToString(record.values.id)}`;
}

/** Auth records (at any depth) whose email this caller may see regardless of emailVisibility. */
function emailVisibleIds(backend: Backend, tree: ExpandedRecord[], request: RequestInfo): Set<string> {
  const byCollection = new Map<string, { collection: Collection; ids: Set<string> }>();
  const visit = (record: ExpandedRecord) => {
    if (record.collection.type === "auth") {
      const entry = byCollection.get(record.collection.id) ?? {
        collection: record.collection,
        ids: new Set(),
      };
      entry.ids.add(castToString(record.values.id));
      byCollection.set(record.collection.id, entry);
    }
    for (const value of Object.values(record.expand ?? {}))
      for (const child of Array.isArray(value) ? value : [value]) visit(child);
  };
  tree.forEach(visit);
  const visible = new Set<string>();
  for (const { collection, ids } of byCollection.values()) {
    const all = [...ids];
    if (request.admin) {
      for (const id of all) visible.add(`${collection.id}/${id}`);
      continue;
    }
    const self = request.authRecord;
    if (self && self.collection.id === collection.id && ids.has(castToString(self.values.id)))
      visible.add(`${collection.id}/${castToString(self.values.id)}`);
    const rule = manageRuleOf(collection);
    if (!rule || !self) continue;
    for (const id of idsMatchingRule(backend, collection, all, rule, request))
      visible.add(`${collection.id}/${id}`);
  }
  return visible;
}
