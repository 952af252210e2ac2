import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Command } from "commander";
import { expect, test } from "vitest";
import { createProgram } from "../../cli/program.ts";
import { repoRoot } from "../helpers/pbdeck-process.ts";
import { runCli } from "./helpers/cli-process.ts";

const serveOptions = `Options:
  --dir <path>             pb_data directory (default: "./pb_data")
  --http <host:port>       address to listen on (default: "127.0.0.1:8090")
  --backend <url>          proxy this PocketBase server instead
  --profile <name>         proxy the backend of a saved profile
  --demo                   start on temporary sample data with a demo admin
  --no-open                do not open the console in a browser
  --migrations <dir>       migrations folder (default: pb_migrations beside
                           --dir)
  --automigrate            write a migration for each collection change
  --allowed-hosts <names>  also answer requests for these host names
                           (comma-separated; .example.com takes its subdomains)
  --cors <origins>         let pages of these origins use the API
                           (comma-separated, or *)
  -h, --help               print this help
`;

test("pbdeck --help lists the serve options, the commands and examples", async () => {
  expect(await runCli(["--help"])).toEqual({
    code: 0,
    stderr: "",
    stdout: `Usage: pbdeck [options] [command]

Administration console for PocketBase v0.18 and newer, with an embedded backend

Options:
  -V, --version            print the version
  --dir <path>             pb_data directory (default: "./pb_data")
  --http <host:port>       address to listen on (default: "127.0.0.1:8090")
  --backend <url>          proxy this PocketBase server instead
  --profile <name>         proxy the backend of a saved profile
  --demo                   start on temporary sample data with a demo admin
  --no-open                do not open the console in a browser
  --migrations <dir>       migrations folder (default: pb_migrations beside
                           --dir)
  --automigrate            write a migration for each collection change
  --allowed-hosts <names>  also answer requests for these host names
                           (comma-separated; .example.com takes its subdomains)
  --cors <origins>         let pages of these origins use the API
                           (comma-separated, or *)
  -h, --help               print this help

Commands:
  serve [options]          serve the console at /_/ and the API at /api/
  profiles                 manage saved backends (use one with pbdeck --profile
                           NAME)
  tui [options]            terminal console: logs, backups, export/import,
                           admins, doctor
  fleet [options]          all saved backends at a glance (--json to monitor)
  export [options]         print the collections JSON of the console's export
  diff [options] <file>    compare a collections file with the backend
  import [options] <file>  apply a collections file, in one transaction
  doctor [options]         find risky rules, missing backups, weak tokens
  logs [options]           print logs, one line per request or log entry
  migrate                  apply, revert and list migrations, write a snapshot
  backups                  list, create, download, upload, restore backups
  admins                   list, create and delete admins, set passwords

Examples:
  pbdeck                                     embedded backend on ./pb_data
  pbdeck --backend https://pb.example.com    console for a remote PocketBase
  pbdeck --demo                              try it on temporary sample data
  pbdeck profiles add prod --backend https://pb.example.com
  pbdeck --profile prod                      then use the saved backend
  pbdeck diff pb_schema.json --profile prod  exit 2 when they differ (CI gate)
  pbdeck fleet                               every saved backend at a glance
`,
  });
});

const targetOptions = `  --dir <path>        work on this pb_data directory (as its first admin)
  --migrations <dir>  migrations folder of --dir (default: beside it)
  --backend <url>     work on this PocketBase server (v0.18 or newer)
  --profile <name>    work on the backend of a saved profile
  --email <email>     admin to sign in as, with --backend or --profile
  --json              machine-readable output on stdout
  -h, --help          print this help
`;

const signIn = `Sign-in: --dir acts as the directory's first admin. --backend and --profile use
PBDECK_TOKEN (an admin token, or a superuser's on PocketBase v0.23+), or the
admin of --email (or of the profile) with PBDECK_PASSWORD, or a masked prompt
on a terminal.
`;

test("pbdeck diff --help: arguments, the shared options, exit codes, sign-in, an example", async () => {
  expect(await runCli(["diff", "--help"])).toEqual({
    code: 0,
    stderr: "",
    stdout: `Usage: pbdeck diff [options] <file>

compare a collections file with the backend

Arguments:
  file                collections JSON file (- for stdin)

Options:
  --delete-missing    compare as import --delete-missing does
  --format <format>   text (default), or markdown for a pull-request comment
  --migration [dir]   write migrations reaching FILE into DIR (or --migrations)
${targetOptions}
Exit codes: 0 in sync, 2 when they differ, 1 on error. As import in the same
mode: collections and fields that only the backend has are marked "only removed
with --delete-missing" and count as differences only with --delete-missing.

${signIn}
Example:
  pbdeck diff pb_schema.json --backend https://pb.example.com --email ci@example.com
  pbdeck diff pb_schema.json --dir ./pb_data --migration
`,
  });
});

