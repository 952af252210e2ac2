/**
 * @module The program for `pbdeck tui` alone: the terminal console must draw its first screen fast,
 * so it loads its own command only, not serve's dependencies (express, conf, open...).
 */
import type { Command } from "commander";
import { register as registerTui } from "./commands/tui.ts";
import { baseProgram } from "./program-base.ts";

/** `pbdeck` with only the `tui` command (main.ts picks it when the first argument is `tui`). */
export function createTuiProgram(): Command {
  const program = baseProgram();
  registerTui(program);
  program.allowExcessArguments(true);
  return program;
}
