/**
 * @module Signing in as an admin, whatever the server's generation: v0.18–v0.22 through /api/admins
 * (`v018/sign-in.ts`), v0.23+ as a superuser with password, OTP or both (MFA) (`v023/sign-in.ts`).
 * Sign-in comes before the rest of the API (generation-api.ts): a session's kind, read from its
 * token, picks the refresh.
 */
import type PocketBase from "pocketbase";
import type { ApiGeneration } from "../api-generation.ts";
import { refreshAdminV018, signInAdminV018 } from "./v018/sign-in.ts";
import { refreshSuperuser, signInSuperuser } from "./v023/sign-in.ts";

/** What a sign-in may ask the person for; each is asked at most once. */
export interface SignInPrompts {
  /** The password (from the environment or a masked prompt). */
  password(): Promise<string>;
  /** The one-time code the server just emailed to `email`; absent where nobody can type one. */
  otpCode?: (email: string) => Promise<string>;
}

/** Whose session a client holds: an admin's (v0.18–v0.22) or a superuser's (v0.23+). */
export type SessionKind = "admin" | "superuser";

/** Signing in and refreshing for one kind of session. */
export interface SignInApi {
  kind: SessionKind;
  /** Signs `pb` in as the admin with this email, asking `prompts` what the server wants. */
  signIn(pb: PocketBase, email: string, prompts: SignInPrompts): Promise<void>;
  /** Refreshes the token in `pb.authStore` (auth-refresh), keeping the new one there. */
  refresh(pb: PocketBase, signal?: AbortSignal): Promise<void>;
}

const ADMIN: SignInApi = { kind: "admin", signIn: signInAdminV018, refresh: refreshAdminV018 };
const SUPERUSER: SignInApi = { kind: "superuser", signIn: signInSuperuser, refresh: refreshSuperuser };

/**
 * The sign-in of a server of `generation`, or of a session of this kind.
 * @example await signInApi("v0.23+").signIn(pb, email, { password: async () => env.PBDECK_PASSWORD })
 */
export function signInApi(of: ApiGeneration | SessionKind): SignInApi {
  return of === "v0.23+" || of === "superuser" ? SUPERUSER : ADMIN;
}
