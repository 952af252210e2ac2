/** @module `pbdeck profiles add NAME --backend URL [--email E]`. */
import { type Command, Option } from "commander";
import { parseAllowedHosts } from "../lib/allowed-hosts.ts";
import { parseCorsOrigins } from "../lib/allowed-origins.ts";
import { displayUrl, parseBackendUrl } from "../lib/backend-url.ts";
import { CliError } from "../lib/cli-error.ts";
import { isValidProfileName, openProfileStore } from "../lib/profile-store.ts";

export const description = "save a backend under a name (replaces one of that name)";

export interface ProfilesAddOptions {
  backend: string;
  email?: string;
  allowedHosts?: string;
  cors?: string;
}

/** The options of `profiles add`. */
export function options(): Option[] {
  return [
    new Option("--backend <url>", "URL of the PocketBase server (v0.18 or newer)").makeOptionMandatory(),
    new Option("--email <email>", "admin email to sign in with (no password is stored)"),
    new Option(
      "--allowed-hosts <names>",
      "host names `pbdeck --profile NAME` also answers (comma-separated; .example.com takes its subdomains)",
    ),
    new Option(
      "--cors <origins>",
      "origins whose pages may use `pbdeck --profile NAME`'s API (comma-separated, or *)",
    ),
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
  const allowedHosts = parseAllowedHosts(opts.allowedHosts ? [opts.allowedHosts] : []);
  // kept as serve reads them: the origins, normalised, or "*"
  const parsedCors = parseCorsOrigins(opts.cors ? [opts.cors] : []);
  const cors = parsedCors.any ? ["*"] : parsedCors.origins;
  const store = openProfileStore();
  const replaced = store.get(name) !== undefined;
  store.save(name, {
    backend: displayUrl(backend),
    ...(opts.email ? { email: opts.email } : {}),
    ...(allowedHosts.length > 0 ? { allowedHosts } : {}),
    ...(cors.length > 0 ? { cors } : {}),
  });
  console.log(`${replaced ? "Updated" : "Saved"} profile ${name}: ${displayUrl(backend)}`);
}
