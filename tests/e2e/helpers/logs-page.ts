/** Helpers of the logs e2e files: generated rows in the running server's logs.db, and page shortcuts. */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { fillLogsDb } from "../../helpers/logs-db.ts";
import { keepOldLogsOf } from "../../helpers/old-logs.ts";
import { type ConsoleApp, type Suite, setupSuite } from "./console-app.ts";

/** The fixture's own logs are all from 2023: this filter selects exactly them. */
export const FIXTURE_ONLY = 'created < "2024-01-01"';
/** Fixture rows not made by admins, and all of them. */
export const FIXTURE_GUEST_ROWS = 33;
export const FIXTURE_ALL_ROWS = 84;

/** Generated rows: one a minute through 2025-01-01 (UTC), ids starting with "e2e". */
export const GENERATED = { count: 1440, start: Date.parse("2025-01-01T00:00:00Z"), prefix: "e2e" };
export const GENERATED_ONLY = 'id ~ "e2e"';

/** Adds the generated rows to the logs.db of a running app (SQLite WAL lets both write). */
export function addGeneratedLogs(app: ConsoleApp): void {
  fillLogsDb(join(app.pbdeck.dataDir, "logs.db"), {
    count: GENERATED.count,
    start: new Date(GENERATED.start),
    end: new Date(GENERATED.start + (GENERATED.count - 1) * 60_000),
    prefix: GENERATED.prefix,
  });
}

/** The generated row numbers matching a predicate (row n is at minute n; see fillLogsDb). */
export function countGenerated(match: (n: number) => boolean): number {
  let count = 0;
  for (let n = 0; n < GENERATED.count; n++) if (match(n)) count++;
  return count;
}

export const isGuest = (n: number) => n % 5 !== 3;
export const isError = (n: number) => n % 10 === 9 || n % 37 === 36;

/** Opens the logs screen with a hash query. */
export async function openLogs(
  page: Page,
  consoleUrl: string,
  query: Record<string, string> = {},
): Promise<void> {
  const text = new URLSearchParams(query).toString();
  await page.goto(`${consoleUrl}#/logs${text ? `?${text}` : ""}`);
  await page.getByRole("heading", { name: "Request logs" }).waitFor();
}

/** The texts of one column of the rendered rows (1-based). */
export function columnTexts(page: Page, index: number): Promise<string[]> {
  return page.locator(`.logs-table tbody tr.log-row td:nth-child(${index})`).allTextContents();
}

/** The URLs of the rendered rows (without the error icon's title). */
export function urlTexts(page: Page): Promise<string[]> {
  return page.locator(".logs-table tbody tr.log-row .log-url").allTextContents();
}

/** Makes a guest request the backend logs (a 404 on a unique path). */
export async function guestRequest(apiUrl: string, path: string): Promise<void> {
  await fetch(`${apiUrl}${path}`);
}

/** expect.poll with room for a busy machine (two cores shared by many runs). */
export const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000, interval: 100 });

/** Registers a logs e2e file's hooks (the console suite, then the generated rows) and binds `open` to it. */
export function setupLogsSuite(): {
  suite: Suite;
  open: (page: Page, query?: Record<string, string>) => Promise<void>;
} {
  const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });
  beforeAll(async () => {
    // the fixture's rows of 2023 are read: keep them past the purge at the first logged request
    await keepOldLogsOf(suite.app().apiUrl);
    addGeneratedLogs(suite.app());
  });
  return { suite, open: (page, query = {}) => openLogs(page, suite.app().consoleUrl, query) };
}
