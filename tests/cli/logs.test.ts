/**
 * `pbdeck logs` on --dir and --backend: lines, JSON lines, filters, --since, --follow (on --dir, of a
 * server running on the same pb_data).
 */
import { spawn } from "node:child_process";
import PocketBase from "pocketbase";
import { describe, expect, test } from "vitest";
import { adminToken } from "../helpers/fixture-tokens.ts";
import { keepOldLogs } from "../helpers/old-logs.ts";
import { binPath, repoRoot, startPbdeck } from "../helpers/pbdeck-process.ts";
import { cliEnv, waitFor } from "./helpers/cli-process.ts";
import { scriptTarget, TARGET_MODES } from "./helpers/script-target.ts";

// many runs of the CLI, each a process of its own: slow on a loaded machine
const LONG = 180_000;

function jsonLines(text: string): Array<Record<string, unknown>> {
  return text
    .trimEnd()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

const LINE =
  /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z [A-Z]+ +\d{3} \/\S* (\d+(\.\d+)?ms )?\S* (guest|admin|auth)\S*$/;

describe.each(TARGET_MODES)("through --%s", (mode) => {
  // the fixture's requests of 2023 are read: keep them past the first logged request's purge
  const target = scriptTarget(mode, keepOldLogs);
  // a token instead of a password: signing in would be a (guest) request of its own
  const run = (args: string[]) => target.run(args, { PBDECK_PASSWORD: "", PBDECK_TOKEN: adminToken });

  test("the last requests, one line each, oldest first; --json one object per line", async () => {
    const text = await run(["logs", "--limit", "5"]);
    expect(text.code).toBe(0);
    expect(text.stderr).toBe("");
    const lines = text.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(line).toMatch(LINE);
    expect([...lines].sort()).toEqual(lines);

    const json = await run(["logs", "--limit", "5", "--json"]);
    const rows = json.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(rows.map((r) => r.created)).toEqual(lines.map((l) => l.slice(0, 24)));
    // admins' requests (this command's own) are left out unless asked for
    expect(rows.every((r) => r.auth !== "admin")).toBe(true);
  });

  test(
    "--filter text, a filter expression, --since and --admins",
    async () => {
      const files = await run(["logs", "--filter", "/api/files", "--json"]);
      const rows = files.stdout
        .trimEnd()
        .split("\n")
        .map((l) => JSON.parse(l));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.url.includes("/api/files"))).toBe(true);
      const errors = await run(["logs", "--filter", "status >= 400", "--json"]);
      expect(
        errors.stdout
          .trimEnd()
          .split("\n")
          .every((l) => JSON.parse(l).status >= 400),
      ).toBe(true);
      // the fixture's requests are old; in the last hour there are only this test's admin requests
      expect((await run(["admins", "list"])).code).toBe(0);
      expect(await run(["logs", "--since", "1h"])).toEqual({ code: 0, stdout: "", stderr: "" });
      const admins = await run(["logs", "--since", "1h", "--admins", "--json"]);
      const recent = jsonLines(admins.stdout);
      expect(recent.every((r) => r.auth === "admin")).toBe(true);
      expect(recent.map((r) => `${r.method} ${String(r.url).replace(/\?.*/, "")}`)).toContain(
        "GET /api/admins",
      );
    },
    LONG,
  );

  test("bad options: one line, exit 1", async () => {
    expect(await run(["logs", "--since", "yesterday"])).toEqual({
      code: 1,
      stdout: "",
      stderr: 'pbdeck: invalid --since "yesterday": use a number with s, m, h or d (30s, 15m, 1h, 7d)\n',
    });
    expect(await run(["logs", "--limit", "0"])).toEqual({
      code: 1,
      stdout: "",
      stderr: 'pbdeck: invalid --limit "0": a whole number from 1 to 500\n',
    });
    const bad = await run(["logs", "--filter", "nosuchfield = 1"]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toBe("");
    expect(bad.stderr).toMatch(/^pbdeck: reading the logs failed: .+\n$/);
  });

  test("--follow prints new requests until interrupted", async () => {
    // on --dir, the requests come from a server running on the same pb_data, as in production
    const server = mode === "dir" ? await startPbdeck(target.dataDir()) : null;
    let serverExit: number | null = 0;
    try {
      await followNewRequests(server?.url ?? target.args()[1] ?? "");
    } finally {
      // stopped without asserting here, so a failure above is the one reported
      if (server) serverExit = await server.stop();
    }
    expect(serverExit, server?.output()).toBe(0);
  });

  async function followNewRequests(url: string): Promise<void> {
    const child = spawn(process.execPath, [binPath, "logs", "--follow", "--since", "1h", ...target.args()], {
      cwd: repoRoot,
      env: cliEnv({ PBDECK_TOKEN: adminToken }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    child.stdout?.on("data", (d) => {
      stdout += d;
    });
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    const pb = new PocketBase(url);
    try {
      // a guest request made after the command started shows up
      await waitFor(
        async () => {
          await pb.collection("demo2").getList(1, 1, { requestKey: null });
          return stdout.includes(" /api/collections/demo2/records");
        },
        "the followed request",
        20_000,
      );
      expect(
        stdout
          .trimEnd()
          .split("\n")
          .every((line) => LINE.test(line)),
      ).toBe(true);
    } finally {
      child.kill("SIGINT"); // never left running, even when the request is not seen
    }
    expect(await exited).toBe(0);
  }
});
