/** @module Email verification of auth records: the throttled email and its confirmation. */
import { nowDateTime } from "../../../shared/dates.ts";
import type { Collection, FieldErrors } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { badRequest, fieldError, validationFailed } from "../../errors.ts";
import { byteLength, check, email, required } from "../admins/admin-field-rules.ts";
import { createRecordToken, decodeClaims, verifyRecordToken } from "../common/tokens.ts";
import { sendMail } from "../mail/mail.ts";
import { resolveTemplate } from "../mail/mail-templates.ts";
import { canResend, sendInBackground } from "../mail/mail-throttle.ts";
import { findAuthRecordBy, updateAuthColumns } from "./record-auth-store.ts";

/**
 * Sends a verification email in the background when an unverified record has this email and was
 * not sent one in the last 120 s. Says nothing about whether the record exists.
 * @throws ApiError 400 "An error occurred while validating the form." for an invalid email.
 */
export function requestVerification(backend: Backend, collection: Collection, address: string): void {
  const errors: FieldErrors = {};
  check(errors, "email", address, required, byteLength(1, 255), email);
  if (Object.keys(errors).length > 0)
    throw badRequest("An error occurred while validating the form.", errors);
  const record = findAuthRecordBy(backend, collection, "email", address);
  if (!record || record.values.verified === true) return;
  if (!canResend(String(record.values.lastVerificationSentAt ?? ""))) return;
  sendInBackground(`record-verification:${collection.id}:${record.values.id}`, async () => {
    const token = await createRecordToken(backend, record, "recordVerificationToken");
    const meta = backend.settings.meta;
    const { subject, html } = resolveTemplate(meta, meta.verificationTemplate, token);
    await sendMail(backend, { to: address, subject, html });
    updateAuthColumns(backend, record, { lastVerificationSentAt: nowDateTime() });
  });
}

/**
 * Marks the token's record as verified (already verified records stay so).
 * @throws ApiError 400 with a `token` field error, or "An error occurred while submitting the form." when saving fails.
 */
export async function confirmVerification(
  backend: Backend,
  collection: Collection,
  token: string,
): Promise<void> {
  const errors: FieldErrors = {};
  let claimedEmail = "";
  const verified = token === "" ? null : await verifyRecordToken(backend, token, "recordVerificationToken");
  if (token === "") {
    errors.token = fieldError("validation_required", "Cannot be blank.");
  } else {
    const claims = decodeClaims(token);
    claimedEmail = typeof claims?.email === "string" ? claims.email : "";
    if (claimedEmail === "")
      errors.token = fieldError("validation_invalid_token_claims", "Missing email token claim.");
    else if (!verified) errors.token = fieldError("validation_invalid_token", "Invalid or expired token.");
    else if (verified.record.collection.id !== collection.id) {
      errors.token = fieldError(
        "validation_token_collection_mismatch",
        "The provided token is for different auth collection.",
      );
    } else if (String(verified.record.values.email ?? "") !== claimedEmail) {
      errors.token = fieldError(
        "validation_token_email_mismatch",
        "The record email doesn't match with the requested token claims.",
      );
    }
  }
  if (Object.keys(errors).length > 0 || !verified) throw validationFailed(errors);
  if (verified.record.values.verified === true) return;
  try {
    updateAuthColumns(backend, verified.record, { verified: true });
  } catch {
    throw badRequest("An error occurred while submitting the form.");
  }
}
