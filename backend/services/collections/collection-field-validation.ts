/** @module Validation of schema fields: names, ids, duplicates and the options of every field type. */

import type { FieldError, FieldErrors, SchemaField } from "../../../shared/models.ts";
import { goRegexpProblem } from "../../../shared/schema/go-regexp.ts";
import { fieldError } from "../../errors.ts";
import {
  badFormat,
  exclusiveDomainErrors,
  lengthError,
  mustBeBlank,
  nilOrNotEmpty,
  notInList,
  required,
  tooBig,
  tooSmall,
} from "./collection-errors.ts";

type Errors = Record<string, FieldError | FieldErrors>;

const reservedNames = [
  "id",
  "created",
  "updated",
  "null",
  "true",
  "false",
  "_rowid_",
  "collectionId",
  "collectionName",
  "expand",
];
const thumbPattern = /^(\d+)x(\d+)(t|b|f)?$/;
const zeroThumbs = ["0x0", "0x0t", "0x0b", "0x0f"];
const noDecimal = () => fieldError("validation_no_decimal_constraint", "Decimal numbers are not allowed.");

/** ozzo's Min/Max skip null and zero values; so do these checks. */
function below(value: number | null, threshold: number): boolean {
  return value !== null && value !== 0 && value < threshold;
}

function textOptionErrors(o: { min: number | null; max: number | null; pattern: string }, e: Errors): void {
  if (below(o.min, 0)) e.min = tooSmall(0);
  const min = o.min ?? 0;
  if (below(o.max, min)) e.max = tooSmall(min);
  // PocketBase compiles patterns as Go regular expressions: refuse what Go refuses
  const problem = o.pattern === "" ? null : goRegexpProblem(o.pattern);
  if (problem) e.pattern = fieldError("validation_invalid_regex", problem);
}

function numberOptionErrors(
  o: { min: number | null; max: number | null; noDecimal: boolean },
  e: Errors,
): void {
  if (o.noDecimal && o.min !== null && !Number.isInteger(o.min)) e.min = noDecimal();
  // PocketBase checks max only when both bounds are set
  if (o.min !== null && o.max !== null) {
    if (below(o.max, o.min)) e.max = tooSmall(o.min);
    else if (o.noDecimal && !Number.isInteger(o.max)) e.max = noDecimal();
  }
}

function selectOptionErrors(o: { maxSelect: number; values: string[] | null }, e: Errors): void {
  const count = (o.values ?? []).length;
  if (count === 0) e.values = required();
  if (o.maxSelect === 0) e.maxSelect = required();
  else if (o.maxSelect < 1) e.maxSelect = tooSmall(1);
  else if (o.maxSelect > Math.max(count, 1)) e.maxSelect = tooBig(Math.max(count, 1));
}

function fileOptionErrors(
  o: { maxSelect: number; maxSize: number; thumbs: string[] | null },
  e: Errors,
): void {
  if (o.maxSelect === 0) e.maxSelect = required();
  else if (o.maxSelect < 1) e.maxSelect = tooSmall(1);
  if (o.maxSize === 0) e.maxSize = required();
  else if (o.maxSize < 1) e.maxSize = tooSmall(1);
  const thumbErrors: Record<string, FieldError> = {};
  (o.thumbs ?? []).forEach((thumb, i) => {
    if (thumb === "") return;
    if (zeroThumbs.includes(thumb)) thumbErrors[i] = notInList();
    else if (!thumbPattern.test(thumb)) thumbErrors[i] = badFormat();
  });
  if (Object.keys(thumbErrors).length > 0) e.thumbs = thumbErrors;
}

function relationOptionErrors(
  o: { collectionId: string; minSelect: number | null; maxSelect: number | null },
  e: Errors,
): void {
  if (o.collectionId === "") e.collectionId = required();
  if (below(o.minSelect, 0)) e.minSelect = tooSmall(0);
  const min = o.minSelect ?? 0;
  if (o.maxSelect === 0) e.maxSelect = nilOrNotEmpty();
  else if (below(o.maxSelect, min)) e.maxSelect = tooSmall(min);
}

/** Errors of a field's options (keys are option names), or null. */
export function fieldOptionErrors(field: SchemaField): Errors | null {
  const e: Errors = {};
  switch (field.type) {
    case "text":
      textOptionErrors(field.options, e);
      break;
    case "number":
      numberOptionErrors(field.options, e);
      break;
    case "email":
    case "url":
      Object.assign(
        e,
        exclusiveDomainErrors(
          ["exceptDomains", field.options.exceptDomains],
          ["onlyDomains", field.options.onlyDomains],
        ),
      );
      break;
    case "date": {
      const { min, max } = field.options;
      if (min !== "" && max !== "" && max < min) {
        e.max = fieldError("validation_date_out_of_range", "The date is out of range.");
      }
      break;
    }
    case "select":
      selectOptionErrors(field.options, e);
      break;
    case "file":
      fileOptionErrors(field.options, e);
      break;
    case "relation":
      relationOptionErrors(field.options, e);
      break;
  }
  return Object.keys(e).length > 0 ? e : null;
}

/** Errors of one field (options, id, name, unique), or null. */
export function fieldErrors(field: SchemaField): Errors | null {
  const e: Errors = {};
  const options = fieldOptionErrors(field);
  if (options) e.options = options;
  const idError = field.id === "" ? required() : lengthError(field.id, 5, 255);
  if (idError) e.id = idError;
  let nameError: FieldError | null = field.name === "" ? required() : lengthError(field.name, 1, 255);
  if (!nameError && !/^\w+$/.test(field.name)) nameError = badFormat();
  if (!nameError && reservedNames.includes(field.name)) nameError = notInList();
  if (nameError) e.name = nameError;
  if (field.type === "file" && field.unique) e.unique = mustBeBlank("validation_empty");
  return Object.keys(e).length > 0 ? e : null;
}

/**
 * Errors of a schema keyed by field index: the first duplicated id or name (case-insensitive)
 * alone, otherwise every invalid field. Null when the schema is valid.
 */
export function schemaFieldErrors(schema: readonly SchemaField[]): FieldErrors | null {
  const ids = new Set<string>();
  const names = new Set<string>();
  for (const [i, field] of schema.entries()) {
    if (ids.has(field.id)) {
      return {
        [i]: { id: fieldError("validation_duplicated_field_id", "Duplicated or invalid schema field id.") },
      };
    }
    const name = field.name.toLowerCase();
    if (names.has(name)) {
      return {
        [i]: {
          name: fieldError("validation_duplicated_field_name", "Duplicated or invalid schema field name."),
        },
      };
    }
    ids.add(field.id);
    names.add(name);
  }
  const errors: FieldErrors = {};
  schema.forEach((field, i) => {
    const e = fieldErrors(field);
    if (e) errors[i] = e as FieldErrors;
  });
  return Object.keys(errors).length > 0 ? errors : null;
}
