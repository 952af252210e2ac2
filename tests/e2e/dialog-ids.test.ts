/** Dialogs carry random 5-character ids (spec: random dialog ids), and their forms `kind_` plus 5 more. */
import type { Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

const DEMO2 = "sz5l5z67tg7gku0";
const FIVE = /^[a-z][a-z0-9]{4}$/;

/** The dialog's id, after checking its title is linked through it. */
async function dialogId(dialog: Locator): Promise<string> {
  const id = (await dialog.getAttribute("id")) ?? "";
  expect(id).toMatch(FIVE);
  expect(await dialog.getAttribute("aria-labelledby")).toBe(`${id}-title`);
  return id;
}

/** The id of the form a submit button points at, after checking the form is in the dialog. */
async function formIdOf(dialog: Locator, button: string): Promise<string> {
  const formId = (await dialog.getByRole("button", { name: button }).getAttribute("form")) ?? "";
  expect(await dialog.locator(`form[id="${formId}"]`).count()).toBe(1);
  return formId;
}

async function newRecordPanel(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "New record" }).first().click();
  const panel = page.getByRole("dialog", { name: "New demo2 record" });
  await panel.waitFor();
  return panel;
}

test("a record panel has a random 5-character id and its form 'record_' plus 5; a new panel gets new ones", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${DEMO2}`);
  let panel = await newRecordPanel(page);
  const first = await dialogId(panel);
  const firstForm = await formIdOf(panel, "Create");
  expect(firstForm).toMatch(/^record_[a-z][a-z0-9]{4}$/);
  await page.keyboard.press("Escape");
  await panel.waitFor({ state: "detached" });
  panel = await newRecordPanel(page);
  expect(await dialogId(panel)).not.toBe(first);
  expect(await formIdOf(panel, "Create")).not.toBe(firstForm);
  // the confirmation dialog is labelled through its own random id
  await panel.getByLabel("title").fill("unsaved");
  await page.keyboard.press("Escape");
  const confirmation = page.getByRole("alertdialog");
  await confirmation.waitFor();
  const confirmId = (await confirmation.getAttribute("id")) ?? "";
  expect(confirmId).toMatch(FIVE);
  expect(await confirmation.getAttribute("aria-labelledby")).toBe(`${confirmId}-message`);
  await page
    .getByRole("alertdialog", { name: "You have unsaved changes. Do you really want to close the panel?" })
    .waitFor();
  await confirmation.getByRole("button", { name: "Yes" }).click();
  await panel.waitFor({ state: "detached" });
});

test("the backup dialog's form is 'backup_create_' plus 5 random characters and its button submits it", async () => {
  const w = await suite.page({ signedIn: true });
  w.allow(/pbdeck-inspect-probe\.zip/);
  const { page } = w;
  await page.goto(`${suite.app().consoleUrl}#/settings/backups`);
  const create = page.getByRole("button", { name: "Initialize new backup" });
  await expect.poll(() => create.isEnabled()).toBe(true);
  await create.click();
  const dialog = page.getByRole("dialog", { name: "Initialize new backup" });
  await dialog.waitFor();
  await dialogId(dialog);
  expect(await formIdOf(dialog, "Start backup")).toMatch(/^backup_create_[a-z][a-z0-9]{4}$/);
});
