/** @module The pbdeck command line: one commander program, one file per command. */
import { CommanderError } from "commander";
import { CliError, oneLine } from "./lib/cli-error.ts";

try {
  // `pbdeck tui` draws its first screen before anything else loads: it skips the other commands' modules
  const program =
    process.argv[2] === "tui"
      ? (await import("./tui-program.ts")).createTuiProgram()
      : (await import("./program.ts")).createProgram();
  await program.parseAsync(process.argv);
} catch (err) {
  // commander already printed its one line (or the help/version)
  if (err instanceof CommanderError) process.exit(err.exitCode);
  console.error(`pbdeck: ${oneLine(err)}`);
  // an unexpected failure is a bug: its stack is for whoever debugs it, not for every user
  const unexpected = !(err instanceof CliError);
  if (unexpected && process.env.PBDECK_DEBUG && err instanceof Error) console.error(err.stack);
  process.exit(unexpected ? 1 : err.exitCode);
}
