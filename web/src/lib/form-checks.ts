/** @module Client-side field checks, shaped like the API's field errors so they show under the same fields. */
import type { FieldError } from "../../../shared/models.ts";

/** A required value left empty (the API's own code and message). */
export const blankError = (): FieldError => ({ code: "validation_required", message: "Cannot be blank." });

/** Text shorter than `min` characters. */
export const tooShortError = (min: number): FieldError => ({
  code: "validation_length_too_short",
  message: `Must be at least ${min} characters.`,
});

/** Not an email address. */
export const notEmailError = (): FieldError => ({
  code: "validation_is_email",
  message: "Must be a valid email address.",
});

/** A loose email shape check (the server has the final word). */
export function looksLikeEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
}
