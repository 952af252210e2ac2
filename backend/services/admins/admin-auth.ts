/** @module Admin sign-in: checking credentials and building the `{token, admin}` response. */
import type { Admin, FieldErrors } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { badRequest, validationFailed } from "../../errors.ts";
import { verifyPassword } from "../../lib/passwords.ts";
import type { AdminRow } from "../common/caller.ts";
import { createAdminToken } from "../common/tokens.ts";
import { byteLength, check, email, required } from "./admin-field-rules.ts";
import { exportAdmin, findAdminByEmail } from "./admin-store.ts";

export interface AdminAuthResponse {
  token: string;
  admin: Admin;
}

/**
 * The admin with this email and password.
 * @throws ApiError 400 with field errors for invalid input, 400 "Failed to authenticate." for wrong credentials.
 */
export async function authenticateAdmin(
  backend: Backend,
  identity: string,
  password: string,
): Promise<AdminRow> {
  const errors: FieldErrors = {};
  check(errors, "identity", identity, required, byteLength(1, 255), email);
  check(errors, "password", password, required, byteLength(1, 255));
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const admin = findAdminByEmail(backend, identity);
  if (!admin || !(await verifyPassword(password, admin.passwordHash)))
    throw badRequest("Failed to authenticate.");
  return admin;
}

/** A fresh auth token and the admin's public JSON. */
export async function adminAuthResponse(backend: Backend, admin: AdminRow): Promise<AdminAuthResponse> {
  return { token: await createAdminToken(backend, admin, "adminAuthToken"), admin: exportAdmin(admin) };
}
