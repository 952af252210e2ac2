/** End to end: the built `pbdeck tui` in a real pseudo-terminal (tmux), on the embedded backend or a server. */
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { runCli } from "../cli/helpers/cli-process.ts";
import { patchSettings } from "../helpers/doctor-data.ts";
import { serverForSuite } from "../helpers/server-suite.ts";
import { builtTui } from "./helpers/built-tui.ts";

const { tui, fixture } = builtTui();

describe("--dir on a copy of the fixture", () => {
  test("draws the frame, switches tabs, and q leaves the terminal as it was", async () => {
    const dir = fixture();
    const term = tui(["--dir", dir]);
    const first = await term.see(
      `pbdeck · embedded backend in ${dir}`,
      "[1 Logs]",
      "Filter: (none, / to search)",
    );
    expect(first.split("\n")[2]).toBe("─".repeat(100));
    expect(first.split("\n").at(-1)).toMatch(/^↑↓ PgUp PgDn move · Enter details · \/ filter/);
    await term.keys("4");
    await term.see("[4 Admins]", "test@example.com", "(you)", "test3@example.com");
    await term.keys("Tab");
    await term.see("[5 Doctor]", "7 errors · 5 warnings · 0 info");
    await term.keys("Tab");
    await term.see("[1 Logs]");
    await term.keys("?");
    await term.see("Keys (Esc or ? to close)");
    await term.keys("Escape");
    await term.keys("q");
    // the alternate screen is gone: only what the shell printed remains
    expect(await term.see("[exit 0]")).toBe("[exit 0]");
  });

  test("the Doctor tab on --dir also checks what the API hides (a short token secret)", async () => {
    const dir = fixture();
    patchSettings(dir, { recordFileToken: { secret: "tooShort123" } });
    const term = tui(["--dir", dir]);
    await term.see("[1 Logs]");
    await term.keys("5");
    await term.see(
      "[5 Doctor]",
      "8 errors · 5 warnings · 0 info",
      "The recordFileToken secret has 11 characters (fewer than 30).",
    );
    await term.keys("q");
    await term.see("[exit 0]");
  });

  test("Ctrl+C exits cleanly, even while typing in a field", async () => {
    const dir = fixture();
    const term = tui(["--dir", dir]);
    await term.see("Filter: (none, / to search)");
    await term.keys("/");
    await term.type("q1");
    await term.see("Filter: q1");
    await term.keys("C-c");
    expect(await term.see("[exit 0]")).toBe("[exit 0]");
  });

  test("follows resizes of the terminal", async () => {
    const dir = fixture();
    const term = tui(["--dir", dir]);
    await term.see("[1 Logs]", "No requests in this range (r: the next range");
    term.resize(72, 24);
    const screen = await term.see("─".repeat(72));
    expect(screen).not.toContain("─".repeat(73));
    expect(screen.split("\n").at(-1)?.length).toBeLessThanOrEqual(72);
    await term.keys("q");
    await term.see("[exit 0]");
  });

  test("colours the screen, and not at all with NO_COLOR", async () => {
    const dir = fixture();
    const coloured = tui(["--dir", dir]);
    await coloured.see("Filter: (none, / to search)");
    expect(coloured.screen(true)).toMatch(/\u001b\[[0-9;]*3[0-9]m/);
    coloured.close();
    const plain = tui(["--dir", dir], { NO_COLOR: "1" });
    await plain.see("Filter: (none, / to search)");
    expect(plain.screen(true)).not.toMatch(/\u001b\[[0-9;]*3[0-9]m/);
  });

  test("an unknown directory is one line and exit 1", async () => {
    const term = tui(["--dir", "/nonexistent/pb_data"]);
    expect(await term.see("[exit 1]")).toBe("pbdeck: --dir /nonexistent/pb_data does not exist\n[exit 1]");
  });
});

test("without a terminal: one line and exit 1", async () => {
  expect(await runCli(["tui", "--dir", "x"])).toEqual({
    code: 1,
    stdout: "",
    stderr: "pbdeck: the terminal console needs a terminal (stdin and stdout must be a TTY)\n",
  });
});

describe("--backend on a running pbdeck", () => {
  const server = serverForSuite();

  test("signs in with PBDECK_PASSWORD and works on the remote backend", async () => {
    const term = tui(["--backend", server.url, "--email", "test@example.com"], {
      PBDECK_PASSWORD: "1234567890",
    });
    await term.see(`pbdeck · ${server.url}`, "[1 Logs]");
    await term.keys("2");
    await term.see("[2 Backups]", "No backups yet.");
    await term.keys("q");
    await term.see("[exit 0]");
  });

  test("asks for the password on the terminal before drawing, never echoing it", async () => {
    const term = tui(["--backend", server.url, "--email", "test@example.com"]);
    await term.see(`Password for test@example.com at ${server.url}:`);
    await term.type("1234567890");
    await term.see(`Password for test@example.com at ${server.url}: **********`);
    await term.keys("Enter");
    await term.see(`pbdeck · ${server.url}`, "[1 Logs]");
    expect(term.screen()).not.toContain("1234567890");
    await term.keys("q");
    await term.see("[exit 0]");
  });

  test("--profile: the saved backend and email, the password from PBDECK_PASSWORD", async () => {
    const config = join(tmpdir(), `pbdeck-tui-profile-${process.pid}`);
    const saved = await runCli(
      ["profiles", "add", "tuiprof", "--backend", server.url, "--email", "test@example.com"],
      {
        PBDECK_CONFIG_DIR: config,
      },
    );
    expect(saved.code, saved.stderr).toBe(0);
    const term = tui(["--profile", "tuiprof"], { PBDECK_CONFIG_DIR: config, PBDECK_PASSWORD: "1234567890" });
    await term.see(`pbdeck · ${server.url} (profile tuiprof)`, "[1 Logs]");
    await term.keys("q");
    await term.see("[exit 0]");
    rmSync(config, { recursive: true, force: true });
  });

  test("wrong credentials: one line, exit 1, the terminal restored", async () => {
    const term = tui(["--backend", server.url, "--email", "test@example.com"], {
      PBDECK_PASSWORD: "wrong-password",
    });
    expect(await term.see("[exit 1]")).toBe(
      `pbdeck: wrong email or password for admin test@example.com (${server.url})\n[exit 1]`,
    );
  });

  test("an unreachable backend: one line, exit 1", async () => {
    const term = tui(["--backend", "http://127.0.0.1:9", "--email", "test@example.com"], {
      PBDECK_PASSWORD: "1234567890",
    });
    const screen = await term.see("[exit 1]");
    expect(screen).toMatch(/^pbdeck: [^\n]*127\.0\.0\.1:9[^\n]*\n\[exit 1\]$/);
  });
});
