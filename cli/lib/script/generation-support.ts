/**
 * @module The one place that decides which commands work on which PocketBase API generation.
 * pbdeck speaks every generation for its admins and backups commands (and the fleet); the others
 * still speak only the v0.18 API and refuse a newer server in one line.
 */
import {
  type ApiGeneration,
  describeApiGeneration,
  unsupportedApiMessage,
} from "../../../shared/client/api-generation.ts";

/** Command groups that work on every generation (`admins list`, `backups restore`, `logs`, the TUI, ...). */
const EVERY_GENERATION = new Set(["admins", "backups", "export", "diff", "import", "logs", "doctor", "tui"]);

/**
 * Null when `command` (`logs`, `admins list`) works on a server of `generation`, else the line to
 * fail with. Without a command (the TUI, the console) only the v0.18 API is spoken, as before.
 * @example unsupportedCommand("migrate snapshot", "v0.23+", url)
 * // "migrate snapshot on PocketBase v0.23 or newer is not supported yet (its files are PocketBase v0.18's migrations)"
 */
export function unsupportedCommand(
  command: string | undefined,
  generation: ApiGeneration,
  label: string,
): string | null {
  if (generation === "v0.18") return null;
  if (command === undefined || generation === "unknown") return unsupportedApiMessage(label, generation);
  if (EVERY_GENERATION.has(command.split(" ")[0] ?? "")) return null;
  return `${command} on ${describeApiGeneration(generation)} is not supported yet (its files are PocketBase v0.18's migrations)`;
}
