/**
 * @module The superuser sign-in steps of PocketBase v0.23+ beyond a plain password: the methods the
 * server offers (`auth-methods`), a one-time code sent by email (`request-otp`, `auth-with-otp`), and
 * the second step of MFA, where the first method answered 401 `{mfaId}` and the other one follows
 * with that id. The SDK in use predates these routes, so they go through its `send`.
 */
import type PocketBase from "pocketbase";
import { ClientResponseError } from "pocketbase";
import { SUPERUSERS } from "./admins.ts";

const PATH = `/api/collections/${SUPERUSERS}`;

/** What the server lets superusers sign in with. */
export interface SuperuserAuthMethods {
  password: boolean;
  /** Sign-in codes by email (on `_superusers` always combined with MFA). */
  otp: boolean;
  /** A second method is asked after the first. */
  mfa: boolean;
}

/** The `_superusers` sign-in methods (a public route). @throws ClientResponseError (404: not v0.23+) */
export async function superuserAuthMethods(
  pb: PocketBase,
  signal?: AbortSignal,
): Promise<SuperuserAuthMethods> {
  const body = (await pb.send(`${PATH}/auth-methods`, { requestKey: null, signal })) as {
    password?: { enabled?: boolean };
    otp?: { enabled?: boolean };
    mfa?: { enabled?: boolean };
  };
  return {
    password: body.password?.enabled !== false,
    otp: body.otp?.enabled === true,
    mfa: body.mfa?.enabled === true,
  };
}

/** The MFA id of a failed sign-in that asks for a second method (401 `{mfaId}`), else null. */
export function mfaIdOf(err: unknown): string | null {
  if (!(err instanceof ClientResponseError) || err.status !== 401) return null;
  const mfaId = (err.response as { mfaId?: unknown } | undefined)?.mfaId;
  return typeof mfaId === "string" && mfaId !== "" ? mfaId : null;
}

/**
 * Signs `pb` in with email and password; as the second step of MFA with its `mfaId`.
 * @throws ClientResponseError (401 with `{mfaId}`: a second method is needed, see {@link mfaIdOf})
 */
export async function signInSuperuserStep(
  pb: PocketBase,
  email: string,
  password: string,
  mfaId?: string,
): Promise<void> {
  // in the query: this SDK's options `body` would replace the identity and password
  await pb
    .collection(SUPERUSERS)
    .authWithPassword(email, password, { requestKey: null, ...(mfaId ? { query: { mfaId } } : {}) });
}

/**
 * Asks the server to email a sign-in code to `email`; answers the id the code goes with (the
 * server answers one even for an unknown email, so nobody learns who has an account).
 * @throws ClientResponseError
 */
export async function requestSuperuserCode(pb: PocketBase, email: string): Promise<string> {
  const body = (await pb.send(`${PATH}/request-otp`, {
    method: "POST",
    body: { email },
    requestKey: null,
  })) as { otpId?: unknown };
  return typeof body.otpId === "string" ? body.otpId : "";
}

/**
 * Signs `pb` in with the emailed code of `otpId`; as the second step of MFA with its `mfaId`.
 * @throws ClientResponseError (400: wrong or expired code; 401 `{mfaId}`: a second method is needed)
 */
export async function signInSuperuserWithCode(
  pb: PocketBase,
  otpId: string,
  code: string,
  mfaId?: string,
): Promise<void> {
  const body = (await pb.send(`${PATH}/auth-with-otp`, {
    method: "POST",
    body: { otpId, password: code },
    ...(mfaId ? { query: { mfaId } } : {}),
    requestKey: null,
  })) as { token?: string; record?: Record<string, unknown> };
  if (!body.token || !body.record) throw new ClientResponseError({ status: 400, data: body });
  pb.authStore.save(body.token, body.record as never);
}
