/** @module `pbdeck [serve]`: the local server with the console, on the embedded backend or a proxied one. */
import { type Command, Option } from "commander";
import { describeApiGeneration } from "../../shared/client/api-generation.ts";
import { parseAllowedHosts } from "../lib/allowed-hosts.ts";
import { parseCorsOrigins } from "../lib/allowed-origins.ts";
import { displayUrl, parseBackendUrl } from "../lib/backend-url.ts";
import { CliError } from "../lib/cli-error.ts";
import { type ConsoleLanding, consoleUrl } from "../lib/console-url.ts";
import { prepareDataDir } from "../lib/data-dir.ts";
import { DEMO_ADMIN, DEMO_COLLECTION, seedDemoData } from "../lib/demo-data.ts";
import { createDemoWorkspace, type DemoWorkspace } from "../lib/demo-workspace.ts";
import { exposureWarning, parseHttpAddress } from "../lib/http-address.ts";
import { INSTALLER_TOKEN_TTL_MS } from "../lib/installer-tokens.ts";
import { migrationsDirFor } from "../lib/migrations-dir.ts";
import { openInBrowser, shouldOpenBrowser } from "../lib/open-browser.ts";
import { packageVersion } from "../lib/package-version.ts";
import { openProfileStore } from "../lib/profile-store.ts";
import { checkProxiedBackend } from "../lib/remote-backend.ts";
import { stopOnSignals } from "../lib/stop-on-signals.ts";
import type { ApiSource, RunningServer } from "../server.ts";

export const description = "serve the console at /_/ and the API at /api/ (the default command)";

export interface ServeOptions {
  dir: string;
  http: string;
  backend?: string;
  profile?: string;
  demo?: boolean;
  open: boolean;
  migrations?: string;
  automigrate?: boolean;
  allowedHosts?: string[];
  cors?: string[];
}

/** Collects a repeatable, comma-separated option's values. */
function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/** The options of `pbdeck` and `pbdeck serve` (fresh objects: commander owns them once added). */
export function options(): Option[] {
  return [
    new Option("--dir <path>", "pb_data directory").default("./pb_data"),
    new Option("--http <host:port>", "address to listen on").default("127.0.0.1:8090"),
    new Option("--backend <url>", "proxy this PocketBase server instead").conflicts(["dir"]),
    new Option("--profile <name>", "proxy the backend of a saved profile").conflicts(["dir", "backend"]),
    new Option("--demo", "start on temporary sample data with a demo admin").conflicts([
      "dir",
      "backend",
      "profile",
    ]),
    new Option("--no-open", "do not open the console in a browser"),
    new Option("--migrations <dir>", "migrations folder (default: pb_migrations beside --dir)").conflicts([
      "backend",
      "profile",
    ]),
    new Option("--automigrate", "write a migration for each collection change").conflicts([
      "backend",
      "profile",
    ]),
    new Option(
      "--allowed-hosts <names>",
      "also answer requests for these host names (comma-separated; .example.com takes its subdomains)",
    ).argParser(collect),
    new Option(
      "--cors <origins>",
      "let pages of these origins use the API (comma-separated, or *)",
    ).argParser(collect),
  ];
}

/** Adds the serve options and action to `command` (the program itself, and `serve`). */
export function register(command: Command): Command {
  for (const option of options()) command.addOption(option);
  return command.action((opts: ServeOptions, self: Command) => {
    // the program accepts stray operands so that a typo reads as an unknown command
    if (self.args.length > 0) throw new CliError(`unknown command '${self.args[0]}' (see pbdeck --help)`);
    return run(opts);
  });
}

const warn = (line: string) => console.error(`pbdeck: ${line}`);

