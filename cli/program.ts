/** @module The commander program: `pbdeck` serves by default; errors leave as one `pbdeck: ` line. */
import { Command } from "commander";
import { register as registerProfiles } from "./commands/profiles.ts";
import { registerScriptCommands } from "./commands/script-commands.ts";
import { register as registerServe, description as serveDescription } from "./commands/serve.ts";
import { register as registerTui } from "./commands/tui.ts";
import { packageVersion } from "./lib/package-version.ts";

/** Builds the program; parse errors throw CommanderError (exitOverride) after printing one line. */
export function createProgram(): Command {
  const program = new Command("pbdeck")
    .description("Administration console for PocketBase v0.18 backends, with an embedded backend")
    .version(packageVersion(), "-V, --version", "print the version")
    .helpOption("-h, --help", "print this help")
    .helpCommand(false)
    // `pbdeck serve --dir x` must reach serve's own --dir, not the program's
    .enablePositionalOptions()
    .showSuggestionAfterError(true)
    .configureOutput({ outputError: (message, write) => write(asOneLine(message)) })
    .exitOverride()
    .addHelpText("after", EXAMPLES);
  // settings above are inherited by every command added below
  registerServe(program);
  registerServe(program.command("serve").description(serveDescription.replace(" (the default command)", "")));
  registerProfiles(program);
  registerTui(program);
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
  pbdeck diff pb_schema.json --profile prod  exit 2 when they differ (CI gate)`;

/** `error: unknown option '--x'\n(Did you mean --y?)` -> `pbdeck: unknown option '--x' (did you mean --y?)`. */
function asOneLine(message: string): string {
  const text = message
    .trim()
    .replace(/^error: /, "")
    .replace(/\s*\n\s*\(Did you mean/, " (did you mean");
  return `pbdeck: ${text.replace(/\s*\n\s*/g, " ")}\n`;
}
