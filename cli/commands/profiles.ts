/** @module `pbdeck profiles`: the group of commands managing saved backends. */
import type { Command } from "commander";
import { register as registerAdd } from "./profiles-add.ts";
import { register as registerList } from "./profiles-list.ts";
import { register as registerLogin } from "./profiles-login.ts";
import { register as registerLogout } from "./profiles-logout.ts";
import { register as registerRemove } from "./profiles-remove.ts";

export const description = "manage saved backends (use one with pbdeck --profile NAME)";

/** Adds `profiles add|list|remove|login|logout` to the program. */
export function register(program: Command): Command {
  const profiles = program.command("profiles").description(description).helpCommand(false);
  registerAdd(profiles);
  registerList(profiles);
  registerRemove(profiles);
  registerLogin(profiles);
  registerLogout(profiles);
  return profiles;
}