test("every script command has --help with an example", async () => {
  const commands = [
    ["export"],
    ["import"],
    ["logs"],
    ...["list", "create", "download", "upload", "delete", "restore", "inspect"].map((c) => ["backups", c]),
    ...["list", "create", "set-password", "delete"].map((c) => ["admins", c]),
    ...["up", "down", "history", "snapshot"].map((c) => ["migrate", c]),
  ];
  for (const command of commands) {
    const result = await runCli([...command, "--help"]);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe("");
    for (const option of [
      "--dir <path>",
      "--migrations <dir>",
      "--backend <url>",
      "--profile <name>",
      "--email <email>",
      "--json",
    ]) {
      expect(result.stdout).toMatch(new RegExp(`\\n  ${option} +\\S`));
    }
    expect(result.stdout).toContain(signIn);
    expect(result.stdout).toMatch(
      new RegExp(`\nExample:\n  (PBDECK_\\w+=\\.\\.\\. )?pbdeck ${command.join(" ")} .+\n$`),
    );
  }
  expect((await runCli(["admins", "--help"])).stdout).toBe(`Usage: pbdeck admins [options] [command]

list, create and delete admins, set passwords

Options:
  -h, --help                      print this help

Commands:
  list [options]                  list admins
  create [options] <email>        create an admin
  set-password [options] <email>  set an admin's password
  delete [options] <email>        delete an admin
`);
});

test("pbdeck serve --help shows the same options", async () => {
  expect(await runCli(["serve", "--help"])).toEqual({
    code: 0,
    stderr: "",
    stdout: `Usage: pbdeck serve [options]

serve the console at /_/ and the API at /api/

${serveOptions}`,
  });
});

test("pbdeck profiles --help and its subcommands", async () => {
  expect(await runCli(["profiles", "--help"])).toEqual({
    code: 0,
    stderr: "",
    stdout: `Usage: pbdeck profiles [options] [command]

manage saved backends (use one with pbdeck --profile NAME)

Options:
  -h, --help              print this help

Commands:
  add [options] <name>    save a backend under a name (replaces one of that
                          name)
  list [options]          list saved profiles
  remove <name>           delete a saved profile
  login [options] <name>  sign in and keep the admin token (never the password)
  logout <name>           forget the admin token of a profile
`,
  });
  expect(await runCli(["profiles", "add", "--help"])).toEqual({
    code: 0,
    stderr: "",
    stdout: `Usage: pbdeck profiles add [options] <name>

save a backend under a name (replaces one of that name)

Arguments:
  name                     profile name

Options:
  --backend <url>          URL of the PocketBase server (v0.18 or newer)
  --email <email>          admin email to sign in with (no password is stored)
  --allowed-hosts <names>  host names \`pbdeck --profile NAME\` also answers
                           (comma-separated; .example.com takes its subdomains)
  --cors <origins>         origins whose pages may use \`pbdeck --profile NAME\`'s
                           API (comma-separated, or *)
  -h, --help               print this help
`,
  });
  expect(await runCli(["profiles", "list", "--help"])).toEqual({
    code: 0,
    stderr: "",
    stdout: `Usage: pbdeck profiles list [options]

list saved profiles

Options:
  --json      print the profiles as JSON
  -h, --help  print this help
`,
  });
});

test("pbdeck --version prints the package version", async () => {
  const { version } = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { version: string };
  expect(await runCli(["--version"])).toEqual({ code: 0, stderr: "", stdout: `${version}\n` });
  expect(await runCli(["-V"])).toEqual({ code: 0, stderr: "", stdout: `${version}\n` });
});

test("pbdeck tui --help names the tabs, the Doctor tab among them", async () => {
  expect(await runCli(["tui", "--help"])).toEqual({
    code: 0,
    stderr: "",
    stdout: `Usage: pbdeck tui [options]

terminal console: logs, backups, export/import, admins, doctor

Options:
  --dir <dir>         work on a local pb_data directory as its first admin
  --backend <url>     URL of a PocketBase server
  --profile <name>    a saved backend (see pbdeck profiles)
  --email <email>     admin email for --backend or --profile
  --since <duration>  open the logs on the last DURATION (30m, 6h, 3d)
  -h, --help          print this help

Tabs (number keys): 1 Logs, 2 Backups, 3 Collections (export/import), 4 Admins
(superusers on PocketBase v0.23+), 5 Doctor (what pbdeck doctor finds, with
the fixes). ? lists every key; q quits.

Example:
  pbdeck tui --profile prod --since 3d
`,
  });
});

/** The argument paths of every command (the program itself too) that has a --backend option. */
function commandsWithBackend(command: Command, path: string[] = []): string[][] {
  const own = command.options.some((option) => option.long === "--backend") ? [path] : [];
  return [...own, ...command.commands.flatMap((sub) => commandsWithBackend(sub, [...path, sub.name()]))];
}

test("no --help of a command with --backend calls the server a v0.18 one: pbdeck speaks every generation", async () => {
  const paths = commandsWithBackend(createProgram());
  // the program, serve, tui, profiles add and every script command
  expect(paths.map((p) => p.join(" "))).toEqual(
    expect.arrayContaining(["", "serve", "tui", "profiles add", "export", "backups restore", "admins list"]),
  );
  expect(paths.length).toBeGreaterThan(20);
  for (const path of paths) {
    const result = await runCli([...path, "--help"]);
    expect(result.code).toBe(0);
    const backendLine = result.stdout.split("\n").find((line) => /^ {2}--backend <url>/.test(line));
    expect(backendLine, `pbdeck ${path.join(" ")} --help`).toBeDefined();
    expect(backendLine).not.toMatch(/v0\.18 server|v0\.18 backend/);
    expect(result.stdout).not.toMatch(/PocketBase v0\.18 (server|backend)s?\b/);
  }
});
