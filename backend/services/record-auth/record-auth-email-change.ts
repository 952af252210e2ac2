/** @module Changing the email of an auth record: the confirmation email to the new address and its confirmation. */
import type { Collection, FieldErrors } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { badRequest, fieldError, validationFailed } from "../../errors.ts";
import { verifyPassword } from "../../lib/passwords.ts";
import { byteLength, check, email, required } from "../admins/admin-field-rules.ts";
import type { StoredRecord } from "../common/caller.ts";
import { createRecordToken, decodeClaims, verifyRecordToken } from "../common/tokens.ts";
import { MailNotConfiguredError, sendMail } from "../mail/mail.ts";
import { resolveTemplate } from "../mail/mail-templates.ts";
import { emailTakenInCollection, updateAuthColumns } from "./record-auth-store.ts";

/**
 * Validates the new address and emails it a confirmation link, waiting for the send.
 * @throws ApiError 400 with field errors, or "Failed to request email change." when sending fails
 * (followed by what to configure when the machine cannot send mail at all).
 */
export async function requestEmailChange(
  backend: Backend,
  record: StoredRecord,
  newEmail: string,
): Promise<void> {
  const errors: FieldErrors = {};
  check(errors, "newEmail", newEmail, required, byteLength(1, 255), email, (value) =>
    emailTakenInCollection(backend, record.collection, value)
      ? fieldError("validation_record_email_exists", "User email already exists.")
      : null,
  );
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  try {
    const token = await createRecordToken(backend, record, "recordEmailChangeToken", newEmail);
    const meta = backend.settings.meta;
    const { subject, html } = resolveTemplate(meta, meta.confirmEmailChangeTemplate, token);
    await sendMail(backend, { to: newEmail, subject, html });
  } catch (err) {
    if (err instanceof MailNotConfiguredError)
      throw badRequest(`Failed to request email change. ${err.message}`);
    throw badRequest("Failed to request email change.");
  }
}

/**
 * Moves the token's record to its new email (verified, every earlier token revoked) after checking its password.
 * @throws ApiError 400 with field errors, or "Failed to confirm email change." when saving fails.
 */
export async function confirmEmailChange(
  backend: Backend,
  collection: Collection,
  input: { token: string; password: string },
): Promise<void> {
  const errors: FieldErrors = {};
  const claims = input.token === "" ? null : decodeClaims(input.token);
  const newEmail = typeof claims?.newEmail === "string" ? claims.newEmail : "";
  const verified =
    input.token === "" ? null : await verifyRecordToken(backend, input.token, "recordEmailChangeToken");
  if (input.token === "") {
    errors.token = fieldError("validation_required", "Cannot be blank.");
  } else if (newEmail === "") {
    errors.token = fieldError(
      "validation_invalid_token_payload",
      "Invalid token payload - newEmail must be set.",
    );
  } else if (emailTakenInCollection(backend, collection, newEmail)) {
    errors.token = fieldError(
      "validation_existing_token_email",
      `The new email address is already registered: ${newEmail}.`,
    );
  } else if (!verified) {
    errors.token = fieldError("validation_invalid_token", "Invalid or expired token.");
  } else if (verified.record.collection.id !== collection.id) {
    errors.token = fieldError(
      "validation_token_collection_mismatch",
      "The provided token is for different auth collection.",
    );
  }
  check(errors, "password", input.password, required, byteLength(1, 100));
  if (!errors.password) {
    const hash = String(verified?.record.values.passwordHash ?? "");
    if (!verified || !(await verifyPassword(input.password, hash))) {
      errors.password = fieldError("validation_invalid_password", "Missing or invalid auth record password.");
    }
  }
  if (Object.keys(errors).length > 0 || !verified) throw validationFailed(errors);
  try {
    updateAuthColumns(backend, verified.record, { email: newEmail, verified: true });
  } catch {
    throw badRequest("Failed to confirm email change.");
  }
}
