import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite(
  { beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) },
  { empty: true },
);

test("the installer creates the first admin, signs in and reloads without the query string", async () => {
  const w = await suite.page();
  w.allow(/status of 400/);
  const { page } = w;
  await page.goto(`${suite.app().consoleUrl}?installer#/`);
  await page.getByRole("heading", { name: "Create your first admin account in order to continue" }).waitFor();
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
