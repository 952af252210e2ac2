import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

test("the sign-in link leads to the reset request, which confirms where the link went", async () => {
  const { page } = await suite.page();
  await page.goto(`${suite.app().consoleUrl}#/login`);
  await page.getByRole("link", { name: "Forgotten password?" }).click();
  await page.getByRole("heading", { name: "Forgotten admin password" }).waitFor();
  await page.getByLabel("Email").fill("test@example.com");
  await page.getByRole("button", { name: "Send recovery link" }).click();
  await page.getByText("Check test@example.com for the recovery link.").waitFor();
  await page.getByRole("link", { name: "Back to login" }).click();
  await page.getByRole("heading", { name: "Admin sign in" }).waitFor();
});

test("an invalid reset token shows the server's error under the form", async () => {
  const w = await suite.page();
  w.allow(/status of 400/);
  const { page } = w;
  await page.goto(`${suite.app().consoleUrl}#/confirm-password-reset/not-a-token`);
  await page.getByRole("heading", { name: "Reset your admin password" }).waitFor();
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("1234567890");
  await page.getByRole("textbox", { name: "New password confirm" }).fill("1234567890");
  await page.getByRole("button", { name: "Set new password" }).click();
  await page.getByText("Invalid or expired token.").first().waitFor();
});
