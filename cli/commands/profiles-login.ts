/** @module `pbdeck profiles login NAME [--email E]`: sign in once and keep the admin token (never the password). */
import { type Command, Option } from "commander";
import { ClientResponseError, createClient } from "../../shared/client/index.ts";
import { displayUrl, parseBackendUrl } from "../lib/backend-url.ts";
import { CliError } from "../lib/cli-error.ts";
import { PASSWORD_HINT } from "../lib/connect-target.ts";
import { openProfileStore } from "../lib/profile-store.ts";
import { askSecret, canAsk } from "../lib/prompt.ts";
import { checkRemoteBackend, networkReason } from "../lib/remote-backend.ts";

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

/** Signs in with the password from PBDECK_PASSWORD or a masked prompt and stores the token. */
export async function run(name: string, opts: ProfilesLoginOptions): Promise<void> {
  if (opts.password !== undefined) throw new CliError(`--password is refused: ${PASSWORD_HINT}`);
  const store = openProfileStore();
  const profile = store.get(name);
  if (!profile) throw new CliError(`no profile named "${name}" (see pbdeck profiles list)`);
  const email = opts.email ?? profile.email;
  if (!email) throw new CliError(`no admin email for profile ${name}: pass --email EMAIL`);
  const url = parseBackendUrl(profile.backend, `profile "${name}" backend`);
  await checkRemoteBackend(url);
  let password = process.env.PBDECK_PASSWORD;
  if (!password) {
    if (!canAsk()) throw new CliError("no password: set PBDECK_PASSWORD when not on a terminal");
    password = await askSecret(`Password for ${email} at ${displayUrl(url)}: `);
  }
  const client = createClient(url.href, undefined, { autoCancel: false });
  try {
    await client.pb.admins.authWithPassword(email, password, { requestKey: null });
  } catch (err) {
    if (!(err instanceof ClientResponseError)) throw err;
    if (err.status === 0) throw new CliError(`cannot reach ${displayUrl(url)}: ${networkReason(err)}`);
    throw new CliError(`wrong email or password for admin ${email} (${displayUrl(url)})`);
  }
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
