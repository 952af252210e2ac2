/**
 * @module Small validation rules shared by the admin and record-auth forms. Each returns the first
 * failing `{code, message}` or null; like PocketBase's validators, empty values only fail "required".
 */
import type { FieldError, FieldErrors } from "../../../shared/models.ts";
import { fieldError } from "../../errors.ts";
import { isEmailAddress } from "../mail/mail-address.ts";

export type Rule = (value: string) => FieldError | null;

/** Fails on an empty value. */
export const required: Rule = (value) =>
  value === "" ? fieldError("validation_required", "Cannot be blank.") : null;

/** Fails when the UTF-8 byte length of a non-empty value is outside min..max. */
export function byteLength(min: number, max: number): Rule {
  return (value) => {
    if (value === "") return null;
    const size = Buffer.byteLength(value);
    return size < min || size > max
      ? fieldError("validation_length_out_of_range", `The length must be between ${min} and ${max}.`)
      : null;
  };
}

/** Fails on a non-empty value that is not an email address. */
export const email: Rule = (value) =>
  value !== "" && !isEmailAddress(value)
    ? fieldError("validation_is_email", "Must be a valid email address.")
    : null;

/** Fails when the value differs from `other` (pair it with `required` or guard it by the caller). */
export function equalTo(other: string): Rule {
  return (value) =>
    value !== other ? fieldError("validation_values_mismatch", "Values don't match.") : null;
}

/** Applies the rules in order and records the first failure under `name`. */
export function check(errors: FieldErrors, name: string, value: string, ...rules: Rule[]): void {
  for (const rule of rules) {
    const failure = rule(value);
    if (failure) {
      errors[name] = failure;
      return;
    }
  }
}
