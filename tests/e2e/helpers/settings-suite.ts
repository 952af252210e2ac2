/**
 * The settings e2e suites: one pbdeck on a fixture copy, reached either directly (embedded backend)
 * or through a second `pbdeck --backend URL` that proxies it, or the real PocketBase v0.18.1 on the
 * copy behind `pbdeck --backend URL` ("real"); one Chromium per file, a page per test.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import PocketBase from "pocketbase";
import { expect } from "vitest";
import { type CliServer, startCli } from "../../cli/helpers/cli-process.ts";
import {
  copyFixture,
  freePort,
  type PbdeckProcess,
  repoRoot,
  startPbdeck,
} from "../../helpers/pbdeck-process.ts";
import { type PocketBaseProcess, startPocketBase } from "../../helpers/pocketbase-server.ts";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  launchBrowser,
  openPage,
  signIn,
  type WatchedPage,
} from "./console-app.ts";

export type SettingsMode = "embedded" | "proxy" | "real";
/** The modes every settings page is tested in ("real" has files of its own: real-pocketbase-*.test.ts). */
export const SETTINGS_MODES: SettingsMode[] = ["embedded", "proxy"];

export interface SettingsSuite {
  /** The console the browser opens (`.../_/`), direct or through the proxy. */
  consoleUrl(): string;
  /** An SDK client on the backend itself, signed in as the fixture admin (to check what was saved). */
  admin(): Promise<PocketBase>;
  /** A fresh watched page, signed in, on `#/settings...`. */
  open(route: string): Promise<WatchedPage>;
}

interface Hooks {
  beforeAll: (fn: () => Promise<void>) => void;
  afterAll: (fn: () => Promise<void>) => void;
  afterEach: (fn: () => Promise<void>) => void;
  expectNoErrors: (errors: string[]) => void;
}

export interface SettingsSuiteOptions {
  /** Changes the fixture copy before the server starts (extra rows, for example). */
  prepare?: (dataDir: string) => void;
}

/** Registers the hooks of a settings e2e file for one mode. */
export function setupSettingsSuite(
  hooks: Hooks,
  mode: SettingsMode,
  options: SettingsSuiteOptions = {},
): SettingsSuite {
  let data: ReturnType<typeof copyFixture> | undefined;
  let direct: PbdeckProcess | PocketBaseProcess | undefined;
  let proxy: CliServer | undefined;
  let browser: Browser | undefined;
  let current: WatchedPage | undefined;
  let consoleUrl = "";

  hooks.beforeAll(async () => {
    if (!existsSync(join(repoRoot, "dist/web/index.html")))
      throw new Error("dist/web is missing: run npm run build");
    data = copyFixture();
    options.prepare?.(data.dir);
    direct = mode === "real" ? await startPocketBase("v0.18", data.dir) : await startPbdeck(data.dir);
    consoleUrl = `${direct.url}/_/`;
    if (mode !== "embedded") {
      proxy = await startCli([
        "--backend",
        direct.url,
        "--http",
        `127.0.0.1:${await freePort()}`,
        "--no-open",
      ]);
      consoleUrl = `${proxy.url}/_/`;
    }
    browser = await launchBrowser();
  });
  hooks.afterAll(async () => {
    await browser?.close();
    await proxy?.stop();
    await direct?.stop();
    data?.cleanup();
  });
  hooks.afterEach(async () => {
    const errors = current?.errors() ?? [];
    await current?.context.close();
    current = undefined;
    hooks.expectNoErrors(errors);
  });

  return {
    consoleUrl: () => consoleUrl,
    async admin() {
      const pb = new PocketBase((direct as PbdeckProcess | PocketBaseProcess).url);
      pb.autoCancellation(false);
      await pb.admins.authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD);
      return pb;
    },
    async open(route) {
      current = await openPage(browser as Browser);
      // the console asks once whether the backend has pbdeck's own endpoints: a real PocketBase
      // answers 404, which Chromium logs
      if (mode === "real") current.allow(/status of 404 \(Not Found\) \S+\/api\/pbdeck\//);
      await signIn(current.page, consoleUrl);
      await current.page.goto(`${consoleUrl}#${route}`);
      return current;
    },
  };
}

/** The input of a labelled field (exact label text). */
export function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

/**
 * Fills the Mail page for the SMTP peer on `port`: sender "Acme mailer" <noreply@acme.test>, user
 * `mailer` with `password`, AUTH method LOGIN (under "Show more options"). Nothing is saved.
 */
export async function fillSmtpForm(page: Page, port: number, password: string): Promise<void> {
  await field(page, "Sender name *").fill("Acme mailer");
  await field(page, "Sender address *").fill("noreply@acme.test");
  await page.getByLabel("Use SMTP mail server (recommended)").check();
  await field(page, "SMTP server host *").fill("127.0.0.1");
  await field(page, "Port *").fill(String(port));
  await field(page, "Username").fill("mailer");
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Show more options" }).click();
  await field(page, "AUTH method").selectOption("LOGIN");
}

/** The error message shown under the field whose input has this id. */
export function errorUnder(page: Page, inputId: string) {
  return page.locator(`.field:has([id="${inputId}"]) .field-message`);
}

/** expect.poll with room for lazy chunks and API calls to land (never a fixed sleep). */
export function poll<T>(fn: () => T | Promise<T>) {
  return expect.poll(fn, { timeout: 10_000 });
}
