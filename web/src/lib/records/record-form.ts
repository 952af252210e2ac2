/** @module Record <-> editor form values, and the multipart body sent on save. */

import type { ApiGeneration } from "../../../../shared/client/api-generation.ts";
import { hasBuiltInUsername } from "../../../../shared/client/generations/v023/collections-display.ts";
import type { Collection, RecordModel } from "../../../../shared/models.ts";
import { appendFileChanges } from "../../../../shared/records/record-file-changes.ts";
import { emptyFieldValue, normalizeJsonText, truncateDate } from "./field-values.ts";
import { geoPointJson, geoPointText, newerType } from "./newer-field-values.ts";
import type { FileChanges } from "./record-changes.ts";

export type FormValues = Record<string, unknown>;

/** Auth keys submitted besides the schema fields. */
export const AUTH_KEYS = ["username", "email", "emailVisibility", "verified", "password", "passwordConfirm"];

/** Form values for a record (or a new blank record when `record` is null). */
export function formValuesFromRecord(collection: Collection, record: RecordModel | null): FormValues {
  const values: FormValues = { id: record?.id ?? "" };
  if (collection.type === "auth") {
    if (hasBuiltInUsername(collection)) values.username = record?.username ?? "";
    values.email = record?.email ?? "";
    values.emailVisibility = record?.emailVisibility ?? false;
    values.verified = record?.verified ?? false;
  }
  for (const field of collection.schema) {
    const raw = record ? record[field.name] : undefined;
    const newer = newerType(field);
    if (newer === "geoPoint") values[field.name] = geoPointText(raw);
    else if (newer === "password") values[field.name] = "";
    else if (raw === undefined) values[field.name] = field.type === "json" ? "" : emptyFieldValue(field);
    else if (field.type === "json") values[field.name] = normalizeJsonText(raw);
    else if (field.type === "date") values[field.name] = truncateDate(raw);
    else values[field.name] = raw;
  }
  if (record?.created) values.created = record.created;
  if (record?.updated) values.updated = record.updated;
  return values;
}

function append(data: FormData, key: string, value: unknown): void {
  if (value === undefined || value === null) {
    data.append(key, "");
  } else if (Array.isArray(value)) {
    if (value.length === 0) data.append(key, "");
    for (const item of value) data.append(key, String(item));
  } else if (typeof value === "object") {
    data.append(key, JSON.stringify(value));
  } else {
    data.append(key, String(value));
  }
}

export interface PayloadOptions {
  isNew: boolean;
  /** Whether password fields are shown (always for new auth records). */
  withPassword: boolean;
  /** The server's API generation: how file changes are sent (see `appendFileChanges`). */
  generation: ApiGeneration;
}

/**
 * The multipart body of a create or update: schema values, auth keys (auth collections only) and
 * file changes in the generation's keys. v0.23+ `autodate` fields are the server's and never sent;
 * a v0.23+ `password` field only when typed.
 */
export function buildRecordFormData(
  collection: Collection,
  values: FormValues,
  files: FileChanges,
  options: PayloadOptions,
): FormData {
  const data = new FormData();
  const id = typeof values.id === "string" ? values.id.trim() : "";
  if (options.isNew && id) data.append("id", id);
  if (collection.type === "auth") {
    for (const key of AUTH_KEYS) {
      if ((key === "password" || key === "passwordConfirm") && !options.withPassword) continue;
      if (key === "username" && !hasBuiltInUsername(collection)) continue; // a schema field on v0.23+
      append(data, key, values[key]);
    }
  }
  for (const field of collection.schema) {
    if (field.type === "file") continue;
    const value = values[field.name];
    const newer = newerType(field);
    if (newer === "autodate") continue;
    if (newer === "password") {
      if (typeof value === "string" && value !== "") data.append(field.name, value);
    } else if (newer === "geoPoint") {
      data.append(field.name, geoPointJson(value));
    } else if (field.type === "json") {
      const text = typeof value === "string" ? value.trim() : "";
      data.append(field.name, text === "" ? "null" : text);
    } else {
      append(data, field.name, value);
    }
  }
  for (const field of collection.schema) {
    if (field.type !== "file") continue;
    const changes = {
      uploads: files.uploads[field.name] ?? [],
      deletions: files.deletions[field.name] ?? [],
    };
    appendFileChanges(data, field.name, changes, options.generation);
  }
  return data;
}

/** A copy of form values for a duplicate: id, created, updated cleared and file fields dropped. */
export function duplicateValues(collection: Collection, values: FormValues): FormValues {
  const copy: FormValues = { ...values, id: "" };
  delete copy.created;
  delete copy.updated;
  for (const field of collection.schema) {
    if (field.type === "file") copy[field.name] = emptyFieldValue(field);
  }
  return copy;
}
