/**
 * @module The admin session: the signed-in admin (v0.23+: superuser) mirrors the SDK auth store (kept
 * in localStorage). Signing in goes through the connected backend's generation: `/api/admins` up to
 * v0.22; `_superusers` from v0.23, where MFA asks for a second method after the first.
 */
import { atom } from "nanostores";
import { signInAdminV018 } from "../../../shared/client/generations/v018/sign-in.ts";
import {
  mfaIdOf,
  requestSuperuserCode,
  signInSuperuserStep,
  signInSuperuserWithCode,
} from "../../../shared/client/generations/v023/sign-in-steps.ts";
import { tokenKind } from "../../../shared/client/token-kind.ts";
import type { Admin } from "../../../shared/models.ts";
import { pb } from "../lib/api.ts";
import { navigate } from "../lib/navigate.ts";
import { backendFeatures } from "./connection.ts";

/** Whether the stored token is a valid admin's (v0.18–v0.22) or superuser's (v0.23+). */
function signedIn(): boolean {
  if (!pb.authStore.isValid) return false;
  const kind = tokenKind(pb.authStore.token);
  return kind === "admin" || kind === "superuser";
}

function currentAdmin(): Admin | null {
  return signedIn() ? (pb.authStore.model as unknown as Admin | null) : null;
}

export const $admin = atom<Admin | null>(currentAdmin());

// keep the atom in sync with the SDK store (login, logout, refresh, other tabs)
pb.authStore.onChange(() => {
  $admin.set(currentAdmin());
});

/** Whether a valid admin session exists right now. */
export function isAdminSignedIn(): boolean {
  return signedIn();
}

/**
 * Signs in with email and password; with `mfaId`, as the second step of MFA. Answers null when
 * signed in, or the MFA id when the server asks for a second method (v0.23+ only).
 * @throws ClientResponseError on bad credentials (400) or network failure.
 */
export async function login(email: string, password: string, mfaId?: string): Promise<string | null> {
  if (!backendFeatures().superusers) {
    await signInAdminV018(pb, email, { password: async () => password });
    return null;
  }
  try {
    await signInSuperuserStep(pb, email, password, mfaId);
    return null;
  } catch (err) {
    const next = mfaId ? null : mfaIdOf(err);
    if (next) return next;
    throw err;
  }
}

/** Emails a sign-in code to a superuser; answers the id the code goes with. @throws ClientResponseError */
export function sendSignInCode(email: string): Promise<string> {
  return requestSuperuserCode(pb, email);
}

/**
 * Signs a superuser in with an emailed code; with `mfaId`, as the second step of MFA. Answers null
 * when signed in, or the MFA id when the server asks for the password next.
 * @throws ClientResponseError on a wrong or expired code (400)
 */
export async function loginWithCode(otpId: string, code: string, mfaId?: string): Promise<string | null> {
  try {
    await signInSuperuserWithCode(pb, otpId, code, mfaId);
    return null;
  } catch (err) {
    const next = mfaId ? null : mfaIdOf(err);
    if (next) return next;
    throw err;
  }
}

/** Clears the session, cancels pending requests and (by default) goes to the sign-in page. */
export function logout(redirect = true): void {
  pb.cancelAllRequests();
  pb.authStore.clear();
  if (redirect) navigate("/login");
}
