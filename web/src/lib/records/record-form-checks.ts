/** @module What the record form checks before sending (the form is noValidate: these replace the browser's checks). */
import type { Collection, FieldError } from "../../../../shared/models.ts";
import { blankError, tooShortError } from "../form-checks.ts";
import { validateJsonText } from "./field-values.ts";
import { geoPointError, newerType } from "./newer-field-values.ts";
import type { FormValues } from "./record-form.ts";

/** Record ids are 15 characters; a shorter one given by hand is refused before it reaches the server. */
export const RECORD_ID_MIN_LENGTH = 15;

export interface RecordFormContext {
  isNew: boolean;
  /** The password fields show (a new auth record, or "Change password" on). */
  withPassword: boolean;
}

/**
 * Field errors of a record form before it is sent, keyed like the API's: a hand-typed id shorter than
 * 15 characters, the password fields when shown and empty, JSON fields that do not parse and v0.23+
 * geoPoints whose longitude or latitude is not a number in range.
 */
export function recordFormErrors(
  collection: Pick<Collection, "schema">,
  values: FormValues,
  context: RecordFormContext,
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const id = String(values.id ?? "");
  if (context.isNew && id !== "" && id.length < RECORD_ID_MIN_LENGTH)
    errors.id = tooShortError(RECORD_ID_MIN_LENGTH);
  if (context.withPassword) {
    if (String(values.password ?? "") === "") errors.password = blankError();
    if (String(values.passwordConfirm ?? "") === "") errors.passwordConfirm = blankError();
  }
  for (const field of collection.schema) {
    if (newerType(field) === "geoPoint") {
      const error = geoPointError(values[field.name]);
      if (error) errors[field.name] = error;
      continue;
    }
    if (field.type !== "json") continue;
    const check = validateJsonText(String(values[field.name] ?? ""));
    if (!check.valid) errors[field.name] = { code: "invalid_json", message: check.message };
  }
  return errors;
}
