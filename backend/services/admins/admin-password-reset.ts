/** @module Admin password reset: the email with a reset link (throttled) and the confirmation. */

import { nowDateTime } from "../../../shared/dates.ts";
import type { FieldErrors } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { badRequest, fieldError, validationFailed } from "../../errors.ts";
import { hashPassword } from "../../lib/passwords.ts";
import type { AdminRow } from "../common/caller.ts";
import { createAdminToken, verifyAdminToken } from "../common/tokens.ts";
import { sendMail } from "../mail/mail.ts";
import { adminPasswordResetEmail } from "../mail/mail-templates.ts";
import { canResend, sendInBackground } from "../mail/mail-throttle.ts";
import { byteLength, check, email, equalTo, required } from "./admin-field-rules.ts";
import { findAdminByEmail } from "./admin-store.ts";
import { setAdminPasswordHash } from "./admins.ts";

/**
 * Sends a reset email in the background when the admin exists and was not sent one in the last 120 s.
 * Says nothing about whether the admin exists.
 * @throws ApiError 400 "An error occurred while validating the form." for an invalid email.
 */
export function requestAdminPasswordReset(backend: Backend, address: string): void {
  const errors: FieldErrors = {};
  check(errors, "email", address, required, byteLength(1, 255), email);
  if (Object.keys(errors).length > 0)
    throw badRequest("An error occurred while validating the form.", errors);
  const admin = findAdminByEmail(backend, address);
  if (!admin || !canResend(admin.lastResetSentAt)) return;
  sendInBackground(`admin-reset:${admin.id}`, () => sendResetEmail(backend, admin));
}

async function sendResetEmail(backend: Backend, admin: AdminRow): Promise<void> {
  const token = await createAdminToken(backend, admin, "adminPasswordResetToken");
  const { subject, html } = adminPasswordResetEmail(backend.settings.meta, token);
  await sendMail(backend, { to: admin.email, subject, html });
  const now = nowDateTime();
  backend.db
    .prepare("UPDATE _admins SET lastResetSentAt = ?, updated = ? WHERE id = ?")
    .run(now, now, admin.id);
}

/**
 * Sets a new password from a reset token; every earlier token of that admin stops working.
 * @throws ApiError 400 with field errors, or "Failed to set new password." when saving fails.
 */
export async function confirmAdminPasswordReset(
  backend: Backend,
  token: string,
  password: string,
  passwordConfirm: string,
): Promise<void> {
  const errors: FieldErrors = {};
  const admin = token === "" ? null : await verifyAdminToken(backend, token, "adminPasswordResetToken");
  if (token === "") errors.token = fieldError("validation_required", "Cannot be blank.");
  else if (!admin) errors.token = fieldError("validation_invalid_token", "Invalid or expired token.");
  check(errors, "password", password, required, byteLength(10, 72));
  check(errors, "passwordConfirm", passwordConfirm, required, equalTo(password));
  if (Object.keys(errors).length > 0 || !admin) throw validationFailed(errors);
  try {
    setAdminPasswordHash(backend, admin.id, await hashPassword(password));
  } catch {
    throw badRequest("Failed to set new password.");
  }
}
