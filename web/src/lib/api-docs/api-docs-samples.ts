/** @module Plausible, deterministic sample values for the API docs: per field type and per record. */
import type { Collection, SchemaField, SchemaFieldOf } from "../../../../shared/models.ts";
import { collectionDateFields } from "../../../../shared/records/record-date-fields.ts";
import { isMultiple } from "../collections/collection-fields.ts";

/** The timestamp every sample record carries (canonical API format). */
export const SAMPLE_DATE = "2023-10-10 09:20:30.123Z";

const LOWER = "abcdefghijklmnopqrstuvwxyz0123456789";
const MIXED = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const LOREM = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ";

/** Deterministic pseudo-random characters from `alphabet`, seeded by `seed` (same seed, same text). */
function seeded(seed: string, length: number, alphabet: string): string {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619) >>> 0;
  let out = "";
  for (let i = 0; i < length; i++) {
    h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
    h = (h + 0x9e3779b9 + i) >>> 0;
    out += alphabet[h % alphabet.length];
  }
  return out;
}

/** A 15-character record id, the same for the same seed. */
export function sampleId(seed: string): string {
  return seeded(seed, 15, LOWER);
}

const MIME_EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/jpg": "jpg",
  "image/svg+xml": "svg",
  "text/plain": "txt",
  "application/msword": "doc",
  "application/x-7z-compressed": "7z",
  "video/quicktime": "mov",
};

/** A stored file name like the backend makes: `{name}_{10 random chars}.{ext}`. */
export function sampleFileName(field: SchemaFieldOf<"file">, index = 0): string {
  const mime = field.options.mimeTypes?.[0] ?? "";
  const ext = MIME_EXTENSIONS[mime] ?? (mime.split("/")[1]?.replace(/[^\w]/g, "") || "txt");
  const stem = mime.startsWith("image/") ? "photo" : "document";
  return `${stem}${index ? `_${index + 1}` : ""}_${seeded(`${field.name}:${index}`, 10, MIXED)}.${ext}`;
}

const TEXTS = ["Lorem ipsum", "Dolor sit amet"];

function sampleText(field: SchemaFieldOf<"text">, index: number): string {
  const { min, max } = field.options;
  let text = TEXTS[index % TEXTS.length];
  if (min && text.length < min) text = LOREM.repeat(Math.ceil(min / LOREM.length)).slice(0, min);
  if (max && text.length > max) text = text.slice(0, max);
  return text;
}

function sampleNumber(field: SchemaFieldOf<"number">, index: number): number {
  const { min, max } = field.options;
  let n = index % 2 ? 456 : 123;
  if (min !== null && n < min) n = min;
  if (max !== null && n > max) n = max;
  return n;
}

/** A host allowed by the field's domain lists. */
function sampleDomain(options: { onlyDomains: string[] | null; exceptDomains: string[] | null }): string {
  if (options.onlyDomains?.length) return options.onlyDomains[0];
  return options.exceptDomains?.includes("example.com") ? "example.org" : "example.com";
}

function countOf(min: number | null | undefined, max: number | null | undefined, values = 2): number {
  const wanted = Math.max(values, min ?? 0);
  return max ? Math.min(wanted, max) : wanted;
}

/**
 * A plausible value of one schema field, shaped as the API returns it (§2.5); `index` varies the
 * value between sample records.
 */
export function sampleFieldValue(field: SchemaField, index = 0): unknown {
  const many = isMultiple(field);
  switch (field.type) {
    case "text":
      return sampleText(field, index);
    case "editor":
      return "<p>Lorem ipsum dolor sit amet.</p>";
    case "number":
      return sampleNumber(field, index);
    case "bool":
      return index % 2 === 0;
    case "email":
      return `test@${sampleDomain(field.options)}`;
    case "url":
      return `https://${sampleDomain(field.options)}`;
    case "date":
      return field.options.min || field.options.max || SAMPLE_DATE;
    case "select": {
      const values = field.options.values ?? [];
      if (!many) return values[index % Math.max(values.length, 1)] ?? "";
      return values.slice(0, countOf(1, field.options.maxSelect));
    }
    case "json":
      return { hello: "world" };
    case "file": {
      if (!many) return sampleFileName(field, index);
      const n = countOf(1, field.options.maxSelect);
      return Array.from({ length: n }, (_, i) => sampleFileName(field, index * n + i));
    }
    case "relation": {
      const seed = `${field.options.collectionId}:${field.name}:${index}`;
      if (!many) return sampleId(seed);
      const n = Math.min(countOf(field.options.minSelect, field.options.maxSelect), 5);
      return Array.from({ length: n }, (_, i) => sampleId(`${seed}:${i}`));
    }
  }
}

/**
 * Whether records of the collection carry created/updated: those it has (v0.23+: only those in its
 * fields), a view only when its query selects them.
 */
export function sampleHasTimestamps(collection: Collection): { created: boolean; updated: boolean } {
  if (collection.type !== "view") {
    const dates = collectionDateFields(collection);
    return { created: dates.includes("created"), updated: dates.includes("updated") };
  }
  const query = collection.options.query ?? "";
  return { created: /\bcreated\b/i.test(query), updated: /\bupdated\b/i.test(query) };
}

/**
 * A sample record of the collection as the API returns it: system keys, auth keys, then one key
 * per schema field. `withEmail` adds the email of auth records (auth responses always show it).
 */
export function sampleRecord(collection: Collection, index = 0, withEmail = true): Record<string, unknown> {
  const record: Record<string, unknown> = {
    id: sampleId(`${collection.name}:${index}`),
    collectionId: collection.id,
    collectionName: collection.name,
  };
  const stamps = sampleHasTimestamps(collection);
  if (stamps.created) record.created = SAMPLE_DATE;
  if (stamps.updated) record.updated = SAMPLE_DATE;
  if (collection.type === "auth") {
    record.username = `${collection.name}${seeded(`${collection.name}:u${index}`, 5, "123456789")}`;
    if (withEmail) record.email = `test${index || ""}@${sampleDomainOfAuth(collection)}`;
    record.emailVisibility = withEmail;
    record.verified = true;
  }
  for (const field of collection.schema) record[field.name] = sampleFieldValue(field, index);
  return record;
}

/** An email domain accepted by an auth collection's domain options. */
export function sampleDomainOfAuth(collection: Collection): string {
  if (collection.type !== "auth") return "example.com";
  return sampleDomain({
    onlyDomains: collection.options.onlyEmailDomains,
    exceptDomains: collection.options.exceptEmailDomains,
  });
}
