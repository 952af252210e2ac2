/** @module `pbdeck profiles add NAME --backend URL [--email E]`. */
import { type Command, Option } from "commander";
import { displayUrl, parseBackendUrl } from "../lib/backend-url.ts";
import { CliError } from "../lib/cli-error.ts";
import { isValidProfileName, openProfileStore } from "../lib/profile-store.ts";

export const description = "save a backend under a name (replaces one of that name)";

export interface ProfilesAddOptions {
  backend: string;
  email?: string;
}

/** The options of `profiles add`. */
export function options(): Option[] {
  return [
    new Option("--backend <url>", "URL of the PocketBase server (v0.18 or newer)").makeOptionMandatory(),
    new Option("--email <email>", "admin email to sign in with (no password is stored)"),
  ];
}

/** Adds the command to the `profiles` group. */
export function register(group: Command): Command {
  const command = group.command("add").description(description).argument("<name>", "profile name");
  for (const option of options()) command.addOption(option);
  return command.action((name: string, opts: ProfilesAddOptions) => run(name, opts));
}

/** Validates and saves the profile, then prints what was saved. */
export function run(name: string, opts: ProfilesAddOptions): void {
  if (!isValidProfileName(name)) {
    throw new CliError(`invalid profile name "${name}": use letters, digits, "-" and "_" (at most 64)`);
  }
  const backend = parseBackendUrl(opts.backend);
  if (backend.username || backend.password) {
    throw new CliError("--backend must not contain a user name or password: profiles are not secret storage");
  }
  if (opts.email !== undefined && !/^[^\s@]+@[^\s@]+$/.test(opts.email)) {
    throw new CliError(`invalid --email "${opts.email}"`);
  }
  const store = openProfileStore();
  const replaced = store.get(name) !== undefined;
  store.save(name, { backend: displayUrl(backend), ...(opts.email ? { email: opts.email } : {}) });
  console.log(`${replaced ? "Updated" : "Saved"} profile ${name}: ${displayUrl(backend)}`);
}
