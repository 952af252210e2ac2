/** End to end: `pbdeck fleet` in a real terminal (tmux) with three profiles, one of them down. */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { runCli, tempDir } from "../cli/helpers/cli-process.ts";
import {
  binPath,
  copyFixture,
  freePort,
  type PbdeckProcess,
  repoRoot,
  startPbdeck,
} from "../helpers/pbdeck-process.ts";
import { openTerminal, type Terminal } from "./helpers/tmux-terminal.ts";

let config: ReturnType<typeof tempDir>;
const copies: Array<{ cleanup(): void }> = [];
const servers: PbdeckProcess[] = [];
let terminal: Terminal | undefined;

async function server(): Promise<PbdeckProcess> {
  const copy = copyFixture();
  copies.push(copy);
  const started = await startPbdeck(copy.dir);
  servers.push(started);
  return started;
}

beforeAll(async () => {
  if (!existsSync(join(repoRoot, "dist/cli/main.js"))) throw new Error("run npm run build:server first");
  config = tempDir("pbdeck-fleet-config-");
  const env = { PBDECK_CONFIG_DIR: config.dir };
  const [alpha, beta] = await Promise.all([server(), server()]);
  const downPort = await freePort();
  await runCli(["profiles", "add", "alpha", "--backend", alpha.url, "--email", "test@example.com"], env);
  await runCli(["profiles", "add", "beta", "--backend", beta.url], env);
  await runCli(["profiles", "add", "gone", "--backend", `http://127.0.0.1:${downPort}`], env);
  const login = await runCli(["profiles", "login", "alpha"], { ...env, PBDECK_PASSWORD: "1234567890" });
  expect(login.code, login.stderr).toBe(0);
});

afterAll(async () => {
  terminal?.close();
  for (const s of servers) expect(await s.stop()).toBe(0);
  for (const copy of copies) copy.cleanup();
  config.cleanup();
});

test("rows for every profile (one down), findings on d, the web console on o, the full TUI on Enter", async () => {
  // CI keeps the browser closed; the fleet still starts the console
  terminal = openTerminal([process.execPath, binPath, "fleet"], {
    env: { PBDECK_CONFIG_DIR: config.dir, CI: "true" },
    columns: 150,
    rows: 30,
  });
  const term = terminal;
  const screen = await term.see("pbdeck fleet · 3 profiles · 2 up · 1 down", "7E 5W 0I");
  const lines = screen.split("\n");
  expect(lines[2]).toMatch(/^ {2}Name +URL +Status +API +Requests 1h +Last 12h +Backup +Findings$/);
  expect(lines[3]).toMatch(
    /^› alpha +http:\/\/127\.0\.0\.1:\d+ +up \d+ms +PocketBase v0\.18 API +\d+ \(\d+ err\) +[▁-█]{12} +none +7E 5W 0I$/,
  );
  expect(lines[4]).toMatch(/^ {2}beta +http:\/\/127\.0\.0\.1:\d+ +up \d+ms +PocketBase v0\.18 API +- +- +-$/);
  expect(lines[5]).toMatch(/^ {2}gone +http:\/\/127\.0\.0\.1:\d+ +down +- +- +- +-$/);
  expect(lines.at(-1)).toBe("↑↓ move · Enter open TUI · o web console · d findings · r refresh · q quit");

  await term.keys("Down");
  await term.see("beta: not signed in: pbdeck profiles login beta");
  await term.keys("Down");
  await term.see("gone: cannot connect");
  await term.keys("Up", "Up", "d");
  await term.see("Doctor findings of alpha (Esc to go back)", "7 errors · 5 warnings · 0 info", "why: ");
  await term.keys("Escape");
  await term.see("Requests 1h");

  await term.keys("o");
  const started = await term.see("Console for alpha: http://127.0.0.1:");
  const consoleUrl = /Console for alpha: (\S+)/.exec(started)?.[1] ?? "";
  const page = await fetch(consoleUrl, { headers: { accept: "text/html" } });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("<html");

  await term.keys("Enter");
  await term.see("(profile alpha)", "[1 Logs]");
  await term.keys("q");
  await term.see("pbdeck fleet · 3 profiles");
  await term.keys("q");
  await term.see("[exit 0]");
  // the console started from the fleet ends with it
  await vi.waitFor(
    async () =>
      expect(
        await fetch(consoleUrl).then(
          () => "up",
          () => "stopped",
        ),
      ).toBe("stopped"),
    {
      timeout: 10_000,
      interval: 100,
    },
  );
});
