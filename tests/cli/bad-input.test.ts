import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createServer as createTcpServer } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { freePort } from "../helpers/pbdeck-process.ts";
import { runCli, tempDir } from "./helpers/cli-process.ts";

let tmp: ReturnType<typeof tempDir>;
let notPocketBase: Server;
let notPocketBaseUrl: string;
let wrongHealth: Server;
let wrongHealthUrl: string;

/** A plain HTTP server answering every request with `status` and `body`. */
async function fakeServer(status: number, type: string, body: string): Promise<[Server, string]> {
  const server = createServer((_req, res) => res.writeHead(status, { "content-type": type }).end(body));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return [server, `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`];
}

beforeAll(async () => {
  tmp = tempDir();
  [notPocketBase, notPocketBaseUrl] = await fakeServer(404, "text/html", "<h1>Not here</h1>");
  [wrongHealth, wrongHealthUrl] = await fakeServer(200, "application/json", '{"status":"ok"}');
});
afterAll(() => {
  notPocketBase.close();
  wrongHealth.close();
  tmp.cleanup();
});

/** Runs pbdeck and expects exit 1, nothing on stdout and exactly `line` on stderr. */
async function expectOneLineFailure(args: string[], line: string, env: Record<string, string> = {}) {
  const result = await runCli(args, env);
  expect(result).toEqual({ code: 1, stdout: "", stderr: `${line}\n` });
  expect(result.stderr).not.toContain("    at ");
}

test("unknown options and commands, commander's own errors on one line", async () => {
  await expectOneLineFailure(["--nope"], "pbdeck: unknown option '--nope' (did you mean --no-open?)");
  await expectOneLineFailure(["--xyz"], "pbdeck: unknown option '--xyz'");
  await expectOneLineFailure(["frobnicate"], "pbdeck: unknown command 'frobnicate' (see pbdeck --help)");
  await expectOneLineFailure(["--http"], "pbdeck: option '--http <host:port>' argument missing");
  await expectOneLineFailure(
    ["--demo", "--dir", "x"],
    "pbdeck: option '--demo' cannot be used with option '--dir <path>'",
  );
  await expectOneLineFailure(
    ["--backend", "http://a", "--profile", "b"],
    "pbdeck: option '--profile <name>' cannot be used with option '--backend <url>'",
  );
});

test("a malformed --http address", async () => {
  await expectOneLineFailure(
    ["--http", "localhost"],
    'pbdeck: invalid --http address "localhost": expected HOST:PORT, e.g. 127.0.0.1:8090',
  );
  await expectOneLineFailure(
    ["--http", "127.0.0.1:70000"],
    'pbdeck: invalid --http address "127.0.0.1:70000": expected HOST:PORT, e.g. 127.0.0.1:8090',
  );
});

test("a malformed --backend URL", async () => {
  await expectOneLineFailure(
    ["--backend", "not a url"],
    'pbdeck: invalid --backend URL "not a url": expected http(s)://HOST[:PORT]',
  );
  await expectOneLineFailure(
    ["--backend", "ftp://files.example.com"],
    'pbdeck: invalid --backend URL "ftp://files.example.com": expected http(s)://HOST[:PORT]',
  );
  await expectOneLineFailure(
    ["--backend", "https://pb.example.com/?x=1"],
    'pbdeck: invalid --backend URL "https://pb.example.com/?x=1": remove the query and fragment',
  );
});

test("a port already in use", async () => {
  const blocker = createTcpServer();
  await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
  const address = blocker.address();
  const port = typeof address === "object" && address ? address.port : 0;
  try {
    await expectOneLineFailure(
      ["--dir", join(tmp.dir, "in-use"), "--http", `127.0.0.1:${port}`],
      `pbdeck: 127.0.0.1:${port} is already in use; choose another port with --http HOST:PORT`,
    );
  } finally {
    blocker.close();
  }
});

test("a --dir that is a file, under a file, not writable or not a pb_data", async () => {
  const file = join(tmp.dir, "a-file");
  writeFileSync(file, "x");
  const port = String(await freePort());
  const http = ["--http", `127.0.0.1:${port}`];
  await expectOneLineFailure(["--dir", file, ...http], `pbdeck: --dir ${file} is a file, not a directory`);
  await expectOneLineFailure(
    ["--dir", join(file, "sub"), ...http],
    `pbdeck: --dir ${join(file, "sub")} cannot be created: ${file} is a file`,
  );

  if (process.getuid?.() === 0) {
    // root may write anywhere on a normal file system; sysfs refuses new directories even to root
    await expectOneLineFailure(
      ["--dir", "/sys/pbdeck-test", ...http],
      "pbdeck: --dir /sys/pbdeck-test cannot be created: permission denied",
    );
  } else {
    const locked = join(tmp.dir, "locked");
    mkdirSync(locked, { mode: 0o500 });
    chmodSync(locked, 0o500);
    await expectOneLineFailure(
      ["--dir", locked, ...http],
      `pbdeck: --dir ${locked} is not writable: permission denied`,
    );
  }

  const corrupt = join(tmp.dir, "corrupt");
  mkdirSync(corrupt);
  writeFileSync(join(corrupt, "data.db"), "this is not SQLite");
  await expectOneLineFailure(
    ["--dir", corrupt, ...http],
    `pbdeck: cannot open the data directory ${corrupt}: file is not a database`,
  );
});

test("a backend that cannot be reached or is not PocketBase-compatible", async () => {
  const closedPort = await freePort();
  const http = ["--http", `127.0.0.1:${await freePort()}`];
  await expectOneLineFailure(
    ["--backend", `http://127.0.0.1:${closedPort}`, ...http],
    `pbdeck: cannot reach the backend at http://127.0.0.1:${closedPort}: connection refused`,
  );
  await expectOneLineFailure(
    ["--backend", notPocketBaseUrl, ...http],
    `pbdeck: ${notPocketBaseUrl} is not a PocketBase-compatible server: GET /api/health answered 404`,
  );
  await expectOneLineFailure(
    ["--backend", wrongHealthUrl, ...http],
    `pbdeck: ${wrongHealthUrl} is not a PocketBase-compatible server: GET /api/health did not answer {"code":200,...}`,
  );
});

test("an unknown --profile", async () => {
  const config = join(tmp.dir, "config");
  await expectOneLineFailure(
    ["--profile", "prod"],
    'pbdeck: no profile named "prod" (see pbdeck profiles list)',
    {
      PBDECK_CONFIG_DIR: config,
    },
  );
});
