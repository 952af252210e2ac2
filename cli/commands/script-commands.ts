/**
 * @module The commands for scripts and CI (export, diff, import, doctor, backups, admins, logs), declared as
 * data. Each implementation is imported only when its command runs, so that starting pbdeck (and
 * `--help`) loads neither the SDK nor the backend.
 */
import { type Command, InvalidArgumentError, Option } from "commander";
import { addTargetOptions } from "../lib/script/target-options.ts";

/** What a command's implementation module exports. */
export interface CommandModule {
  // never: each command types its own options; commander hands them over untyped
  run(args: string[], opts: never): Promise<void>;
}

interface CommandSpec {
  /** `export`, or `list` inside a group. */
  name: string;
  /** commander argument syntax and description. */
  args?: Array<[string, string]>;
  description: string;
  options?: () => Option[];
  examples: string[];
  load: () => Promise<CommandModule>;
  /** Text shown in --help before the example. */
  help?: string;
  /** Extra operands reach `run` (which refuses a password given as one). */
  excessArgs?: boolean;
}

interface GroupSpec {
  name: string;
  description: string;
  commands: CommandSpec[];
}

const NEW_PASSWORD_HELP =
  "The password comes from PBDECK_NEW_PASSWORD, or is asked twice (masked) on a\nterminal; it is never taken from the command line.";

const SIGN_IN_HELP = [
  "Sign-in: --dir acts as the directory's first admin. --backend and --profile use",
  "PBDECK_TOKEN (an admin token, or a superuser's on PocketBase v0.23+), or the",
  "admin of --email (or of the profile) with PBDECK_PASSWORD, or a masked prompt",
  "on a terminal.",
].join("\n");

/** `--format`: text or markdown. */
function outputFormat(value: string): string {
  if (value !== "text" && value !== "markdown") throw new InvalidArgumentError("use text or markdown.");
  return value;
}

const yes = () => new Option("--yes", "do not ask for confirmation (needed when not on a terminal)");

const TOP: CommandSpec[] = [
  {
    name: "export",
    description: "print the collections JSON of the console's export",
    options: () => [new Option("--out <file>", "write it to FILE instead of stdout")],
    examples: ["pbdeck export --dir ./pb_data --out pb_schema.json"],
    load: () => import("./export.ts"),
  },
  {
    name: "diff",
    args: [["<file>", "collections JSON file (- for stdin)"]],
    description: "compare a collections file with the backend",
    options: () => [
      new Option("--delete-missing", "compare as import --delete-missing does"),
      new Option("--format <format>", "text (default), or markdown for a pull-request comment")
        .argParser(outputFormat)
        .conflicts(["json"]),
      new Option("--migration [dir]", "write migrations reaching FILE into DIR (or --migrations)").conflicts([
        "format",
      ]),
    ],
    help: [
      "Exit codes: 0 in sync, 2 when they differ, 1 on error. As import in the same",
      'mode: collections and fields that only the backend has are marked "only removed',
      'with --delete-missing" and count as differences only with --delete-missing.',
    ].join("\n"),
    examples: [
      "pbdeck diff pb_schema.json --backend https://pb.example.com --email ci@example.com",
      "pbdeck diff pb_schema.json --dir ./pb_data --migration",
    ],
    load: () => import("./diff.ts"),
  },
  {
    name: "import",
    args: [["<file>", "collections JSON file (- for stdin)"]],
    description: "apply a collections file, in one transaction",
    options: () => [
      new Option("--delete-missing", "delete collections and fields that are not in FILE (and their data)"),
      new Option("--dry-run", "show the plan and its impact, change nothing"),
      yes(),
    ],
    examples: ["PBDECK_TOKEN=... pbdeck import pb_schema.json --profile prod --yes"],
    load: () => import("./import.ts"),
  },
  {
    name: "doctor",
    description: "find risky rules, missing backups, weak tokens",
    help: [
      "Exit codes: 0 no findings, 2 findings (errors, warnings or info), 1 on error.",
      "--dir also reads the size of logs.db and the token secrets the API hides.",
    ].join("\n"),
    examples: ["pbdeck doctor --profile prod --json"],
    load: () => import("./doctor.ts"),
  },
  {
    name: "logs",
    description: "print logs, one line per request or log entry",
    options: () => [
      new Option(
        "--filter <text>",
        "search text (url, method, ip, referer, user agent) or a filter expression",
      ),
      new Option("--since <duration>", "only requests of the last DURATION (30s, 15m, 1h, 7d)"),
      new Option(
        "--level <level>",
        "only entries at LEVEL or above: debug, info, warn, error or -4, 0, 4, 8 (PocketBase v0.20+)",
      ),
      new Option("--limit <n>", "at most N requests before following").default("100"),
      new Option("--admins", "include requests made by admins (this command's own among them)"),
      new Option("--follow", "keep printing new requests until interrupted"),
    ],
    examples: ['pbdeck logs --dir ./pb_data --since 1h --filter "status >= 400" --follow'],
    load: () => import("./logs.ts"),
  },
];

