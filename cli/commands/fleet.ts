/** @module `pbdeck fleet [--json]`: every saved profile at a glance; --json exits 2 when one is down or has an error-level finding. */
import { type Command, Option } from "commander";
import type { FleetRow } from "../../shared/fleet/fleet-row.ts";
import { CliError, oneLine } from "../lib/cli-error.ts";
import { shouldOpenBrowser } from "../lib/open-browser.ts";
import { openProfileStore } from "../lib/profile-store.ts";
import { outJson } from "../lib/script/output.ts";

/** Default time limit of one profile's check (s); the checking code loads only when the command runs. */
const DEFAULT_TIMEOUT_SECONDS = 5;

export const description = "all saved backends at a glance (--json to monitor)";

/** The exit code of --json when a backend is down or has an error-level finding. */
export const ATTENTION_EXIT_CODE = 2;

export interface FleetOptions {
  json?: boolean;
  timeout: string;
}

/** Adds the command to the program. */
export function register(program: Command): Command {
  return program
    .command("fleet")
    .description(description)
    .addOption(new Option("--json", "check every profile once, print one JSON document, exit 2 on trouble"))
    .addOption(
      new Option("--timeout <seconds>", "time limit of each profile's check").default(
        String(DEFAULT_TIMEOUT_SECONDS),
      ),
    )
    .addHelpText(
      "after",
      [
        "",
        "Rows refresh every 30 s. Keys: Enter opens the full TUI on a profile, o starts its web console,",
        "d shows its doctor findings, r checks again, q quits. Sign in once per profile with",
        "pbdeck profiles login NAME (the admin token is kept; passwords never are).",
        "",
        "Example:",
        "  pbdeck fleet --json > fleet.json || echo 'a backend needs attention'",
      ].join("\n"),
    )
    .action((opts: FleetOptions) => run(opts));
}

/** Checks the profiles (JSON once, or the live screen). */
export async function run(opts: FleetOptions): Promise<void> {
  const seconds = Number(opts.timeout);
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new CliError(`invalid --timeout "${opts.timeout}": a number of seconds`);
  const store = openProfileStore();
  const profiles = store.list();
  if (profiles.length === 0)
    throw new CliError("no profiles: add one with pbdeck profiles add NAME --backend URL");
  const names = profiles.map(([name]) => name);
  if (opts.json) {
    // the SDK and the checks load only now: pbdeck --help stays light
    const { checkProfiles } = await import("../lib/fleet/check-profile.ts");
    const { fleetJson } = await import("../lib/fleet/fleet-json.ts");
    const rows = await checkProfiles(store, names, seconds * 1000);
    const json = fleetJson(rows);
    outJson(json);
    if (json.attention) process.exitCode = ATTENTION_EXIT_CODE;
    return;
  }
  if (!process.stdout.isTTY || !process.stdin.isTTY) {
    throw new CliError("the fleet screen needs a terminal; use pbdeck fleet --json in scripts");
  }
  await live(names, Object.fromEntries(profiles.map(([name, p]) => [name, p.backend])), seconds * 1000);
}

async function live(names: string[], urls: Record<string, string>, timeoutMs: number): Promise<void> {
  const { checkProfile } = await import("../lib/fleet/check-profile.ts");
  const { ConsoleLauncher } = await import("../lib/fleet/console-launcher.ts");
  // decided before the screen loads (it clears CI for Ink)
  const consoles = new ConsoleLauncher(shouldOpenBrowser(true));
  const cache = new Map<string, FleetRow>();
  prepareInk();
  const { runFleet } = await import("../../tui/fleet/run-fleet.tsx");
  let status: string | undefined;
  try {
    for (;;) {
      const exit = await runFleet({
        names,
        urls,
        cache,
        initialStatus: status,
        // a new store per check: the file may change under us (profiles login in another shell)
        check: (name, onStatus) => checkProfile(openProfileStore(), name, timeoutMs, onStatus),
        openConsole: (name) => consoles.open(name),
      });
      if (exit.kind === "quit") return;
      status = await openTui(exit.name);
    }
  } finally {
    consoles.stopAll();
  }
}

/** Runs `pbdeck tui --profile NAME` in this process; answers the line to show back in the fleet. */
async function openTui(name: string): Promise<string | undefined> {
  try {
    const tui = await import("./tui.ts");
    await tui.run({ profile: name });
    return undefined;
  } catch (err) {
    return `The TUI for ${name} could not open: ${oneLine(err)}`;
  }
}

/** Before Ink and chalk load: they read these once. */
function prepareInk(): void {
  process.env.NODE_ENV ??= "production";
  if (process.env.NO_COLOR) process.env.FORCE_COLOR = "0";
  // Ink draws only the last frame under CI: a live screen must not
  delete process.env.CI;
  delete process.env.CONTINUOUS_INTEGRATION;
}
