import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

const DEMO2 = "sz5l5z67tg7gku0";
const DEMO1 = "wsmn24bux7wo113";
const USERS = "_pb_users_auth_";

async function openCollection(page: Page, id: string) {
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${id}`);
  await page.locator(".list-footer, .state-panel").first().waitFor();
}

const titles = (page: Page) => page.locator(".records-table tbody tr td:nth-child(3)").allTextContents();

test("create, edit and delete a record", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openCollection(page, DEMO2);
  await page.getByRole("button", { name: "New record" }).first().click();
  const panel = page.getByRole("dialog", { name: "New demo2 record" });
  await panel.waitFor();
  expect(await panel.getByLabel("id", { exact: true }).getAttribute("placeholder")).toBe(
    "Leave empty to auto generate...",
  );
  await panel.getByLabel("title").fill("created in e2e");
  await panel.getByRole("switch", { name: "active" }).check();
  await panel.getByRole("button", { name: "Create" }).click();
  await page.getByText("Successfully created record.").waitFor();
  await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
  await expect.poll(() => titles(page)).toContain("created in e2e");

  await page.getByRole("cell", { name: "created in e2e" }).click();
  const edit = page.getByRole("dialog", { name: "Edit demo2 record" });
  await edit.waitFor();
  const save = edit.getByRole("button", { name: "Save changes" });
  expect(await save.isDisabled()).toBe(true);
  await edit.getByLabel("title").fill("edited in e2e");
  expect(await save.isEnabled()).toBe(true);
  await save.click();
  await page.getByText("Successfully updated record.").waitFor();
  await expect.poll(() => titles(page)).toContain("edited in e2e");

  await page.getByRole("cell", { name: "edited in e2e" }).click();
  await edit.waitFor();
  await edit.getByRole("button", { name: "More record options" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByText("Do you really want to delete the selected record?").waitFor();
  await page.getByRole("button", { name: "Yes" }).click();
  await page.getByText("Successfully deleted record.").waitFor();
  await expect.poll(() => titles(page)).not.toContain("edited in e2e");
});

test("Ctrl+S saves and keeps the panel open", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openCollection(page, DEMO2);
  await page.getByRole("cell", { name: "test1", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit demo2 record" });
  await edit.getByLabel("title").fill("test1 saved by keyboard");
  await page.keyboard.press("Control+s");
  await page.getByText("Successfully updated record.").waitFor();
  await expect.poll(() => edit.getByRole("button", { name: "Save changes" }).isDisabled()).toBe(true);
  expect(await edit.getByLabel("title").inputValue()).toBe("test1 saved by keyboard");
  await expect.poll(() => titles(page)).toContain("test1 saved by keyboard");
});

test("closing with unsaved changes asks first, and the draft can be restored", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openCollection(page, DEMO2);
  await page.getByRole("cell", { name: "test2", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit demo2 record" });
  await edit.getByLabel("title").fill("unsaved draft text");
  await page.keyboard.press("Escape");
  await page.getByText("You have unsaved changes. Do you really want to close the panel?").waitFor();
  await page.getByRole("button", { name: "No" }).click();
  expect(await edit.getByLabel("title").inputValue()).toBe("unsaved draft text");
  await edit.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Yes" }).click();
  await expect.poll(() => page.getByRole("dialog").count()).toBe(0);

  await page.getByRole("cell", { name: "test2", exact: true }).click();
  await edit.getByText("The record has previous unsaved changes.").waitFor();
  expect(await edit.getByLabel("title").inputValue()).toBe("test2");
  await edit.getByRole("button", { name: "Restore draft" }).click();
  expect(await edit.getByLabel("title").inputValue()).toBe("unsaved draft text");
  expect(await edit.getByText("The record has previous unsaved changes.").count()).toBe(0);
});

test("duplicate opens a new record with the values copied", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openCollection(page, DEMO2);
  await page.getByRole("cell", { name: "test3", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit demo2 record" });
  await edit.getByRole("button", { name: "More record options" }).click();
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  const copy = page.getByRole("dialog", { name: "New demo2 record" });
  await copy.waitFor();
  expect(await copy.getByLabel("id", { exact: true }).inputValue()).toBe("");
  expect(await copy.getByLabel("title").inputValue()).toBe("test3");
  // titles are unique in demo2
  await copy.getByLabel("title").fill("test3 copy");
  await copy.getByRole("button", { name: "Create" }).click();
  await page.getByText("Successfully created record.").waitFor();
  await expect.poll(() => titles(page)).toContain("test3 copy");
  expect(await titles(page)).toContain("test3");
});

test("invalid JSON is caught before saving; server field errors show under the fields", async () => {
  const w = await suite.page({ signedIn: true });
  w.allow(/status of 400/);
  const { page } = w;
  await openCollection(page, DEMO1);
  await page.getByRole("button", { name: "New record" }).first().click();
  const panel = page.getByRole("dialog", { name: "New demo1 record" });
  await panel.getByLabel(/^json/).fill("{oops");
  await panel.getByText("Invalid JSON").waitFor();
  await panel.getByRole("button", { name: "Create" }).click();
  await panel.locator(".field-error .field-message").first().waitFor();
  await panel.getByLabel(/^json/).fill('{"ok": true}');
  await panel.getByText("Valid JSON").waitFor();
  await panel.getByLabel("id", { exact: true }).fill("short");
  await panel.getByRole("button", { name: "Create" }).click();
  const idError = panel
    .locator(".field-error", { has: page.getByLabel("id", { exact: true }) })
    .locator(".field-message");
  await idError.waitFor();
  await panel.getByLabel("id", { exact: true }).fill("");
  await expect.poll(() => idError.count()).toBe(0);
});

test("auth records: account fields, verified confirmation and the providers tab", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openCollection(page, USERS);
  await page.getByRole("cell", { name: "test2_username" }).click();
  const edit = page.getByRole("dialog", { name: "Edit users record" });
  await edit.getByLabel("Username").waitFor();
  expect(await edit.getByRole("textbox", { name: "Password", exact: true }).count()).toBe(0);
  await edit.getByRole("switch", { name: "Change password" }).check();
  await edit.getByRole("textbox", { name: "Password", exact: true }).waitFor();
  await edit.getByRole("switch", { name: "Change password" }).uncheck();
  expect(await edit.getByRole("textbox", { name: "Password", exact: true }).count()).toBe(0);

  const verified = edit.getByRole("switch", { name: "Verified" });
  expect(await verified.isChecked()).toBe(true);
  await verified.uncheck();
  await page.getByText("Do you really want to manually change the verified account state?").waitFor();
  await page.getByRole("button", { name: "No" }).click();
  await expect.poll(() => verified.isChecked()).toBe(true);

  await edit.getByRole("tab", { name: "Authorized providers" }).click();
  await edit.getByText("No linked OAuth2 providers.").waitFor();
  await edit.getByRole("tab", { name: "Account" }).click();
  await edit.getByRole("button", { name: "More record options" }).click();
  await page.getByRole("menuitem", { name: "Send password reset email" }).waitFor();
  expect(await page.getByRole("menuitem", { name: "Send verification email" }).count()).toBe(0);
});

test("new auth records always show the password fields", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openCollection(page, USERS);
  await page.getByRole("button", { name: "New record" }).first().click();
  const panel = page.getByRole("dialog", { name: "New users record" });
  expect(await panel.getByLabel("Username").getAttribute("placeholder")).toBe(
    "Leave empty to auto generate...",
  );
  await panel.getByLabel("Email").fill("e2e-user@example.com");
  await panel.getByRole("textbox", { name: "Password", exact: true }).fill("1234567890");
  await panel.getByLabel("Password confirm").fill("1234567890");
  await panel.getByLabel("name", { exact: true }).fill("E2E");
  await panel.getByRole("button", { name: "Create" }).click();
  await page.getByText("Successfully created record.").waitFor();
  await page.getByRole("cell", { name: "e2e-user@example.com" }).waitFor();
});
