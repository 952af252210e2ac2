/**
 * Starts a real pbdeck on a fixture copy (or `pbdeck --backend` in front of the real PocketBase
 * v0.18.1 binary) and drives Chromium on its console at `${url}/_/`.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import PocketBase from "pocketbase";
import { startCli } from "../../cli/helpers/cli-process.ts";
import {
  copyFixture,
  emptyDataDir,
  freePort,
  type PbdeckProcess,
  repoRoot,
  startPbdeck,
} from "../../helpers/pbdeck-process.ts";
import {
  type PocketBaseName,
  type PocketBaseProcess,
  startPocketBase,
} from "../../helpers/pocketbase-server.ts";

export const ADMIN_EMAIL = "test@example.com";
export const ADMIN_PASSWORD = "1234567890";

const webDir = join(repoRoot, "dist/web");

export interface ConsoleApp {
  pbdeck: PbdeckProcess;
  /** The real PocketBase behind pbdeck, when started with `real`. */
  pocketbase?: PocketBaseProcess;
  /** The console address, ending with `/_/`. */
  consoleUrl: string;
  /** The API origin (the real PocketBase itself when there is one). */
  apiUrl: string;
  stop(): Promise<void>;
}

export interface ConsoleAppOptions {
  /** A fresh empty pb_data instead of the fixture copy. */
  empty?: boolean;
  /** Serve the data with the real PocketBase v0.18.1 and put `pbdeck --backend URL` in front of it. */
  real?: boolean;
  /** With `real`: which real server (v0.18.1 unless told). */
  server?: PocketBaseName;
  /** With `real`: runs on the data directory before the server starts (e.g. `superuser upsert`). */
  prepare?: (dataDir: string) => void;
}

/** `pbdeck --backend URL` (the console proxying a remote server), as a process like startPbdeck's. */
async function startProxy(backend: PocketBaseProcess): Promise<PbdeckProcess> {
  const proxy = await startCli([
    "--backend",
    backend.url,
    "--http",
    `127.0.0.1:${await freePort()}`,
    "--no-open",
  ]);
  return {
    url: proxy.url,
    dataDir: backend.dataDir,
    child: proxy.child,
    output: () => proxy.stdout() + proxy.stderr(),
    stop: () => proxy.stop(),
  };
}

/** Starts pbdeck on a fixture copy (or a fresh empty pb_data); the console is at `${url}/_/`. */
export async function startConsoleApp(options: ConsoleAppOptions = {}): Promise<ConsoleApp> {
  if (!existsSync(join(webDir, "index.html"))) throw new Error("dist/web is missing: run npm run build:web");
  const data = options.empty ? emptyDataDir() : copyFixture();
  if (options.real) {
    options.prepare?.(data.dir);
    const pocketbase = await startPocketBase(options.server ?? "v0.18", data.dir);
    const pbdeck = await startProxy(pocketbase);
    return {
      pbdeck,
      pocketbase,
      consoleUrl: `${pbdeck.url}/_/`,
      apiUrl: pocketbase.url,
      async stop() {
        await pbdeck.stop();
        await pocketbase.stop();
        data.cleanup();
      },
    };
  }
  const pbdeck = await startPbdeck(data.dir);
  return {
    pbdeck,
    consoleUrl: `${pbdeck.url}/_/`,
    apiUrl: pbdeck.url,
    async stop() {
      await pbdeck.stop();
      data.cleanup();
    },
  };
}

/** An SDK client on the app's API, signed in as the fixture admin (to arrange data and check what was saved). */
export async function adminApi(app: ConsoleApp): Promise<PocketBase> {
  const pb = new PocketBase(app.apiUrl);
  pb.autoCancellation(false);
  await pb.admins.authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD);
  return pb;
}

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Debian's Chromium, headless; `extraArgs` add switches (a host resolver rule, for example). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: "/usr/bin/chromium", args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Page errors and console errors seen so far, minus the allowed ones. */
  errors(): string[];
  /** Allows console errors matching the pattern (an expected failed API call, for example). */
  allow(pattern: RegExp): void;
}

export interface PageOptions {
  /** The prefers-color-scheme the page sees (light by default). */
  colorScheme?: "light" | "dark";
  /** Lets a test inject its own script tag (the axe audit) past the console's CSP. */
  bypassCSP?: boolean;
}

/** A fresh context and page that records pageerror and console errors (light mode unless asked). */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    colorScheme: options.colorScheme ?? "light",
    bypassCSP: options.bypassCSP ?? false,
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const seen: string[] = [];
  const allowed: RegExp[] = [];
  page.on("pageerror", (err) => seen.push(`pageerror: ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error") seen.push(`console: ${msg.text()} ${msg.location().url}`);
  });
  return {
    context,
    page,
    errors: () => seen.filter((text) => !allowed.some((p) => p.test(text))),
    allow: (pattern) => allowed.push(pattern),
  };
}

/** Signs in through the form and waits for the records page. */
export async function signIn(page: Page, consoleUrl: string): Promise<void> {
  await page.goto(`${consoleUrl}#/login`);
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/#\/collections/);
}

export interface Suite {
  app(): ConsoleApp;
  /** A fresh watched page for the current test (closed and checked for errors after it). */
  page(options?: PageOptions & { signedIn?: boolean }): Promise<WatchedPage>;
}

/**
 * Registers the hooks of an e2e file: one pbdeck and one browser per file, one page per test,
 * and a failure when a test saw page or console errors.
 */
export function setupSuite(
  hooks: {
    beforeAll: (fn: () => Promise<void>) => void;
    afterAll: (fn: () => Promise<void>) => void;
    afterEach: (fn: () => Promise<void>) => void;
    expectNoErrors: (errors: string[]) => void;
  },
  options: ConsoleAppOptions = {},
): Suite {
  let app: ConsoleApp | undefined;
  let browser: Browser | undefined;
  let current: WatchedPage | undefined;
  hooks.beforeAll(async () => {
    app = await startConsoleApp(options);
    browser = await launchBrowser();
  });
  hooks.afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  hooks.afterEach(async () => {
    const errors = current?.errors() ?? [];
    await current?.context.close();
    current = undefined;
    hooks.expectNoErrors(errors);
  });
  return {
    app: () => app as ConsoleApp,
    async page(pageOptions = {}) {
      current = await openPage(browser as Browser, pageOptions);
      // the console asks once whether the backend has pbdeck's own endpoints: a real PocketBase
      // answers 404, which Chromium logs
      if (options.real) current.allow(/status of 404 \(Not Found\) \S+\/api\/pbdeck\//);
      if (pageOptions.signedIn) await signIn(current.page, (app as ConsoleApp).consoleUrl);
      return current;
    },
  };
}
