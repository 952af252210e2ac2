/** @module Auth-record passwords: sign-in with identity + password, reset email (throttled) and reset confirmation. */

import { nowDateTime } from "../../../shared/dates.ts";
import type { Collection, FieldErrors } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { badRequest, fieldError, validationFailed } from "../../errors.ts";
import { hashPassword, verifyPassword } from "../../lib/passwords.ts";
import { byteLength, check, email, equalTo, required } from "../admins/admin-field-rules.ts";
import type { StoredRecord } from "../common/caller.ts";
import { createRecordToken, verifyRecordToken } from "../common/tokens.ts";
import { sendMail } from "../mail/mail.ts";
import { isEmailAddress } from "../mail/mail-address.ts";
import { resolveTemplate } from "../mail/mail-templates.ts";
import { canResend, sendInBackground } from "../mail/mail-throttle.ts";
import { authOptionsOf, findAuthRecordBy, updateAuthColumns } from "./record-auth-store.ts";

/**
 * The record matching identity + password: an identity in email format is looked up as the email
 * (when email auth is allowed), anything else as the username (when username auth is allowed).
 * @throws ApiError 400 with field errors for empty input, 400 "Failed to authenticate." otherwise.
 */
export async function authenticateRecord(
  backend: Backend,
  collection: Collection,
  identity: string,
  password: string,
): Promise<StoredRecord> {
  const errors: FieldErrors = {};
  check(errors, "identity", identity, required, byteLength(1, 255));
  check(errors, "password", password, required, byteLength(1, 255));
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const options = authOptionsOf(collection);
  let record: StoredRecord | null = null;
  if (isEmailAddress(identity)) {
    if (options.allowEmailAuth) record = findAuthRecordBy(backend, collection, "email", identity);
  } else if (options.allowUsernameAuth) {
    record = findAuthRecordBy(backend, collection, "username", identity);
  }
  if (!record || !(await verifyPassword(password, String(record.values.passwordHash ?? "")))) {
    throw badRequest("Failed to authenticate.");
  }
  return record;
}

/**
 * Sends a password reset email in the background when a record has this email and was not sent
 * one in the last 120 s. Says nothing about whether the record exists.
 * @throws ApiError 400 when the collection has no password auth or the email is invalid.
 */
export function requestRecordPasswordReset(backend: Backend, collection: Collection, address: string): void {
  const errors: FieldErrors = {};
  check(errors, "email", address, required, byteLength(1, 255), email);
  if (Object.keys(errors).length > 0)
    throw badRequest("An error occurred while validating the form.", errors);
  const record = findAuthRecordBy(backend, collection, "email", address);
  if (!record || !canResend(String(record.values.lastResetSentAt ?? ""))) return;
  sendInBackground(`record-reset:${collection.id}:${record.values.id}`, async () => {
    const token = await createRecordToken(backend, record, "recordPasswordResetToken");
    const { subject, html } = resolveTemplate(
      backend.settings.meta,
      backend.settings.meta.resetPasswordTemplate,
      token,
    );
    await sendMail(backend, { to: address, subject, html });
    updateAuthColumns(backend, record, { lastResetSentAt: nowDateTime() });
  });
}

/** Whether the collection allows signing in with a password at all. */
export function allowsPasswordAuth(collection: Collection): boolean {
  const options = authOptionsOf(collection);
  return options.allowEmailAuth || options.allowUsernameAuth;
}

/**
 * Sets a new password from a reset token of this collection; every earlier token of the record stops working.
 * @throws ApiError 400 with field errors; 400 (generic) for a password too long to hash.
 */
export async function confirmRecordPasswordReset(
  backend: Backend,
  collection: Collection,
  input: { token: string; password: string; passwordConfirm: string },
): Promise<void> {
  const errors: FieldErrors = {};
  const verified =
    input.token === "" ? null : await verifyRecordToken(backend, input.token, "recordPasswordResetToken");
  if (input.token === "") errors.token = fieldError("validation_required", "Cannot be blank.");
  else if (!verified) errors.token = fieldError("validation_invalid_token", "Invalid or expired token.");
  else if (verified.record.collection.id !== collection.id) {
    errors.token = fieldError(
      "validation_token_collection_mismatch",
      "The provided token is for different auth collection.",
    );
  }
  const minLength = authOptionsOf(collection).minPasswordLength;
  check(errors, "password", input.password, required, byteLength(minLength, 100));
  check(errors, "passwordConfirm", input.passwordConfirm, required, equalTo(input.password));
  if (Object.keys(errors).length > 0 || !verified) throw validationFailed(errors);
  // bcrypt cannot hash more than 72 bytes; PocketBase fails here with the generic error
  if (Buffer.byteLength(input.password) > 72) throw badRequest();
  const passwordHash = await hashPassword(input.password);
  try {
    updateAuthColumns(backend, verified.record, { passwordHash });
  } catch {
    throw badRequest("Failed to set new password.");
  }
}
