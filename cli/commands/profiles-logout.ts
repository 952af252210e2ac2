/** @module `pbdeck profiles logout NAME`: forget the stored admin token. */
import type { Command } from "commander";
import { CliError } from "../lib/cli-error.ts";
import { openProfileStore } from "../lib/profile-store.ts";

export const description = "forget the admin token of a profile";

/** Adds the command to the `profiles` group. */
export function register(group: Command): Command {
  return group
    .command("logout")
    .description(description)
    .argument("<name>", "profile name")
    .action((name: string) => run(name));
}

/** Removes the token (the profile stays). @throws CliError when there is no such profile */
export function run(name: string): void {
  const store = openProfileStore();
  const profile = store.get(name);
  if (!profile) throw new CliError(`no profile named "${name}"`);
  store.setToken(name, undefined);
  console.log(
    profile.token ? `Signed out of ${name}: its token is forgotten` : `Profile ${name} had no token`,
  );
}
