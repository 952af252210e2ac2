/** @module `pbdeck profiles list [--json]`. */
import { type Command, Option } from "commander";
import { openProfileStore } from "../lib/profile-store.ts";

export const description = "list saved profiles";

/** The options of `profiles list`. */
export function options(): Option[] {
  return [new Option("--json", "print the profiles as JSON")];
}

/** Adds the command to the `profiles` group. */
export function register(group: Command): Command {
  const command = group.command("list").description(description);
  for (const option of options()) command.addOption(option);
  return command.action((opts: { json?: boolean }) => run(opts));
}

/** Prints one aligned line per profile (name, backend, email), or JSON. */
export function run(opts: { json?: boolean }): void {
  const profiles = openProfileStore().list();
  if (opts.json) {
    console.log(
      JSON.stringify(
        // the token stays in the store: list says only whether there is one
        profiles.map(([name, { token, ...profile }]) => ({
          name,
          ...profile,
          ...(token ? { signedIn: true } : {}),
        })),
        null,
        2,
      ),
    );
    return;
  }
  if (profiles.length === 0) {
    console.log("No profiles. Add one with: pbdeck profiles add NAME --backend URL");
    return;
  }
  const nameWidth = Math.max(...profiles.map(([name]) => name.length));
  const urlWidth = Math.max(...profiles.map(([, profile]) => profile.backend.length));
  for (const [name, profile] of profiles) {
    console.log(
      `${name.padEnd(nameWidth)}  ${profile.backend.padEnd(urlWidth)}  ${profile.email ?? ""}${profile.token ? "  (signed in)" : ""}`.trimEnd(),
    );
  }
}
