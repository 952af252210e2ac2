/**
 * @module `pbdeck tui`: the terminal console (logs, backups, collections export/import, admins, doctor),
 * on every PocketBase generation the connection tells (admins are superusers on v0.23+).
 */
import { resolve } from "node:path";
import { type Command, Option } from "commander";
import { CliError, oneLine } from "../lib/cli-error.ts";
import { parseDuration } from "../lib/script/duration.ts";

export const description = "terminal console: logs, backups, export/import, admins, doctor";

/** The tabs, for `pbdeck tui --help` (tui/app/tabs.ts draws them). */
const TABS_HELP = `
Tabs (number keys): 1 Logs, 2 Backups, 3 Collections (export/import), 4 Admins
(superusers on PocketBase v0.23+), 5 Doctor (what pbdeck doctor finds, with
the fixes). ? lists every key; q quits.

Example:
  pbdeck tui --profile prod --since 3d`;

export interface TuiOptions {
  dir?: string;
  backend?: string;
  profile?: string;
  email?: string;
  password?: string;
  since?: string;
}

/** The options of `pbdeck tui` (the same backend choice as the script commands). */
export function options(): Option[] {
  return [
    new Option("--dir <dir>", "work on a local pb_data directory as its first admin"),
    new Option("--backend <url>", "URL of a PocketBase server"),
    new Option("--profile <name>", "a saved backend (see pbdeck profiles)"),
    new Option("--email <email>", "admin email for --backend or --profile"),
    new Option("--since <duration>", "open the logs on the last DURATION (30m, 6h, 3d)"),
    // accepted only to be refused with a hint: passwords never go on the command line
    new Option("--password <password>").hideHelp(),
  ];
}

/** Adds the command to the program. */
export function register(program: Command): Command {
  const command = program.command("tui").description(description).addHelpText("after", TABS_HELP);
  for (const option of options()) command.addOption(option);
  return command.action((opts: TuiOptions) => run(opts));
}

/** What the header shows before the connection names the backend itself. */
function provisionalLabel(opts: TuiOptions): string {
  if (opts.backend) return opts.backend;
  if (opts.profile) return `profile ${opts.profile}`;
  return `embedded backend in ${resolve(opts.dir ?? "./pb_data")}`;
}

/**
 * Whether connecting may ask something on the terminal (then it must happen before the screen): a
 * password, or, even with PBDECK_PASSWORD set, the one-time code a v0.23+ server with MFA emails.
 */
function mayPrompt(opts: TuiOptions): boolean {
  if (opts.dir !== undefined || !(opts.backend || opts.profile)) return false;
  return !process.env.PBDECK_TOKEN;
}

/** Connects (through connectTarget, loaded on demand) and runs the console until q or Ctrl+C. */
export async function run(opts: TuiOptions): Promise<void> {
  // checked before the terminal test: a typo gets its own message
  const since = opts.since === undefined ? null : { text: opts.since.trim(), ms: parseDuration(opts.since) };
  if (!process.stdout.isTTY || !process.stdin.isTTY) {
    throw new CliError("the terminal console needs a terminal (stdin and stdout must be a TTY)");
  }
  const connect = async () => {
    const { connectTarget } = await import("../lib/connect-target.ts");
    const { signInApi } = await import("../../shared/client/generations/sign-in-api.ts");
    const target = await connectTarget({ ...opts, command: "tui" });
    // a --dir session carries a token without the admin's record: fetch it (the Admins tab marks "you")
    if (!target.client.pb.authStore.model) await signInApi(target.api.generation).refresh(target.client.pb);
    if (opts.backend || opts.profile) return target;
    // a local pb_data: the Doctor tab also checks the logs size and the token secrets
    const { readLocalFacts } = await import("../lib/doctor/local-facts.ts");
    return { ...target, localFacts: await readLocalFacts(resolve(opts.dir ?? "./pb_data")) };
  };
  // a password prompt needs the normal screen: connect first, then draw
  const early = mayPrompt(opts) ? await connect() : null;
  const { runTui } = await import("../../tui/index.ts");
  try {
    await runTui({
      label: early?.label ?? provisionalLabel(opts),
      connect: early ? async () => early : connect,
      since,
    });
  } catch (err) {
    if (err instanceof CliError) throw err;
    throw new CliError(oneLine(err));
  }
}
