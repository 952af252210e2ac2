/** @module Validation of record schema values per field type, with PocketBase's codes and messages. */

import type { FieldError, FieldErrors, SchemaField } from "../../../shared/models.ts";
import { compileGoRegexp } from "../../../shared/schema/go-regexp.ts";
import type { Backend } from "../../context.ts";
import { quoteId } from "../../db/connection.ts";
import { fieldError } from "../../errors.ts";
import { isValidEmail, isValidUrl, urlHost } from "./record-formats.ts";
import type { PendingUpload } from "./record-submission.ts";
import { isEmptyFieldValue, normaliseFieldValue, toUniqueStrings } from "./record-values.ts";

const byteLength = (text: string) => Buffer.byteLength(text, "utf8");

/** Go's `%f`: six decimals. */
function goFloat(value: number): string {
  return value.toFixed(6);
}

/** A timestamp as Go prints a time.Time (`2022-01-01 00:00:00 +0000 UTC`). */
export function goTimeString(timestamp: string): string {
  const [date, time] = timestamp.replace("Z", "").split(" ");
  const [clock, fraction = ""] = time.split(".");
  const trimmed = fraction.replace(/0+$/, "");
  return `${date} ${clock}${trimmed ? `.${trimmed}` : ""} +0000 UTC`;
}

/** Mime aliases known to PocketBase's detector, so `image/jpg`-style lists still match. */
const mimeAliases: Record<string, string[]> = {
  "application/zip": ["application/x-zip", "application/x-zip-compressed"],
  "application/pdf": ["application/x-pdf"],
  "audio/mpeg": ["audio/x-mpeg", "audio/mp3", "audio/x-mp3"],
  "image/x-icon": ["image/vnd.microsoft.icon"],
  "text/xml": ["application/xml"],
};

function mimeAllowed(detected: string, allowed: string[]): boolean {
  const base = detected.split(";")[0].trim().toLowerCase();
  const names = [base, ...(mimeAliases[base] ?? [])];
  return allowed.some((a) => names.includes(a.split(";")[0].trim().toLowerCase()));
}

type Check = (backend: Backend, value: unknown, uploads: PendingUpload[]) => FieldError | null;

function checkText(field: SchemaField & { type: "text" }): Check {
  return (_b, value) => {
    const text = value as string;
    if (text === "") return null;
    const { min, max, pattern } = field.options;
    if (min !== null && byteLength(text) < min)
      return fieldError("validation_min_text_constraint", `Must be at least ${min} character(s)`);
    if (max !== null && byteLength(text) > max)
      return fieldError("validation_max_text_constraint", `Must be less than ${max} character(s)`);
    if (pattern) {
      if (!compileGoRegexp(pattern)?.test(text))
        return fieldError("validation_invalid_format", "Invalid value format");
    }
    return null;
  };
}

function checkNumber(field: SchemaField & { type: "number" }): Check {
  return (_b, value) => {
    const n = value as number;
    if (n === 0) return null;
    const { min, max, noDecimal } = field.options;
    if (noDecimal && !Number.isInteger(n))
      return fieldError("validation_no_decimal_constraint", "Decimal numbers are not allowed");
    if (min !== null && n < min)
      return fieldError("validation_min_number_constraint", `Must be larger than ${goFloat(min)}`);
    if (max !== null && n > max)
      return fieldError("validation_max_number_constraint", `Must be less than ${goFloat(max)}`);
    return null;
  };
}

function inDomainLists(domain: string, only: string[] | null, except: string[] | null): boolean {
  if (only && only.length > 0 && !only.includes(domain)) return false;
  if (except && except.length > 0 && except.includes(domain)) return false;
  return true;
}

function checkEmail(field: SchemaField & { type: "email" }): Check {
  return (_b, value) => {
    const text = value as string;
    if (text === "") return null;
    if (!isValidEmail(text)) return fieldError("validation_invalid_email", "Must be a valid email");
    const domain = text.slice(text.lastIndexOf("@") + 1);
    if (!inDomainLists(domain, field.options.onlyDomains, field.options.exceptDomains))
      return fieldError("validation_email_domain_not_allowed", "Email domain is not allowed");
    return null;
  };
}

function checkUrl(field: SchemaField & { type: "url" }): Check {
  return (_b, value) => {
    const text = value as string;
    if (text === "") return null;
    if (!isValidUrl(text)) return fieldError("validation_invalid_url", "Must be a valid url");
    if (!inDomainLists(urlHost(text), field.options.onlyDomains, field.options.exceptDomains))
      return fieldError("validation_url_domain_not_allowed", "Url domain is not allowed");
    return null;
  };
}

