/** @module The commander program: `pbdeck` serves by default; errors leave as one `pbdeck: ` line. */
import type { Command } from "commander";
import { register as registerFleet } from "./commands/fleet.ts";
import { register as registerProfiles } from "./commands/profiles.ts";
import { registerScriptCommands } from "./commands/script-commands.ts";
import { register as registerServe, description as serveDescription } from "./commands/serve.ts";
import { register as registerTui } from "./commands/tui.ts";
import { baseProgram } from "./program-base.ts";

/** Builds the program; parse errors throw CommanderError (exitOverride) after printing one line. */
export function createProgram(): Command {
  const program = baseProgram().addHelpText("after", EXAMPLES);
  // settings above are inherited by every command added below
  registerServe(program);
  registerServe(program.command("serve").description(serveDescription.replace(" (the default command)", "")));
  registerProfiles(program);
  registerTui(program);
  registerFleet(program);
  // export, diff, import, logs, backups, admins: implementations load when they run
  registerScriptCommands(program);
  // set last: subcommands copied the stricter default when they were created
  program.allowExcessArguments(true);
  return program;
}

const EXAMPLES = `
Examples:
  pbdeck                                     embedded backend on ./pb_data
  pbdeck --backend https://pb.example.com    console for a remote PocketBase
  pbdeck --demo                              try it on temporary sample data
  pbdeck profiles add prod --backend https://pb.example.com
  pbdeck --profile prod                      then use the saved backend
  pbdeck diff pb_schema.json --profile prod  exit 2 when they differ (CI gate)
  pbdeck fleet                               every saved backend at a glance`;
