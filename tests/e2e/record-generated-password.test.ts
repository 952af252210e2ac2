/** "Generate password" on an auth record fills both password fields with a random 15-character password. */
import PocketBase from "pocketbase";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

const USERS = "_pb_users_auth_";

test("a generated password is 15 letters and digits, shown in both fields, and signs the new user in", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${USERS}`);
  await page.getByRole("button", { name: "New record" }).first().click();
  const panel = page.getByRole("dialog", { name: "New users record" });
  const password = panel.getByRole("textbox", { name: "Password", exact: true });
  const confirm = panel.getByRole("textbox", { name: "Password confirm" });
  await panel.getByRole("button", { name: "Generate password" }).click();
  await expect.poll(() => password.inputValue()).toMatch(/^[A-Za-z0-9]{15}$/);
  const generated = await password.inputValue();
  expect(await confirm.inputValue()).toBe(generated);
  // shown in clear, so it can be copied before saving
  expect(await password.getAttribute("type")).toBe("text");
  // a second click makes another one
  await panel.getByRole("button", { name: "Generate password" }).click();
  await expect.poll(() => password.inputValue()).not.toBe(generated);
  const second = await password.inputValue();
  expect(second).toMatch(/^[A-Za-z0-9]{15}$/);
  expect(await confirm.inputValue()).toBe(second);

  await panel.getByLabel("Email").fill("generated@example.com");
  await panel.getByRole("button", { name: "Create" }).click();
  await page.getByText("Successfully created record.").waitFor();
  const user = new PocketBase(suite.app().apiUrl);
  const auth = await user.collection("users").authWithPassword("generated@example.com", second);
  expect(auth.record.email).toBe("generated@example.com");
});
