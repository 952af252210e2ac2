/** A pbdeck with a generated collection of many records and a signed-in Chromium page on its console. */

import type { Browser, BrowserContext, Page } from "playwright-core";
import PocketBase from "pocketbase";
import { type ConsoleApp, launchBrowser, startConsoleApp } from "../../e2e/helpers/console-app.ts";
import { generateCollection } from "../../e2e/helpers/generated-collection.ts";
import { createFirstAdminOf } from "../../helpers/first-admin.ts";

const email = "bench@example.com";
const password = "benchmark-password";

export interface GeneratedConsole {
  app: ConsoleApp;
  pb: PocketBase;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Creates a collection (title, score, active) through the API and fills it with `count` records. */
  generate(name: string, count: number, indexes?: string[]): Promise<string>;
  /** The records page of a collection, waiting for its rows and count. */
  open(collectionId: string, count: number, query?: string): Promise<void>;
  stop(): Promise<void>;
}

/** Starts pbdeck on an empty pb_data with an admin, and Chromium signed in to its console. */
export async function startGeneratedConsole(): Promise<GeneratedConsole> {
  const app = await startConsoleApp({ empty: true });
  const pb = new PocketBase(app.apiUrl);
  pb.autoCancellation(false);
  await createFirstAdminOf(app.pbdeck, { email, password });
  await pb.admins.authWithPassword(email, password);
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, acceptDownloads: true });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await page.goto(`${app.consoleUrl}#/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/#\/collections/);
  return {
    app,
    pb,
    browser,
    context,
    page,
    generate: (name, count, indexes = []) => generateCollection(pb, app.pbdeck.dataDir, name, count, indexes),
    async open(collectionId, count, query = "") {
      await page.goto(`${app.consoleUrl}#/collections?collectionId=${collectionId}${query}`);
      await page.getByText(`Showing ${Math.min(30, count)} of ${count}`).waitFor();
    },
    async stop() {
      await browser.close();
      await app.stop();
    },
  };
}