const GROUPS: GroupSpec[] = [
  {
    name: "migrate",
    description: "apply, revert and list migrations, write a snapshot",
    commands: [
      {
        name: "up",
        description: "apply the pending migrations to --dir",
        // up never asks; --yes is taken so that a script can pass it to every migrate command alike
        options: () => [new Option("--yes", "accepted for symmetry with migrate down (up never asks)")],
        examples: ["pbdeck migrate up --dir ./pb_data --yes"],
        load: () => import("./migrate/migrate-up.ts"),
      },
      {
        name: "down",
        args: [["[n]", "how many applied migrations to revert (default: 1)"]],
        description: "revert the last applied migrations of --dir",
        options: () => [yes()],
        examples: ["pbdeck migrate down 2 --dir ./pb_data --yes"],
        load: () => import("./migrate/migrate-down.ts"),
      },
      {
        name: "history",
        description: "list migrations: applied (when) or pending",
        examples: ["pbdeck migrate history --dir ./pb_data"],
        load: () => import("./migrate/migrate-history.ts"),
      },
      {
        name: "snapshot",
        description: "write a migration holding every collection",
        examples: ["pbdeck migrate snapshot --dir ./pb_data"],
        load: () => import("./migrate/migrate-snapshot.ts"),
      },
    ],
  },
  {
    name: "backups",
    description: "list, create, download, upload, restore backups",
    commands: [
      {
        name: "list",
        description: "list backups, newest first",
        examples: ["pbdeck backups list --dir ./pb_data --json"],
        load: () => import("./backups/backups-list.ts"),
      },
      {
        name: "create",
        args: [["[name]", "file name of the backup (default: the backend picks one)"]],
        description: "create a backup of the backend",
        examples: ["pbdeck backups create nightly.zip --profile prod"],
        load: () => import("./backups/backups-create.ts"),
      },
      {
        name: "download",
        args: [["<name>", "the backup's file name"]],
        description: "download a backup",
        options: () => [
          new Option("--out <file>", "where to write it (default: NAME in the current directory)"),
        ],
        examples: ["pbdeck backups download nightly.zip --profile prod --out /tmp/nightly.zip"],
        load: () => import("./backups/backups-download.ts"),
      },
      {
        name: "upload",
        args: [["<file>", "a backup zip"]],
        description: "upload a backup zip",
        examples: ["pbdeck backups upload ./nightly.zip --profile staging"],
        load: () => import("./backups/backups-upload.ts"),
      },
      {
        name: "delete",
        args: [["<name>", "the backup's file name"]],
        description: "delete a backup",
        examples: ["pbdeck backups delete old.zip --dir ./pb_data"],
        load: () => import("./backups/backups-delete.ts"),
      },
      {
        name: "restore",
        args: [["<name>", "the backup's file name"]],
        description: "replace the backend's data with a backup",
        options: () => [yes()],
        examples: ["pbdeck backups restore nightly.zip --profile staging --yes"],
        load: () => import("./backups/backups-restore.ts"),
      },
      {
        name: "inspect",
        args: [["<name>", "the backup's file name"]],
        description: "compare the collections and record counts of a backup with the live data",
        examples: ["pbdeck backups inspect nightly.zip --dir ./pb_data"],
        load: () => import("./backups/backups-inspect.ts"),
      },
    ],
  },
  {
    name: "admins",
    description: "list, create and delete admins, set passwords",
    commands: [
      {
        name: "list",
        description: "list admins",
        examples: ["pbdeck admins list --dir ./pb_data"],
        load: () => import("./admins/admins-list.ts"),
      },
      {
        name: "create",
        args: [["<email>", "the new admin's email"]],
        description: "create an admin",
        help: NEW_PASSWORD_HELP,
        examples: ["PBDECK_NEW_PASSWORD=... pbdeck admins create ops@example.com --dir ./pb_data"],
        load: () => import("./admins/admins-create.ts"),
        excessArgs: true,
      },
      {
        name: "set-password",
        args: [["<email>", "the admin's email"]],
        description: "set an admin's password",
        help: NEW_PASSWORD_HELP,
        examples: ["pbdeck admins set-password ops@example.com --profile prod"],
        load: () => import("./admins/admins-set-password.ts"),
        excessArgs: true,
      },
      {
        name: "delete",
        args: [["<email>", "the admin's email"]],
        description: "delete an admin",
        examples: ["pbdeck admins delete old@example.com --dir ./pb_data"],
        load: () => import("./admins/admins-delete.ts"),
      },
    ],
  },
];

function addCommand(parent: Command, spec: CommandSpec, group?: string): void {
  const command = parent.command(spec.name).description(spec.description);
  for (const [syntax, text] of spec.args ?? []) command.argument(syntax, text);
  for (const option of spec.options?.() ?? []) command.addOption(option);
  addTargetOptions(command);
  command.allowExcessArguments(spec.excessArgs === true);
  const extra = `${spec.help ? `\n${spec.help}\n` : ""}\n${SIGN_IN_HELP}\n`;
  command.addHelpText("after", `${extra}\nExample:\n  ${spec.examples.join("\n  ")}`);
  command.action(async (...params: unknown[]) => {
    const self = params[params.length - 1] as Command;
    // a reader that stops early (`| head`) is no failure
    process.stdout.on("error", (err: NodeJS.ErrnoException) => {
      if (err.code === "EPIPE") process.exit(process.exitCode ?? 0);
      throw err;
    });
    const implementation = await spec.load();
    // the name decides which PocketBase generations it may work on (lib/script/generation-support.ts)
    const command = group ? `${group} ${spec.name}` : spec.name;
    await implementation.run(self.args, { ...(self.opts() as object), command } as never);
  });
}

/** Adds export, diff, import, logs and the backups and admins groups to the program. */
export function registerScriptCommands(program: Command): void {
  for (const spec of TOP) addCommand(program, spec);
  for (const group of GROUPS) {
    const command = program.command(group.name).description(group.description).helpCommand(false);
    for (const spec of group.commands) addCommand(command, spec, group.name);
  }
}
