import { render } from "ink-testing-library";
import { afterEach, beforeAll, expect, test } from "vitest";
import type { Client } from "../../shared/client/index.ts";
import { App } from "../../tui/app/App.tsx";
import { serverForSuite } from "../helpers/server-suite.ts";
import { adminClient, KEY, renderApp, wrap } from "./helpers/tui-render.tsx";

const server = serverForSuite();
let client: Client;
let cleanup: (() => void) | undefined;

beforeAll(async () => {
  client = await adminClient(server.url);
});

afterEach(() => cleanup?.());

test("the frame shows header, tabs, Connecting… and the global keys before the connection resolves", async () => {
  const pending = new Promise<never>(() => {});
  const app = wrap(render(<App label="http://127.0.0.1:1" connection={pending} />));
  cleanup = app.unmount;
  const frame = await app.see("Connecting…");
  const lines = frame.split("\n");
  expect(lines[0]).toBe("pbdeck · http://127.0.0.1:1");
  expect(lines[1]).toBe("[1 Logs]  2 Backups   3 Collections   4 Admins   5 Doctor");
  expect(lines[2]).toBe("─".repeat(100));
  expect(lines[3]).toBe("Connecting…");
  expect(lines.at(-1)).toBe("1-5 switch tab · ? all keys · q quit");
  // 24 rows when the stream does not say: one spare row so Ink never scrolls
  expect(lines).toHaveLength(23);
});

test("number keys switch tabs, Tab and Shift+Tab cycle, ? lists every key", async () => {
  const app = renderApp(client);
  cleanup = app.unmount;
  await app.see("[1 Logs]", "Filter: (none, / to search)");
  await app.press("4");
  await app.see("[4 Admins]", "test2@example.com");
  await app.press(KEY.tab);
  await app.see("[5 Doctor]");
  await app.press(KEY.tab);
  await app.see("[1 Logs]");
  await app.press("\u001b[Z"); // Shift+Tab
  await app.see("[5 Doctor]");
  await app.press("2");
  await app.see("[2 Backups]", "No backups yet.");
  await app.press("?");
  const keys = await app.see(
    "Keys (Esc or ? to close)",
    "Everywhere",
    "1 Logs",
    "2 Backups",
    "3 Collections",
    "4 Admins",
    "5 Doctor",
  );
  expect(keys).toContain("next error");
  expect(keys).toContain("follow new");
  expect(keys).toContain("change password");
  await app.press("?");
  await app.gone("Keys (Esc or ? to close)");
  await app.see("No backups yet.");
});

test("the help line follows the active view", async () => {
  const app = renderApp(client, "admins");
  cleanup = app.unmount;
  const frame = await app.see("test@example.com");
  expect(frame.split("\n").at(-1)).toBe(
    "↑↓ move · n new admin · p change password · x delete · 1-5 switch tab · ? all keys · q quit",
  );
});

test("the Doctor tab lists the findings worst first, the selected one with its why and fix", async () => {
  const app = renderApp(client, "doctor");
  cleanup = app.unmount;
  const frame = await app.see("7 errors · 5 warnings · 0 info");
  expect(frame).toContain('› error   Anyone, even without signing in, can change any record of "demo2"');
  expect(frame).toContain("why: A guest who finds one record id can change that record");
  await app.press(KEY.down);
  await app.see('› error   Anyone, even without signing in, can delete any record of "demo2"');
  expect(app.lastFrame()?.split("\n").at(-1)).toBe(
    "↑↓ move · R check again · 1-5 switch tab · ? all keys · q quit",
  );
});
