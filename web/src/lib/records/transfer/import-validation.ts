/**
 * @module The validation errors a create body would get, checked in the browser before sending so the
 * preview can show them (same codes and messages as the API; uniqueness and relations exist only on
 * the server, whose errors the import records per row).
 */
import type { Collection, FieldError, SchemaField } from "../../../../../shared/models.ts";

export type RowErrors = Record<string, FieldError>;

const err = (code: string, message: string): FieldError => ({ code, message });
const bytes = (text: string) => new TextEncoder().encode(text).length;
const ID_PATTERN = /^[^@#$&|.,'"\\/\s]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === "" || value === false || value === 0) return true;
  return Array.isArray(value) && value.length === 0;
}

function strings(value: unknown): string[] {
  const list = Array.isArray(value) ? value : isEmpty(value) ? [] : [value];
  return [...new Set(list.map(String))];
}

function checkText(field: SchemaField & { type: "text" }, text: string): FieldError | null {
  const { min, max, pattern } = field.options;
  if (min !== null && bytes(text) < min)
    return err("validation_min_text_constraint", `Must be at least ${min} character(s)`);
  if (max !== null && bytes(text) > max)
    return err("validation_max_text_constraint", `Must be less than ${max} character(s)`);
  if (pattern) {
    try {
      if (!new RegExp(pattern).test(text)) return err("validation_invalid_format", "Invalid value format");
    } catch {
      return null; // a pattern JS cannot read: the server decides
    }
  }
  return null;
}

function checkNumber(field: SchemaField & { type: "number" }, value: unknown): FieldError | null {
  if (typeof value !== "number") return null; // conversion errors are reported by rowToBody
  const { min, max, noDecimal } = field.options;
  if (noDecimal && !Number.isInteger(value))
    return err("validation_no_decimal_constraint", "Decimal numbers are not allowed");
  if (min !== null && value < min)
    return err("validation_min_number_constraint", `Must be larger than ${min}`);
  if (max !== null && value > max) return err("validation_max_number_constraint", `Must be less than ${max}`);
  return null;
}

/** The error of one schema field's value, or null. */
export function checkFieldValue(field: SchemaField, value: unknown): FieldError | null {
  if (field.required && isEmpty(value)) return err("validation_required", "Missing required value");
  if (isEmpty(value)) return null;
  switch (field.type) {
    case "text":
      return checkText(field, String(value));
    case "number":
      return checkNumber(field, value);
    case "email":
      return EMAIL.test(String(value)) ? null : err("validation_invalid_email", "Must be a valid email");
    case "url":
      return URL.canParse(String(value)) ? null : err("validation_invalid_url", "Must be a valid url");
    case "date":
      return Number.isNaN(Date.parse(String(value).replace(" ", "T")))
        ? err("validation_invalid_date", "Must be a valid date")
        : null;
    case "select": {
      const items = strings(value);
      if (items.length > field.options.maxSelect)
        return err("validation_too_many_values", `Select no more than ${field.options.maxSelect}`);
      const bad = items.find((item) => !field.options.values.includes(item));
      return bad === undefined ? null : err("validation_invalid_value", `Invalid value ${bad}`);
    }
    case "relation": {
      const ids = strings(value);
      const { minSelect, maxSelect } = field.options;
      if (minSelect !== null && ids.length < minSelect)
        return err("validation_not_enough_values", `Select at least ${minSelect}`);
      if (maxSelect !== null && ids.length > maxSelect)
        return err("validation_too_many_values", `Select no more than ${maxSelect}`);
      return null;
    }
    default:
      return null;
  }
}

function checkAuth(collection: Collection, body: Record<string, unknown>, errors: RowErrors): void {
  if (collection.type !== "auth") return;
  const username = String(body.username ?? "");
  if (username && (bytes(username) < 3 || bytes(username) > 150))
    errors.username = err("validation_length_out_of_range", "The length must be between 3 and 150");
  else if (username && !/^[\w][\w.]*$/.test(username))
    errors.username = err("validation_match_invalid", "Must be in a valid format");
  const email = String(body.email ?? "");
  if (!email && collection.options.requireEmail) errors.email = err("validation_required", "Cannot be blank");
  else if (email && !EMAIL.test(email))
    errors.email = err("validation_is_email", "Must be a valid email address");
  const password = String(body.password ?? "");
  const min = collection.options.minPasswordLength;
  if (!password) errors.password = err("validation_required", "Cannot be blank");
  else if (bytes(password) < min || bytes(password) > 72)
    errors.password = err("validation_length_out_of_range", `The length must be between ${min} and 72`);
  const confirm = String(body.passwordConfirm ?? "");
  if (!confirm) errors.passwordConfirm = err("validation_required", "Cannot be blank");
  else if (confirm !== password)
    errors.passwordConfirm = err("validation_values_mismatch", "Values don't match");
}

/** The errors of a create body (empty when the browser finds none), after the conversion errors. */
export function validateBody(
  collection: Collection,
  body: Record<string, unknown>,
  conversion: RowErrors = {},
): RowErrors {
  const errors: RowErrors = { ...conversion };
  if (typeof body.id === "string") {
    if (bytes(body.id) !== 15) errors.id = err("validation_length_invalid", "The length must be exactly 15");
    else if (!ID_PATTERN.test(body.id))
      errors.id = err("validation_match_invalid", "Must be in a valid format");
  }
  checkAuth(collection, body, errors);
  for (const field of collection.schema) {
    if (field.type === "file" || errors[field.name]) continue; // files are never imported
    const problem = checkFieldValue(field, body[field.name]);
    if (problem) errors[field.name] = problem;
  }
  return errors;
}

/** Errors as one line: `field: message; field: message`. */
export function errorsText(errors: RowErrors): string {
  return Object.entries(errors)
    .map(([name, e]) => `${name}: ${e.message}`)
    .join("; ");
}
