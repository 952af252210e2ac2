/**
 * @module Signing in on PocketBase v0.23+: a superuser is a record of `_superusers`. The collection's
 * auth methods say what to ask: a password (always on for superusers on a stock server), a one-time
 * code emailed by the server (OTP), or both in turn when MFA is on: the first method then answers
 * 401 `{mfaId}` and the second one sends that id to finish. This is the flow that asks a person
 * (`SignInPrompts`); the single requests are in `sign-in-steps.ts`, which the console calls step by step.
 */
import type PocketBase from "pocketbase";
import { ClientResponseError } from "pocketbase";
import type { SignInPrompts } from "../sign-in-api.ts";
import { SUPERUSERS } from "./admins.ts";
import {
  mfaIdOf,
  requestSuperuserCode,
  signInSuperuserStep,
  signInSuperuserWithCode,
  superuserAuthMethods,
} from "./sign-in-steps.ts";

/** A step of the superuser sign-in failed; `step` says which. */
export class SuperuserSignInError extends Error {
  readonly step: "password" | "otp-request" | "otp";
  /** The server's answer to that step. */
  readonly response: ClientResponseError;

  constructor(step: SuperuserSignInError["step"], response: ClientResponseError) {
    super(response.message);
    this.name = "SuperuserSignInError";
    this.step = step;
    this.response = response;
  }
}

/** The server wants a one-time code and `prompts` cannot ask for one (not on a terminal). */
export class OtpNeededError extends Error {
  /** Whether the code is the second step of MFA (else OTP is the only method). */
  readonly mfa: boolean;

  constructor(mfa: boolean) {
    super(mfa ? "MFA: a one-time code is needed" : "a one-time code is needed");
    this.name = "OtpNeededError";
    this.mfa = mfa;
  }
}

/** Neither password nor OTP sign-in is on for `_superusers`, or MFA has no second method. */
export class NoSignInMethodError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NoSignInMethodError";
  }
}

/** Whether a failed sign-in asks for a second factor (401 with `{mfaId}` instead of an error envelope). */
export function needsMfa(err: unknown): boolean {
  return mfaIdOf(err) !== null;
}

type Method = "password" | "otp";

/**
 * Signs `pb` in as the superuser with this email: the first method the collection takes (password,
 * else OTP), then, when the server answers with an MFA id, the other one.
 * @throws SuperuserSignInError (a refused step), OtpNeededError, NoSignInMethodError, ClientResponseError
 * @example await signInSuperuser(pb, "ops@example.com", { password: () => ask("Password: "), otpCode: askCode })
 */
export async function signInSuperuser(pb: PocketBase, email: string, prompts: SignInPrompts): Promise<void> {
  const methods = await superuserAuthMethods(pb);
  const first: Method | null = methods.password ? "password" : methods.otp ? "otp" : null;
  if (!first) throw new NoSignInMethodError("neither password nor OTP sign-in is on for superusers");
  const mfaId = await attempt(pb, first, email, prompts, null, methods.mfa);
  if (mfaId === null) return;
  const second: Method = first === "password" ? "otp" : "password";
  if (!methods[second]) {
    const named = second === "otp" ? "OTP" : "password";
    throw new NoSignInMethodError(`MFA is on for superusers but ${named} sign-in, its second step, is off`);
  }
  if ((await attempt(pb, second, email, prompts, mfaId, true)) !== null) {
    throw new NoSignInMethodError("the server asked for a third sign-in step");
  }
}

/** One method; returns the MFA id when the server wants another one, null once signed in. */
async function attempt(
  pb: PocketBase,
  method: Method,
  email: string,
  prompts: SignInPrompts,
  mfaId: string | null,
  mfa: boolean,
): Promise<string | null> {
  const step = mfaId ?? undefined;
  try {
    if (method === "password") {
      await signInSuperuserStep(pb, email, await prompts.password(), step);
      return null;
    }
    // ask first whether a code can be typed: requesting one sends an email
    if (!prompts.otpCode) throw new OtpNeededError(mfa);
    const otpId = await requestOtp(pb, email);
    const code = await prompts.otpCode(email);
    await signInSuperuserWithCode(pb, otpId, code, step);
    return null;
  } catch (err) {
    const next = mfaIdOf(err);
    if (next !== null) return next;
    if (err instanceof ClientResponseError && err.status !== 0) throw new SuperuserSignInError(method, err);
    throw err;
  }
}

/** Requests the emailed code; a refusal is the sign-in's `otp-request` step failing. */
async function requestOtp(pb: PocketBase, email: string): Promise<string> {
  try {
    return await requestSuperuserCode(pb, email);
  } catch (err) {
    if (err instanceof ClientResponseError && err.status !== 0)
      throw new SuperuserSignInError("otp-request", err);
    throw err;
  }
}

/** Refreshes the superuser token in `pb.authStore`. @throws ClientResponseError */
export async function refreshSuperuser(pb: PocketBase, signal?: AbortSignal): Promise<void> {
  await pb.collection(SUPERUSERS).authRefresh({ requestKey: null, signal });
}
