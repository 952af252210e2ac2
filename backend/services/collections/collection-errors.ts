/** @module Validation leaves used by collection validation (ozzo-validation codes and PocketBase's own). */
import type { FieldError } from "../../../shared/models.ts";
import { fieldError } from "../../errors.ts";

export const required = (): FieldError => fieldError("validation_required", "Cannot be blank.");
export const nilOrNotEmpty = (): FieldError =>
  fieldError("validation_nil_or_not_empty_required", "Cannot be blank.");
export const mustBeBlank = (code: "validation_nil" | "validation_empty"): FieldError =>
  fieldError(code, "Must be blank.");
export const notValidValue = (): FieldError => fieldError("validation_in_invalid", "Must be a valid value.");
export const notInList = (): FieldError => fieldError("validation_not_in_invalid", "Must not be in list.");
export const badFormat = (): FieldError =>
  fieldError("validation_match_invalid", "Must be in a valid format.");
export const tooSmall = (n: number): FieldError =>
  fieldError("validation_min_greater_equal_than_required", `Must be no less than ${n}.`);
export const tooBig = (n: number): FieldError =>
  fieldError("validation_max_less_equal_than_required", `Must be no greater than ${n}.`);
export const badDomain = (): FieldError => fieldError("validation_is_domain", "Must be a valid domain.");
export const invalidRule = (): FieldError => fieldError("validation_invalid_rule", "Invalid filter rule.");

/** `validation_length_out_of_range` (or `validation_length_invalid` when min equals max), in UTF-8 bytes. */
export function lengthError(value: string, min: number, max: number): FieldError | null {
  const length = Buffer.byteLength(value, "utf8");
  if (value === "" || (length >= min && length <= max)) return null;
  return min === max
    ? fieldError("validation_length_invalid", `The length must be exactly ${min}.`)
    : fieldError("validation_length_out_of_range", `The length must be between ${min} and ${max}.`);
}

const domainPattern = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{1,63}|xn--[a-z0-9]{1,59})$/i;

/** Errors of a domain list keyed by item index (empty items are skipped), or null. */
export function domainListErrors(list: readonly string[] | null): Record<string, FieldError> | null {
  const errors: Record<string, FieldError> = {};
  (list ?? []).forEach((domain, i) => {
    if (domain !== "" && (domain.length > 255 || !domainPattern.test(domain))) errors[i] = badDomain();
  });
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * Two mutually exclusive domain lists (email/url fields, auth options): a list must be empty
 * when the other one is set; otherwise each entry must be a domain.
 */
export function exclusiveDomainErrors(
  first: [string, readonly string[] | null],
  second: [string, readonly string[] | null],
): Record<string, FieldError | Record<string, FieldError>> {
  const errors: Record<string, FieldError | Record<string, FieldError>> = {};
  for (const [[key, list], [, other]] of [
    [first, second],
    [second, first],
  ] as const) {
    if ((other ?? []).length > 0) {
      if ((list ?? []).length > 0) errors[key] = mustBeBlank("validation_empty");
    } else {
      const listErrors = domainListErrors(list);
      if (listErrors) errors[key] = listErrors;
    }
  }
  return errors;
}
