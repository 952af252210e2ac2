/**
 * @module `pbdeck profiles login NAME [--email E]`: sign in once and keep the admin token (never the
 * password); on PocketBase v0.23+ a superuser's, with the emailed one-time code when MFA asks for it.
 */
import { type Command, Option } from "commander";
import { createClient } from "../../shared/client/index.ts";
import { signInAdmin, terminalPrompts } from "../lib/admin-sign-in.ts";
import { displayUrl, parseBackendUrl } from "../lib/backend-url.ts";
import { CliError } from "../lib/cli-error.ts";
import { PASSWORD_HINT } from "../lib/connect-target.ts";
import { openProfileStore } from "../lib/profile-store.ts";
import { apiGenerationOf, checkRemoteHealth } from "../lib/remote-backend.ts";

export const description = "sign in and keep the admin token (never the password)";

export interface ProfilesLoginOptions {
  email?: string;
  password?: string;
}

/** Adds the command to the `profiles` group. */
export function register(group: Command): Command {
  return group
    .command("login")
    .description(description)
    .argument("<name>", "profile name")
    .addOption(new Option("--email <email>", "admin email (default: the profile's; saved in the profile)"))
    .addOption(new Option("--password <password>").hideHelp())
    .action((name: string, opts: ProfilesLoginOptions) => run(name, opts));
}

/**
 * Signs in as the profile's admin (a superuser on v0.23+: password, and the emailed one-time code
 * when MFA is on, or the code alone for an OTP-only collection) and stores the token.
 */
export async function run(name: string, opts: ProfilesLoginOptions): Promise<void> {
  if (opts.password !== undefined) throw new CliError(`--password is refused: ${PASSWORD_HINT}`);
  const store = openProfileStore();
  const profile = store.get(name);
  if (!profile) throw new CliError(`no profile named "${name}" (see pbdeck profiles list)`);
  const email = opts.email ?? profile.email;
  if (!email) throw new CliError(`no admin email for profile ${name}: pass --email EMAIL`);
  const url = parseBackendUrl(profile.backend, `profile "${name}" backend`);
  await checkRemoteHealth(url);
  // told before anything is asked: v0.23+ may want a one-time code instead of a password
  const generation = await apiGenerationOf(url);
  const label = displayUrl(url);
  const client = createClient(url.href, undefined, { autoCancel: false });
  const noPassword = "no password: set PBDECK_PASSWORD when not on a terminal";
  await signInAdmin(client, email, label, terminalPrompts({ email, label, noPassword }), generation);
  store.save(name, { ...profile, email, token: client.pb.authStore.token });
  const expires = tokenExpiry(client.pb.authStore.token);
  console.log(
    `Signed in to ${name} as ${email}; the token is kept in ${store.path}${expires ? ` (renewed on use, expires ${expires} unused)` : ""}`,
  );
}

function tokenExpiry(token: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as {
      exp?: number;
    };
    return payload.exp ? new Date(payload.exp * 1000).toISOString().slice(0, 10) : null;
  } catch {
    return null;
  }
}
