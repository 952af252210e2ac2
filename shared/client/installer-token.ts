/**
 * @module The first-admin installer's one-time token, as pbdeck's local server and its clients speak
 * it: the header that carries it, the hash parameter of the installer link, and the refusal the
 * server answers without it.
 */
import type PocketBase from "pocketbase";
import { ClientResponseError } from "pocketbase";

/** The request header that carries the installer token with `POST /api/admins`. */
export const INSTALLER_TOKEN_HEADER = "X-Pbdeck-Installer-Token";

/** The query parameter of the installer link's hash (`/_/?installer#/?token=...`): never sent to a server. */
export const INSTALLER_TOKEN_PARAM = "token";

/** The key of `data` in the 403 envelope that refuses a first admin without a valid token. */
export const INSTALLER_TOKEN_REFUSAL = "installerToken";

/** Why the token was refused, as the refusal's `data.installerToken.code` says. */
export type InstallerTokenProblem = "missing" | "invalid" | "expired" | "busy";

/**
 * Whether `err` is pbdeck's refusal of a first admin without a valid installer token (so the backend
 * has no admin yet), and why.
 */
export function installerTokenProblem(err: unknown): InstallerTokenProblem | null {
  if (!(err instanceof ClientResponseError) || err.status !== 403) return null;
  const entry = (err.response?.data as Record<string, { code?: unknown }> | undefined)?.[
    INSTALLER_TOKEN_REFUSAL
  ];
  const code = entry?.code;
  return code === "missing" || code === "invalid" || code === "expired" || code === "busy" ? code : null;
}

/**
 * Creates the first admin through a pbdeck server with the token of its installer link (on a real
 * PocketBase v0.18-v0.22 the header is ignored).
 * @throws ClientResponseError as `pb.admins.create` does (403 with {@link INSTALLER_TOKEN_REFUSAL} for a bad token)
 */
export async function createFirstAdmin(
  pb: PocketBase,
  token: string,
  body: { email: string; password: string; passwordConfirm: string },
): Promise<void> {
  await pb.admins.create(body, { headers: { [INSTALLER_TOKEN_HEADER]: token } });
}
