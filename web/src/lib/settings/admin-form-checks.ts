/** @module What the admin form checks before sending (the form is noValidate: these replace the browser's checks). */
import type { FieldError } from "../../../../shared/models.ts";
import { blankError, looksLikeEmail, notEmailError } from "../form-checks.ts";

export interface AdminFormValues {
  email: string;
  password: string;
  passwordConfirm: string;
  /** The password fields show (a new admin, or "Change password" on). */
  withPassword: boolean;
}

/** Field errors of the admin form before it is sent: email required and shaped like one; passwords when shown. */
export function adminFormErrors(values: AdminFormValues): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const email = values.email.trim();
  if (email === "") errors.email = blankError();
  else if (!looksLikeEmail(email)) errors.email = notEmailError();
  if (values.withPassword) {
    if (values.password === "") errors.password = blankError();
    if (values.passwordConfirm === "") errors.passwordConfirm = blankError();
  }
  return errors;
}
