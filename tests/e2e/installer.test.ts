import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { adminEmails } from "../helpers/first-admin.ts";
import { printedConsoleUrl } from "../helpers/pbdeck-process.ts";
import { setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite(
  { beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) },
  { empty: true },
);

test("without the printed link the installer says where to find it, and the server refuses the admin", async () => {
  const w = await suite.page();
  w.allow(/status of 403/);
  const { page } = w;
  await page.goto(`${suite.app().consoleUrl}?installer#/`);
  await page.getByRole("heading", { name: "Create your first admin account in order to continue" }).waitFor();
  const notice = page.getByRole("alert");
  await expect
    .poll(() => notice.textContent())
    .toContain("open the installer link that pbdeck printed in its terminal");
  await expect.poll(() => notice.textContent()).toContain("pbdeck admins create EMAIL --dir PB_DATA");
  await page.getByLabel("Email").fill("first@example.com");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("1234567890");
  await page.getByLabel("Password confirm").fill("1234567890");
  await page.getByRole("button", { name: "Create and login" }).click();
  // still the installer, no admin: the server said no
  await expect.poll(() => notice.textContent()).toContain("This address has no installer token.");
  await page.getByRole("heading", { name: "Create your first admin account in order to continue" }).waitFor();
  expect(adminEmails(suite.app().pbdeck.dataDir)).toEqual([]);
});

test("the printed installer link creates the first admin, signs in and reloads without the query string", async () => {
  const w = await suite.page();
  w.allow(/status of 400/);
  const { page } = w;
  const link = await printedConsoleUrl(suite.app().pbdeck);
  expect(link).toMatch(/\/_\/\?installer#\/\?token=/);
  await page.goto(link);
  await page.getByRole("heading", { name: "Create your first admin account in order to continue" }).waitFor();
  expect(await page.getByRole("alert").count()).toBe(0);
  await page.getByText("Minimum 10 characters.").waitFor();
  await page.getByLabel("Email").fill("first@example.com");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("1234567890");
  await page.getByLabel("Password confirm").fill("0987654321");
  await page.getByRole("button", { name: "Create and login" }).click();
  // the server's field error shows under the field and clears on edit
  const mismatch = page.locator(".field-error .field-message");
  await mismatch.waitFor();
  await page.getByLabel("Password confirm").fill("1234567890");
  await expect.poll(() => mismatch.count()).toBe(0);
  await page.getByRole("button", { name: "Create and login" }).click();
  await page.waitForURL(/\/_\/#\/collections/);
  expect(new URL(page.url()).search).toBe("");
  await page.getByRole("link", { name: "users" }).waitFor();
});
