import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type ConsoleApp,
  launchBrowser,
  openPage,
  signIn,
  startConsoleApp,
  type WatchedPage,
} from "./helpers/console-app.ts";

let app: ConsoleApp;
let browser: Browser;
let watched: WatchedPage;

beforeAll(async () => {
  app = await startConsoleApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});
afterEach(async () => {
  const errors = watched?.errors() ?? [];
  await watched?.context.close();
  expect(errors).toEqual([]);
});

test("a guest opening the records page is sent to the sign-in form", async () => {
  watched = await openPage(browser);
  const { page } = watched;
  await page.goto(`${app.consoleUrl}#/collections`);
  await page.getByRole("heading", { name: "Admin sign in" }).waitFor();
  expect(page.url()).toMatch(/#\/login$/);
  await expect.poll(() => page.title()).toBe("Admin sign in - pbdeck");
  await page.getByRole("link", { name: "Forgotten password?" }).waitFor();
  await page.getByRole("link", { name: "Docs" }).waitFor();
  await page.getByText("v0.18.1").waitFor();
});

test("wrong credentials show 'Invalid login credentials.' and keep the form", async () => {
  watched = await openPage(browser);
  watched.allow(/status of 400/);
  const { page } = watched;
  await page.goto(`${app.consoleUrl}#/login`);
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByText("Invalid login credentials.").waitFor();
  expect(page.url()).toMatch(/#\/login$/);
  expect(await page.getByRole("button", { name: "Login" }).isEnabled()).toBe(true);
});

test("demoEmail and demoPassword prefill the form, and signing in opens the records page", async () => {
  watched = await openPage(browser);
  const { page } = watched;
  const query = new URLSearchParams({ demoEmail: ADMIN_EMAIL, demoPassword: ADMIN_PASSWORD });
  await page.goto(`${app.consoleUrl}#/login?${query}`);
  expect(await page.getByLabel("Email").inputValue()).toBe(ADMIN_EMAIL);
  expect(await page.getByLabel("Password").inputValue()).toBe(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/#\/collections/);
  const token = await page.evaluate(() => localStorage.getItem("pb_admin_auth"));
  expect(token).toContain('"token"');
  // the current section is highlighted
  const current = page.getByRole("navigation", { name: "Main" }).locator('[aria-current="page"]');
  expect(await current.getAttribute("title")).toBe("Collections");
});

test("a signed-in admin is turned away from the sign-in page and can log out", async () => {
  watched = await openPage(browser);
  const { page } = watched;
  await signIn(page, app.consoleUrl);
  await page.goto(`${app.consoleUrl}#/login`);
  await page.waitForURL(/#\/collections/);
  await page.getByRole("button", { name: `Account ${ADMIN_EMAIL}` }).click();
  await page.getByRole("menuitem", { name: "Manage admins" }).waitFor();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await page.getByRole("heading", { name: "Admin sign in" }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem("pb_admin_auth"))).toBeNull();
});

test("an unknown route shows the not-found page, and the installer flag outside the root goes to the root", async () => {
  watched = await openPage(browser);
  const { page } = watched;
  await page.goto(`${app.consoleUrl}#/no-such-page`);
  await page.getByRole("heading", { name: "Oops! Page not found." }).waitFor();
  await page.goto(`${app.consoleUrl}?installer#/login`);
  await page.getByRole("heading", { name: "Create your first admin account in order to continue" }).waitFor();
  expect(page.url()).toMatch(/\?installer#\/$/);
});
