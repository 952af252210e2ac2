/** @module Server field errors, addressed by dotted paths (`schema.0.name`). */
import { atom } from "nanostores";
import type { FieldErrors } from "../../../shared/models.ts";
import { getErrorAt, removeErrorAt } from "../lib/error-paths.ts";

export const $fieldErrors = atom<FieldErrors>({});

/** Replaces all field errors. */
export function setFieldErrors(errors: FieldErrors): void {
  $fieldErrors.set(errors ?? {});
}

/** Clears the error at a path (on input). */
export function clearFieldError(path: string): void {
  const current = $fieldErrors.get();
  if (!getErrorAt(current, path)) return;
  $fieldErrors.set(removeErrorAt(current, path));
}

/** Clears every field error (route change, panel open). */
export function resetFieldErrors(): void {
  if (Object.keys($fieldErrors.get()).length) $fieldErrors.set({});
}
