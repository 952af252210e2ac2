import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { copyFixture, freePort, type PbdeckProcess, startPbdeck } from "../helpers/pbdeck-process.ts";
import { runCli, startCli, tempDir } from "./helpers/cli-process.ts";

let config: ReturnType<typeof tempDir>;
let env: Record<string, string>;
let data: ReturnType<typeof copyFixture>;
let backend: PbdeckProcess;

beforeAll(async () => {
  config = tempDir("pbdeck-config-");
  env = { PBDECK_CONFIG_DIR: config.dir };
  data = copyFixture();
  backend = await startPbdeck(data.dir);
});
afterAll(async () => {
  expect(await backend.stop()).toBe(0);
  data.cleanup();
  config.cleanup();
});

test("add, list, remove; the store is readable by its owner only", async () => {
  expect(await runCli(["profiles", "list"], env)).toEqual({
    code: 0,
    stderr: "",
    stdout: "No profiles. Add one with: pbdeck profiles add NAME --backend URL\n",
  });
  expect(
    await runCli(
      ["profiles", "add", "prod", "--backend", "https://pb.example.com/", "--email", "ops@example.com"],
      env,
    ),
  ).toEqual({
    code: 0,
    stderr: "",
    stdout: "Saved profile prod: https://pb.example.com\n",
  });
  expect(await runCli(["profiles", "add", "local", "--backend", "http://127.0.0.1:8090"], env)).toEqual({
    code: 0,
    stderr: "",
    stdout: "Saved profile local: http://127.0.0.1:8090\n",
  });
  expect(await runCli(["profiles", "add", "local", "--backend", "http://127.0.0.1:8091"], env)).toEqual({
    code: 0,
    stderr: "",
    stdout: "Updated profile local: http://127.0.0.1:8091\n",
  });
  expect(await runCli(["profiles", "list"], env)).toEqual({
    code: 0,
    stderr: "",
    stdout: "local  http://127.0.0.1:8091\nprod   https://pb.example.com  ops@example.com\n",
  });
  expect(JSON.parse((await runCli(["profiles", "list", "--json"], env)).stdout)).toEqual([
    { name: "local", backend: "http://127.0.0.1:8091" },
    { name: "prod", backend: "https://pb.example.com", email: "ops@example.com" },
  ]);

  const file = join(config.dir, "profiles.json");
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({
    profiles: {
      local: { backend: "http://127.0.0.1:8091" },
      prod: { backend: "https://pb.example.com", email: "ops@example.com" },
    },
  });

  expect(await runCli(["profiles", "remove", "local"], env)).toEqual({
    code: 0,
    stderr: "",
    stdout: "Removed profile local\n",
  });
  expect(await runCli(["profiles", "remove", "local"], env)).toEqual({
    code: 1,
    stderr: 'pbdeck: no profile named "local"\n',
    stdout: "",
  });
  expect(statSync(file).mode & 0o777).toBe(0o600);
});

test("bad profile input gets one line and saves nothing", async () => {
  const isolated = { PBDECK_CONFIG_DIR: join(config.dir, "bad") };
  const cases: Array<[string[], string]> = [
    [["profiles", "add", "prod"], "pbdeck: required option '--backend <url>' not specified"],
    [
      ["profiles", "add", "a.b", "--backend", "http://x"],
      'pbdeck: invalid profile name "a.b": use letters, digits, "-" and "_" (at most 64)',
    ],
    [
      ["profiles", "add", "p", "--backend", "x"],
      'pbdeck: invalid --backend URL "x": expected http(s)://HOST[:PORT]',
    ],
    [
      ["profiles", "add", "p", "--backend", "https://admin:hunter2pass@pb.example.com"],
      "pbdeck: --backend must not contain a user name or password: profiles are not secret storage",
    ],
    [["profiles", "add", "p", "--backend", "http://x", "--email", "nope"], 'pbdeck: invalid --email "nope"'],
    [["profiles", "nope"], "pbdeck: unknown command 'nope'"],
  ];
  for (const [args, line] of cases) {
    const result = await runCli(args, isolated);
    expect(result).toEqual({ code: 1, stdout: "", stderr: `${line}\n` });
    expect(result.stderr).not.toContain("hunter2pass");
  }
  expect(await runCli(["profiles", "list"], isolated)).toMatchObject({
    code: 0,
    stdout: expect.stringContaining("No profiles"),
  });
});

test("pbdeck --profile NAME proxies the saved backend", async () => {
  await runCli(["profiles", "add", "dev", "--backend", backend.url], env);
  const proxy = await startCli(["--profile", "dev", "--http", `127.0.0.1:${await freePort()}`], env);
  try {
    expect(proxy.stdout()).toContain(`: proxying ${backend.url} (profile dev)\n`);
    const res = await fetch(`${proxy.url}/api/health`);
    expect(await res.json()).toEqual({ code: 200, message: "API is healthy.", data: { canBackup: true } });
  } finally {
    expect(await proxy.stop()).toBe(0);
  }
});
