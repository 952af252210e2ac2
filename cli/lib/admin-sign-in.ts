/**
 * @module Signing in as an admin from the command line, on every generation: the prompts (a password
 * from PBDECK_PASSWORD or the terminal, the emailed one-time code on the terminal) and each failure
 * in one line. `profiles login` and every `--backend`/`--profile` connection share it.
 */
import { type ApiGeneration, isAdminsRouteGone } from "../../shared/client/api-generation.ts";
import {
  type SessionKind,
  type SignInPrompts,
  signInApi,
} from "../../shared/client/generations/sign-in-api.ts";
import {
  NoSignInMethodError,
  OtpNeededError,
  SuperuserSignInError,
} from "../../shared/client/generations/v023/sign-in.ts";
import { type Client, ClientResponseError } from "../../shared/client/index.ts";
import { CliError } from "./cli-error.ts";
import { askLine, askSecret, canAsk } from "./prompt.ts";
import { networkReason } from "./remote-backend.ts";

export interface PromptOptions {
  email: string;
  /** How the backend is named in the questions and messages. */
  label: string;
  /** The line to fail with when a password is needed and cannot be asked. */
  noPassword: string;
}

/**
 * PBDECK_PASSWORD or a masked question for the password (asked once, when first needed), and the
 * one-time code asked on a terminal only (elsewhere the sign-in stops before a code is emailed).
 */
export function terminalPrompts({ email, label, noPassword }: PromptOptions): SignInPrompts {
  let password: Promise<string> | undefined;
  return {
    password: () => {
      password ??= (async () => {
        const fromEnv = process.env.PBDECK_PASSWORD;
        if (fromEnv) return fromEnv;
        if (!canAsk()) throw new CliError(noPassword);
        return askSecret(`Password for ${email} at ${label}: `);
      })();
      return password;
    },
    otpCode: canAsk() ? (to) => askLine(`One-time code emailed to ${to}: `) : undefined,
  };
}

/**
 * Signs `client` in as `email` on a server of `generation`; for an unknown one, through /api/admins
 * first and, when it answers 404 (v0.23+), as a superuser.
 * @throws CliError naming what was refused (password, code), an unreachable backend or a missing method
 */
export async function signInAdmin(
  client: Client,
  email: string,
  label: string,
  prompts: SignInPrompts,
  generation: ApiGeneration = "unknown",
): Promise<SessionKind> {
  if (generation !== "v0.23+") {
    try {
      await signInApi("admin").signIn(client.pb, email, prompts);
      return "admin";
    } catch (err) {
      // v0.23+ has no /api/admins: its admins are superusers
      if (!(err instanceof ClientResponseError && isAdminsRouteGone(err.status) && generation === "unknown"))
        throw signInFailure(err, "admin", email, label);
    }
  }
  try {
    await signInApi("superuser").signIn(client.pb, email, prompts);
    return "superuser";
  } catch (err) {
    throw signInFailure(err, "superuser", email, label);
  }
}

/** The one line for a failed sign-in; errors that are not the server's answer are passed on. */
function signInFailure(err: unknown, as: SessionKind, email: string, label: string): unknown {
  if (err instanceof OtpNeededError) {
    const why = err.mfa
      ? "requires MFA: a one-time code the server emails"
      : "takes a one-time code the server emails";
    return new CliError(
      `signing in as superuser ${email} at ${label} ${why}; run pbdeck on a terminal to type it, or set PBDECK_TOKEN`,
    );
  }
  if (err instanceof NoSignInMethodError) {
    return new CliError(`cannot sign in as superuser ${email} at ${label}: ${err.message}`);
  }
  const step = err instanceof SuperuserSignInError ? err.step : "password";
  const cause = err instanceof SuperuserSignInError ? err.response : err;
  if (!(cause instanceof ClientResponseError)) return err;
  if (cause.status === 0)
    return new CliError(`cannot reach the backend at ${label}: ${networkReason(cause)}`);
  if (step === "otp-request") {
    return new CliError(`requesting a one-time code for ${email} at ${label} failed: ${cause.message}`);
  }
  if (cause.status === 400 || cause.status === 401 || cause.status === 403) {
    return new CliError(
      step === "otp"
        ? `wrong or expired one-time code for superuser ${email} (${label})`
        : `wrong email or password for ${as} ${email} (${label})`,
    );
  }
  return new CliError(`signing in to ${label} failed: ${cause.message}`);
}
