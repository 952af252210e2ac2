import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { repoRoot } from "../helpers/pbdeck-process.ts";
import { runCli } from "./helpers/cli-process.ts";

const serveOptions = `Options:
  --dir <path>        pb_data directory (default: "./pb_data")
  --http <host:port>  address to listen on (default: "127.0.0.1:8090")
  --backend <url>     proxy this PocketBase v0.18 server instead
  --profile <name>    proxy the backend of a saved profile
  --demo              start on temporary sample data with a demo admin
  --no-open           do not open the console in a browser
  -h, --help          print this help
`;

test("pbdeck --help lists the serve options, the commands and examples", async () => {
  expect(await runCli(["--help"])).toEqual({
    code: 0,
    stderr: "",
    stdout: `Usage: pbdeck [options] [command]

Administration console for PocketBase v0.18 backends, with an embedded backend

Options:
  -V, --version       print the version
${serveOptions.replace("Options:\n", "").replace("  -h, --help          print this help\n", "")}  -h, --help          print this help

Commands:
  serve [options]     serve the console at /_/ and the API at /api/
  profiles            manage saved backends (use one with pbdeck --profile NAME)
  tui [options]       terminal console: request logs, backups, export/import, admins

Examples:
  pbdeck                                     embedded backend on ./pb_data
  pbdeck --backend https://pb.example.com    console for a remote PocketBase
  pbdeck --demo                              try it on temporary sample data
  pbdeck profiles add prod --backend https://pb.example.com
  pbdeck --profile prod                      then use the saved backend
`,
  });
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
  -h, --help            print this help

Commands:
  add [options] <name>  save a backend under a name (replaces one of that name)
  list [options]        list saved profiles
  remove <name>         delete a saved profile
`,
  });
  expect(await runCli(["profiles", "add", "--help"])).toEqual({
    code: 0,
    stderr: "",
    stdout: `Usage: pbdeck profiles add [options] <name>

save a backend under a name (replaces one of that name)

Arguments:
  name             profile name

Options:
  --backend <url>  URL of the PocketBase v0.18 server
  --email <email>  admin email to sign in with (no password is stored)
  -h, --help       print this help
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
