/** @module Validation of the admin create/update form (http-api §3.2.6, §3.2.8; data-model §6.4). */
import type { FieldErrors } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { fieldError, validationFailed } from "../../errors.ts";
import type { AdminRow } from "../common/caller.ts";
import { byteLength, check, email, equalTo, required } from "./admin-field-rules.ts";
import type { FormInput } from "./admin-form-input.ts";

/** A validated admin form: the values to store. */
export interface AdminChanges {
  id: string;
  avatar: number;
  email: string;
  /** Empty when the password stays as it is. */
  password: string;
}

const idForbiddenChars = /[@#$&|.,'"\\/\s]/;

/**
 * Validates a create (`current` null) or update form against the stored admins.
 * @throws ApiError 400 (default message) with the per-field errors.
 */
export function validateAdminForm(backend: Backend, form: FormInput, current: AdminRow | null): AdminChanges {
  const errors: FieldErrors = {};
  const changes: AdminChanges = {
    id: form.string("id"),
    avatar: form.integer("avatar", current?.avatar ?? 0),
    email: form.has("email") ? form.string("email") : (current?.email ?? ""),
    password: form.string("password"),
  };
  const passwordConfirm = form.string("passwordConfirm");

  if (current) {
    if (form.has("id") && changes.id !== current.id)
      errors.id = fieldError("validation_in_invalid", "Must be a valid value.");
    changes.id = current.id;
  } else {
    checkNewId(backend, changes.id, errors);
  }
  if (changes.avatar < 0)
    errors.avatar = fieldError("validation_min_greater_equal_than_required", "Must be no less than 0.");
  if (changes.avatar > 9)
    errors.avatar = fieldError("validation_max_less_equal_than_required", "Must be no greater than 9.");

  check(errors, "email", changes.email, required, byteLength(1, 255), email, (value) =>
    emailTaken(backend, value, current?.id ?? "")
      ? fieldError("validation_admin_email_exists", "Admin email already exists.")
      : null,
  );
  if (current) check(errors, "password", changes.password, byteLength(10, 72));
  else check(errors, "password", changes.password, required, byteLength(10, 72));
  // a confirmation is only asked for when a password is given
  if (changes.password !== "") {
    check(errors, "passwordConfirm", passwordConfirm, required, equalTo(changes.password));
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return changes;
}

function checkNewId(backend: Backend, id: string, errors: FieldErrors): void {
  if (id === "") return;
  if (id.length !== 15) errors.id = fieldError("validation_length_invalid", "The length must be exactly 15.");
  else if (idForbiddenChars.test(id))
    errors.id = fieldError("validation_match_invalid", "Must be in a valid format.");
  else if (backend.db.prepare("SELECT 1 FROM _admins WHERE id = ?").get(id)) {
    errors.id = fieldError("validation_invalid_id", "The model id is invalid or already exists.");
  }
}

function emailTaken(backend: Backend, email: string, exceptId: string): boolean {
  return (
    backend.db.prepare("SELECT 1 FROM _admins WHERE email = ? AND id != ?").get(email, exceptId) !== undefined
  );
}
