/**
 * The axe-core audit: every screen, in light and dark mode, has no serious or critical violation.
 * A new screen is one more entry in SCREENS.
 */
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { keepOldLogsOf } from "../helpers/old-logs.ts";
import { auditPage, describeFindings } from "./helpers/axe-audit.ts";
import { setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });
// the logs screen lists the fixture's rows of 2023: keep them past the purge at the first logged request
beforeAll(() => keepOldLogsOf(suite.app().apiUrl));

/** demo1 holds every field type of the fixture (files, relations, select, json, editor...). */
const DEMO1 = "wsmn24bux7wo113";

interface Screen {
  name: string;
  signedIn: boolean;
  /** Hash route opened first. */
  route: string;
  /** Waits until the screen shows its content (and opens an overlay when the screen is one). */
  ready: (page: Page) => Promise<unknown>;
}

const settingsPage = (name: string, route: string, text: string): Screen => ({
  name,
  signedIn: true,
  route,
  ready: (page) => page.getByText(text, { exact: true }).first().waitFor(),
});

const SCREENS: Screen[] = [
  {
    name: "login",
    signedIn: false,
    route: "/login",
    ready: (page) => page.getByRole("button", { name: "Login" }).waitFor(),
  },
  {
    name: "collections and records",
    signedIn: true,
    route: `/collections?collectionId=${DEMO1}`,
    ready: (page) => page.locator(".records-table tbody tr").first().waitFor(),
  },
  {
    name: "record panel",
    signedIn: true,
    route: `/collections?collectionId=${DEMO1}`,
    ready: async (page) => {
      await page.locator(".records-table tbody tr").first().click();
      await page.getByRole("dialog", { name: /Edit demo1 record/ }).waitFor();
    },
  },
  {
    name: "collection editor",
    signedIn: true,
    route: `/collections?collectionId=${DEMO1}`,
    ready: async (page) => {
      await page.getByRole("button", { name: "Edit collection" }).click();
      await page.getByRole("dialog", { name: "Edit collection" }).waitFor();
    },
  },
  {
    name: "API docs panel",
    signedIn: true,
    route: `/collections?collectionId=${DEMO1}`,
    ready: async (page) => {
      await page.getByRole("button", { name: "API Preview" }).click();
      await page.getByRole("tablist").last().waitFor();
    },
  },
  {
    name: "confirmation dialog",
    signedIn: true,
    route: `/collections?collectionId=${DEMO1}`,
    ready: async (page) => {
      await page.locator(".records-table tbody tr").first().click();
      const panel = page.getByRole("dialog", { name: /Edit demo1 record/ });
      await panel.getByRole("button", { name: "More record options" }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      await page.getByRole("alertdialog").waitFor();
    },
  },
  {
    name: "view query preview",
    signedIn: true,
    route: "/collections",
    ready: async (page) => {
      await page.getByRole("button", { name: "New collection" }).click();
      const panel = page.getByRole("dialog", { name: "New collection" });
      await panel.getByLabel("Type").selectOption({ label: "View collection" });
      const query = panel.getByRole("textbox", { name: "Select query", exact: true });
      await expect.poll(() => query.isEditable()).toBe(true);
      await query.fill("select id, text, number from demo1");
      await panel.getByRole("table", { name: "Query result" }).locator("tbody tr").first().waitFor();
    },
  },
  {
    name: "API rules overview",
    signedIn: true,
    route: "/collections/rules",
    ready: (page) => page.getByText(/^\d+ collections, \d+ public rules$/).waitFor(),
  },
  {
    name: "relations diagram",
    signedIn: true,
    route: "/collections/diagram",
    ready: (page) => page.getByText(/^\d+ collections, \d+ relations$/).waitFor(),
  },
  {
    name: "logs",
    signedIn: true,
    route: `/logs?filter=${encodeURIComponent('created < "2024-01-01"')}`,
    ready: (page) => page.locator(".logs-table tbody tr.log-row").first().waitFor(),
  },
  settingsPage("application settings", "/settings", "Hide collection create and edit controls"),
  settingsPage("mail settings", "/settings/mail", "Use SMTP mail server (recommended)"),
  settingsPage("files storage", "/settings/storage", "Use S3 storage"),
  {
    name: "auth providers",
    signedIn: true,
    route: "/settings/auth-providers",
    ready: (page) => page.locator(".provider-card").first().waitFor(),
  },
  settingsPage("token options", "/settings/tokens", "Admins"),
  {
    name: "admins",
    signedIn: true,
    route: "/settings/admins",
    ready: (page) => page.locator(".admins-table tbody tr").first().waitFor(),
  },
  {
    name: "admin panel",
    signedIn: true,
    route: "/settings/admins",
    ready: async (page) => {
      await page.locator(".admins-table tbody tr").first().click();
      await page.getByRole("dialog", { name: "Edit admin" }).waitFor();
    },
  },
  {
    name: "backups",
    signedIn: true,
    route: "/settings/backups",
    ready: (page) => page.getByRole("heading", { name: "Backup and restore your data" }).waitFor(),
  },
  {
    name: "health",
    signedIn: true,
    route: "/settings/health",
    ready: (page) => page.getByText(/^\d+ errors?, \d+ warnings?, \d+ info$/).waitFor(),
  },
  {
    name: "SQL console",
    signedIn: true,
    route: "/settings/sql",
    ready: async (page) => {
      // with a result: the table and its export button are part of the screen
      await page.locator(".sql-console .cm-content").click();
      await page.keyboard.press("Control+a");
      await page.keyboard.insertText("SELECT name, type FROM _collections ORDER BY name");
      await page.getByRole("button", { name: "Run query" }).click();
      await page.getByRole("table", { name: "Query result" }).locator("tbody tr").first().waitFor();
    },
  },
  {
    name: "export collections",
    signedIn: true,
    route: "/settings/export-collections",
    ready: (page) => page.getByRole("heading", { name: "Export collections" }).first().waitFor(),
  },
  {
    name: "import collections",
    signedIn: true,
    route: "/settings/import-collections",
    ready: (page) => page.getByRole("heading", { name: "Import collections" }).first().waitFor(),
  },
];

describe.each(["light", "dark"] as const)("axe audit, %s mode", (colorScheme) => {
  test.each(SCREENS.map((screen) => [screen.name, screen] as const))(
    "%s has no serious or critical violation",
    async (_name, screen) => {
      const { page } = await suite.page({ signedIn: screen.signedIn, colorScheme, bypassCSP: true });
      await page.goto(`${suite.app().consoleUrl}#${screen.route}`);
      await screen.ready(page);
      // transitions end before the audit: colours mid-fade are not what a person reads
      // (an endless one, like a focused editor's caret blink, never ends; a cancelled one rejects)
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
            .map((a) => a.finished.catch(() => undefined)),
        ),
      );
      const findings = await auditPage(page);
      expect(findings, describeFindings(`${screen.name} (${colorScheme})`, findings)).toEqual([]);
    },
  );
});
