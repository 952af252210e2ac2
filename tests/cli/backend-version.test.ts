/** `--backend` on a server of another PocketBase generation: one line naming it, exit 1 (serve, tui, scripts). */
import { afterAll, beforeAll, expect, test } from "vitest";
import { type FakeGeneration, type FakePocketBase, startFakePocketBase } from "../helpers/fake-pocketbase.ts";
import { binPath, freePort } from "../helpers/pbdeck-process.ts";
import { openTerminal } from "../tui/helpers/tmux-terminal.ts";
import { runCli } from "./helpers/cli-process.ts";

const SUPPORTS = "pbdeck supports the PocketBase v0.18 API";
const fakes = new Map<FakeGeneration, FakePocketBase>();
const url = (generation: FakeGeneration) => fakes.get(generation)?.url ?? "";

beforeAll(async () => {
  for (const generation of ["v0.18", "v0.22", "v0.22-public", "v0.23"] as const) {
    fakes.set(generation, await startFakePocketBase(generation));
  }
});
afterAll(async () => {
  for (const fake of fakes.values()) await fake.close();
});

test("serve --backend on v0.23: one line, exit 1, nothing served", async () => {
  const http = `127.0.0.1:${await freePort()}`;
  expect(await runCli(["serve", "--backend", url("v0.23"), "--http", http, "--no-open"])).toEqual({
    code: 1,
    stdout: "",
    stderr: `pbdeck: ${url("v0.23")} answers like PocketBase v0.23 or newer; ${SUPPORTS}\n`,
  });
});

test("the script commands on v0.20–v0.22, with or without a public index.html", async () => {
  for (const generation of ["v0.22", "v0.22-public"] as const) {
    expect(await runCli(["export", "--backend", url(generation), "--email", "a@example.com"])).toEqual({
      code: 1,
      stdout: "",
      stderr: `pbdeck: ${url(generation)} answers like PocketBase v0.20 to v0.22; ${SUPPORTS}\n`,
    });
  }
  const logs = await runCli(["logs", "--backend", url("v0.23")], { PBDECK_TOKEN: "x" });
  expect(logs.stderr).toBe(`pbdeck: ${url("v0.23")} answers like PocketBase v0.23 or newer; ${SUPPORTS}\n`);
});

test("a v0.18 server passes the check (here the sign-in is refused next)", async () => {
  const result = await runCli(["export", "--backend", url("v0.18"), "--email", "a@example.com"], {
    PBDECK_PASSWORD: "not-checked-by-the-fake",
  });
  expect(result).toEqual({
    code: 1,
    stdout: "",
    stderr: `pbdeck: wrong email or password for admin a@example.com (${url("v0.18")})\n`,
  });
});

test("tui --backend on v0.23, in a terminal: one line, exit 1, the terminal restored", async () => {
  const terminal = openTerminal([process.execPath, binPath, "tui", "--backend", url("v0.23")], {
    env: { PBDECK_TOKEN: "x" },
    columns: 160,
  });
  try {
    expect(await terminal.see("[exit 1]")).toBe(
      `pbdeck: ${url("v0.23")} answers like PocketBase v0.23 or newer; ${SUPPORTS}\n[exit 1]`,
    );
  } finally {
    terminal.close();
  }
});