function checkDate(field: SchemaField & { type: "date" }): Check {
  return (_b, value) => {
    const date = value as string;
    if (date === "") return null;
    const min = normaliseFieldValue(field, field.options.min) as string;
    const max = normaliseFieldValue(field, field.options.max) as string;
    if (min !== "" && date < min)
      return fieldError(
        "validation_min_greater_equal_than_required",
        `Must be no less than ${goTimeString(min)}`,
      );
    if (max !== "" && date > max)
      return fieldError(
        "validation_max_less_equal_than_required",
        `Must be no greater than ${goTimeString(max)}`,
      );
    return null;
  };
}

function checkSelect(field: SchemaField & { type: "select" }): Check {
  return (_b, value) => {
    const items = toUniqueStrings(value);
    if (items.length === 0) return null;
    if (items.length > field.options.maxSelect)
      return fieldError("validation_too_many_values", `Select no more than ${field.options.maxSelect}`);
    const bad = items.find((item) => !field.options.values.includes(item));
    return bad === undefined ? null : fieldError("validation_invalid_value", `Invalid value ${bad}`);
  };
}

function checkJson(): Check {
  return (_b, value) => {
    if (value === null) return null;
    try {
      JSON.parse(value as string);
      return null;
    } catch {
      return fieldError("validation_invalid_json", "Must be a valid json value");
    }
  };
}

function checkFile(field: SchemaField & { type: "file" }): Check {
  return (_b, value, uploads) => {
    const names = toUniqueStrings(value);
    const { maxSelect, maxSize, mimeTypes } = field.options;
    if (names.length > maxSelect)
      return fieldError("validation_too_many_values", `Select no more than ${maxSelect}`);
    for (const upload of uploads) {
      if (upload.field.name !== field.name || !names.includes(upload.name)) continue;
      if (upload.file.data.length > maxSize) {
        return fieldError(
          "validation_file_size_limit",
          `Failed to upload "${upload.file.originalName}" - the maximum allowed file size is ${maxSize} bytes`,
        );
      }
      if (mimeTypes && mimeTypes.length > 0 && !mimeAllowed(upload.mime, mimeTypes)) {
        return fieldError(
          "validation_invalid_mime_type",
          `"${upload.name}" mime type must be one of: ${mimeTypes.join(", ")}`,
        );
      }
    }
    return null;
  };
}

function checkRelation(field: SchemaField & { type: "relation" }): Check {
  return (backend, value) => {
    const ids = toUniqueStrings(value);
    if (ids.length === 0) return null;
    const { minSelect, maxSelect, collectionId } = field.options;
    if (minSelect !== null && ids.length < minSelect)
      return fieldError("validation_not_enough_values", `Select at least ${minSelect}`);
    if (maxSelect !== null && ids.length > maxSelect)
      return fieldError("validation_too_many_values", `Select no more than ${maxSelect}`);
    const related = backend.collections.find(collectionId);
    if (!related)
      return fieldError(
        "validation_missing_rel_collection",
        "Relation connection is missing or cannot be accessed",
      );
    let total = -1;
    try {
      const sql = `SELECT count(*) AS n FROM ${quoteId(related.name)} WHERE id IN (${ids.map(() => "?").join(",")})`;
      total = Number((backend.db.prepare(sql).get(...ids) as { n: number }).n);
    } catch {
      total = -1;
    }
    if (total !== ids.length)
      return fieldError(
        "validation_missing_rel_records",
        "Failed to fetch all relation records with the provided ids",
      );
    return null;
  };
}

function checkOf(field: SchemaField): Check | null {
  switch (field.type) {
    case "text":
      return checkText(field);
    case "number":
      return checkNumber(field);
    case "email":
      return checkEmail(field);
    case "url":
      return checkUrl(field);
    case "date":
      return checkDate(field);
    case "select":
      return checkSelect(field);
    case "json":
      return checkJson();
    case "file":
      return checkFile(field);
    case "relation":
      return checkRelation(field);
    default:
      return null;
  }
}

/** Validates every schema value (first failing check per field); empty when all pass. */
export function validateSchemaValues(
  backend: Backend,
  fields: SchemaField[],
  values: Record<string, unknown>,
  uploads: PendingUpload[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const value = normaliseFieldValue(field, values[field.name]);
    if (field.required && isEmptyFieldValue(field, value)) {
      errors[field.name] = fieldError("validation_required", "Missing required value");
      continue;
    }
    const problem = checkOf(field)?.(backend, value, uploads) ?? null;
    if (problem) errors[field.name] = problem;
  }
  return errors;
}