/** Validates the options, starts the server, prints and opens the console URL, stops on signals. */
export async function run(opts: ServeOptions): Promise<void> {
  const { host, port } = parseHttpAddress(opts.http);
  const profile = opts.profile ? openProfileStore().get(opts.profile) : undefined;
  const allowedHosts = parseAllowedHosts([...(profile?.allowedHosts ?? []), ...(opts.allowedHosts ?? [])]);
  const cors = parseCorsOrigins([...(profile?.cors ?? []), ...(opts.cors ?? [])]);
  const target = resolveBackend(opts);
  const info = target ? await checkProxiedBackend(target) : null;
  const demo: DemoWorkspace | null = opts.demo ? createDemoWorkspace() : null;
  const api: ApiSource = target && info ? { kind: "proxy", target, info } : embeddedSource(opts, demo);

  // loaded on demand: --help and profiles need neither SQLite nor the backend
  const { startLocalServer } = await import("../server.ts");
  let server: RunningServer;
  try {
    server = await startLocalServer({ api, host, port, warn, allowedHosts, cors });
  } catch (err) {
    demo?.remove();
    throw err;
  }
  // after binding, so a failed start still prints one line only
  const exposure = exposureWarning({ host, port });
  if (exposure) warn(exposure);
  const stop = async () => {
    await server.close();
    demo?.remove();
  };

  let landing: ConsoleLanding = { kind: "console" };
  const lines = [`pbdeck ${packageVersion()}: ${describeSource(api, opts)}`];
  if (demo) {
    landing = await seedDemo(server.url, server.installerToken(), stop);
    lines.push(`Demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
  } else if ((await server.hasAdmins()) === false) {
    landing = { kind: "installer", token: server.installerToken() };
    lines.push(...firstAdminLines(api));
  }
  if (api.kind === "embedded" && api.automigrate) {
    lines.push(`Automigrate: each collection change writes a migration into ${api.migrationsDir}`);
  }
  const url = consoleUrl(server.url, landing);
  lines.push(`Console: ${url}`, `API:     ${server.url}/api/`);
  console.log(lines.join("\n"));

  stopOnSignals(stop, warn);
  if (shouldOpenBrowser(opts.open)) await openInBrowser(url, warn);
}

/** The embedded backend's data directory, migrations folder and automigrate switch. */
function embeddedSource(opts: ServeOptions, demo: DemoWorkspace | null): ApiSource {
  const dataDir = demo ? demo.dataDir : prepareDataDir(opts.dir);
  return {
    kind: "embedded",
    dataDir,
    migrationsDir: migrationsDirFor({ dir: dataDir, migrations: opts.migrations }),
    automigrate: opts.automigrate === true,
  };
}

/** The remote server to proxy, from --backend or --profile; null for the embedded backend. */
function resolveBackend(opts: ServeOptions): URL | null {
  if (opts.backend) return parseBackendUrl(opts.backend);
  if (!opts.profile) return null;
  const profile = openProfileStore().get(opts.profile);
  if (!profile) throw new CliError(`no profile named "${opts.profile}" (see pbdeck profiles list)`);
  return parseBackendUrl(profile.backend, `profile "${opts.profile}" backend`);
}

function describeSource(api: ApiSource, opts: ServeOptions): string {
  if (api.kind === "proxy") {
    const { version, generation } = api.info;
    // an unnamed server of the v0.18 API may be another pbdeck: named only when it says what it is
    const server = version
      ? `PocketBase ${version}`
      : generation === "v0.18"
        ? null
        : describeApiGeneration(generation);
    const notes = [server, opts.profile ? `profile ${opts.profile}` : null].filter(Boolean);
    return `proxying ${displayUrl(api.target)}${notes.length > 0 ? ` (${notes.join(", ")})` : ""}`;
  }
  if (opts.demo) return `demo on temporary sample data in ${api.dataDir} (deleted on exit)`;
  return `embedded backend, data in ${api.dataDir}`;
}

/** What to say when the backend has no admin yet: the installer link, and for a remote its own ways. */
function firstAdminLines(api: ApiSource): string[] {
  const lines = [
    "No admin yet: open the console link below to create the first one (it holds a one-time token,",
    `valid for ${INSTALLER_TOKEN_TTL_MS / 60_000} minutes; opening the console after that prints a new link here).`,
  ];
  if (api.kind === "proxy") {
    // pbdeck guards its own address only: the remote takes its first admin from anyone who reaches it
    lines.push(
      `The remote server itself accepts its first admin from anyone who reaches it, at ${displayUrl(api.target)}/_/`,
      "or with `pocketbase admin create EMAIL PASSWORD` on that machine: create it now.",
    );
  }
  return lines;
}

/** Fills the fresh demo directory; on failure stops the server and reports one line. */
async function seedDemo(
  baseUrl: string,
  installerToken: string,
  stop: () => Promise<void>,
): Promise<ConsoleLanding> {
  try {
    const result = await seedDemoData(baseUrl, installerToken);
    if (result.collectionsSkipped) {
      warn(
        `warning: demo collections not created (${result.collectionsSkipped}); the demo admin can sign in`,
      );
    }
  } catch (err) {
    await stop();
    throw new CliError(`cannot create the demo admin: ${err instanceof Error ? err.message : String(err)}`);
  }
  return { kind: "demo-login", ...DEMO_ADMIN, collection: DEMO_COLLECTION };
}
