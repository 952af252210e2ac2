/** @module The options every script command shares: which backend, how to sign in, --json. */
import { type Command, Option } from "commander";

/** Adds --dir, --migrations, --backend, --profile, --email, --json and the hidden --password (refused) to `command`. */
export function addTargetOptions(command: Command, { json = true } = {}): Command {
  command
    .addOption(new Option("--dir <path>", "work on this pb_data directory (as its first admin)"))
    .addOption(new Option("--migrations <dir>", "migrations folder of --dir (default: beside it)"))
    .addOption(new Option("--backend <url>", "work on this PocketBase server (v0.18 or newer)"))
    .addOption(new Option("--profile <name>", "work on the backend of a saved profile"))
    .addOption(new Option("--email <email>", "admin to sign in as, with --backend or --profile"))
    // accepted only to refuse it with a hint, instead of "unknown option"
    .addOption(new Option("--password <password>").hideHelp());
  if (json) command.addOption(new Option("--json", "machine-readable output on stdout"));
  return command;
}
