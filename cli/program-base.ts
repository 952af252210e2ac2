/** @module The settings every pbdeck program shares: name, version, help, one-line errors. */
import { Command } from "commander";
import { packageVersion } from "./lib/package-version.ts";

/** A program with no commands yet; parse errors throw CommanderError (exitOverride) after printing one line. */
export function baseProgram(): Command {
  return (
    new Command("pbdeck")
      .description("Administration console for PocketBase v0.18 and newer, with an embedded backend")
      .version(packageVersion(), "-V, --version", "print the version")
      .helpOption("-h, --help", "print this help")
      .helpCommand(false)
      // `pbdeck serve --dir x` must reach serve's own --dir, not the program's
      .enablePositionalOptions()
      .showSuggestionAfterError(true)
      .configureOutput({ outputError: (message, write) => write(asOneLine(message)) })
      .exitOverride()
  );
}

/** `error: unknown option '--x'\n(Did you mean --y?)` -> `pbdeck: unknown option '--x' (did you mean --y?)`. */
function asOneLine(message: string): string {
  const text = message
    .trim()
    .replace(/^error: /, "")
    .replace(/\s*\n\s*\(Did you mean/, " (did you mean");
  return `pbdeck: ${text.replace(/\s*\n\s*/g, " ")}\n`;
}
