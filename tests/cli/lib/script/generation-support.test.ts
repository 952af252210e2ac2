/** Which script commands work on which PocketBase API generation: the one table, as the commands see it. */
import { expect, test } from "vitest";
import { unsupportedCommand } from "../../../../cli/lib/script/generation-support.ts";

const URL = "https://pb.example.com";

test.each([
  ["admins list", "v0.20-v0.22"],
  ["admins delete", "v0.23+"],
  ["backups restore", "v0.23+"],
  ["logs", "v0.20-v0.22"],
  ["doctor", "v0.23+"],
  ["logs", "v0.18"],
  ["export", "v0.18"],
  ["export", "v0.23+"],
  ["diff", "v0.20-v0.22"],
  ["import", "v0.23+"],
  ["tui", "v0.23+"],
] as const)("%s on %s: supported", (command, generation) => {
  expect(unsupportedCommand(command, generation, URL)).toBeNull();
});

test("another command on v0.20+ names what is not supported yet", () => {
  expect(unsupportedCommand("migrate snapshot", "v0.23+", URL)).toBe(
    "migrate snapshot on PocketBase v0.23 or newer is not supported yet (its files are PocketBase v0.18's migrations)",
  );
  expect(unsupportedCommand("migrate snapshot", "v0.20-v0.22", URL)).toBe(
    "migrate snapshot on PocketBase v0.20 to v0.22 is not supported yet (its files are PocketBase v0.18's migrations)",
  );
});

test("without a command (the TUI) and on an unknown API, the v0.18 refusal as before", () => {
  expect(unsupportedCommand(undefined, "v0.23+", URL)).toBe(
    `${URL} answers like PocketBase v0.23 or newer; this part of pbdeck speaks only the PocketBase v0.18 API`,
  );
  expect(unsupportedCommand("admins list", "unknown", URL)).toBe(
    `${URL} does not answer like any PocketBase version pbdeck knows (v0.18 to the newest)`,
  );
});
