/** @module `pbdeck profiles remove NAME`. */
import type { Command } from "commander";
import { CliError } from "../lib/cli-error.ts";
import { openProfileStore } from "../lib/profile-store.ts";

export const description = "delete a saved profile";

/** Adds the command to the `profiles` group. */
export function register(group: Command): Command {
  return group
    .command("remove")
    .description(description)
    .argument("<name>", "profile name")
    .action((name: string) => run(name));
}

/** Deletes the profile. @throws CliError when there is none of that name */
export function run(name: string): void {
  if (!openProfileStore().remove(name)) throw new CliError(`no profile named "${name}"`);
  console.log(`Removed profile ${name}`);
}
