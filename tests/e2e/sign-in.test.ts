import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { ADMIN_EMAIL, ADMIN_PASSWORD, setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

test("a guest opening the records page is sent to the sign-in form", async () => {
  const { page } = await suite.page();
  await page.goto(`${suite.app().consoleUrl}#/collections`);
  await page.getByRole("heading", { name: "Admin sign in" }).waitFor();
  expect(page.url()).toMatch(/#\/login$/);
  await expect.poll(() => page.title()).toBe("Admin sign in - pbdeck");
  await page.getByRole("link", { name: "Forgotten password?" }).waitFor();
  await page.getByRole("link", { name: "Docs" }).waitFor();
  await page.getByText("v0.18.1").waitFor();
});

test("wrong credentials show 'Invalid login credentials.' and keep the form", async () => {
  const watched = await suite.page();
  watched.allow(/status of 400/);
  const { page } = watched;
  await page.goto(`${suite.app().consoleUrl}#/login`);
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByText("Invalid login credentials.").waitFor();
  expect(page.url()).toMatch(/#\/login$/);
  expect(await page.getByRole("button", { name: "Login" }).isEnabled()).toBe(true);
});

test("demoEmail and demoPassword prefill the form, and signing in opens the records page", async () => {
  const { page } = await suite.page();
  const query = new URLSearchParams({ demoEmail: ADMIN_EMAIL, demoPassword: ADMIN_PASSWORD });
  await page.goto(`${suite.app().consoleUrl}#/login?${query}`);
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
  const { page } = await suite.page({ signedIn: true });
  await page.goto(`${suite.app().consoleUrl}#/login`);
  await page.waitForURL(/#\/collections/);
  await page.getByRole("button", { name: `Account ${ADMIN_EMAIL}` }).click();
  await page.getByRole("menuitem", { name: "Manage admins" }).waitFor();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await page.getByRole("heading", { name: "Admin sign in" }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem("pb_admin_auth"))).toBeNull();
});

test("an unknown route shows the not-found page", async () => {
  const { page } = await suite.page();
  await page.goto(`${suite.app().consoleUrl}#/no-such-page`);
  await page.getByRole("heading", { name: "Oops! Page not found." }).waitFor();
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await page.getByRole("heading", { name: "Admin sign in" }).waitFor();
});

test("once an admin exists the installer flag leads to the sign-in page", async () => {
  const { page } = await suite.page();
  await page.goto(`${suite.app().consoleUrl}?installer#/login`);
  await page.getByRole("heading", { name: "Admin sign in" }).waitFor();
  expect(await page.getByText("Create your first admin account in order to continue").count()).toBe(0);
});
