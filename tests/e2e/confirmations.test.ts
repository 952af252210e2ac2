/**
 * Destructive confirmations share one flow: No has the focus, a running action disables both
 * buttons and keeps the dialog open, a failure shows in the dialog, a success closes it.
 */
import type { Page, Route } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { adminApi, setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

const DEMO2 = "sz5l5z67tg7gku0";

const api = () => adminApi(suite.app());

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "");

/** Holds the DELETE calls matching `pattern` until the test answers each one. */
async function holdDeletes(page: Page, pattern: RegExp) {
  const held: Route[] = [];
  await page.route(pattern, (route) => {
    if (route.request().method() === "DELETE") held.push(route);
    else void route.continue();
  });
  return {
    async next(): Promise<Route> {
      await expect.poll(() => held.length).toBeGreaterThan(0);
      return held.shift() as Route;
    },
  };
}

test("record delete: No is focused, Enter keeps the record; a held delete keeps the dialog busy, a failure shows in it, a retry closes it", async () => {
  const pb = await api();
  const record = await pb.collection(DEMO2).create({ title: "to be deleted" });
  const w = await suite.page({ signedIn: true });
  w.allow(/status of 400/);
  const { page } = w;
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${DEMO2}&recordId=${record.id}`);
  const panel = page.getByRole("dialog", { name: "Edit demo2 record" });
  await panel.waitFor();

  const dialog = page.getByRole("alertdialog");
  await panel.getByRole("button", { name: "More record options" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await dialog.getByText("Do you really want to delete the selected record?").waitFor();
  await expect.poll(() => focusedText(page)).toBe("No");
  await page.keyboard.press("Enter"); // a stray Enter answers No
  await expect.poll(() => dialog.count()).toBe(0);
  expect((await pb.collection(DEMO2).getOne(record.id)).id).toBe(record.id);

  const deletes = await holdDeletes(page, new RegExp(`/api/collections/${DEMO2}/records/${record.id}$`));
  await panel.getByRole("button", { name: "More record options" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Yes" }).click();
  const first = await deletes.next();
  // running: both buttons off, the dialog stays, Escape does nothing
  expect(await dialog.getByRole("button", { name: "Yes" }).isDisabled()).toBe(true);
  expect(await dialog.getByRole("button", { name: "No" }).isDisabled()).toBe(true);
  await page.keyboard.press("Escape");
  expect(await dialog.count()).toBe(1);
  await first.fulfill({
    status: 400,
    contentType: "application/json",
    body: JSON.stringify({ code: 400, message: "Failed to delete record.", data: {} }),
  });
  await dialog.getByRole("alert").getByText("Failed to delete record.").waitFor();
  await expect.poll(() => dialog.getByRole("button", { name: "Yes" }).isEnabled()).toBe(true);
  await expect.poll(() => focusedText(page)).toBe("No");
  expect((await pb.collection(DEMO2).getOne(record.id)).id).toBe(record.id);

  await dialog.getByRole("button", { name: "Yes" }).click();
  await (await deletes.next()).continue();
  await page.getByText("Successfully deleted record.").waitFor();
  await expect.poll(() => dialog.count()).toBe(0);
  await expect.poll(() => panel.count()).toBe(0);
  await expect(pb.collection(DEMO2).getOne(record.id)).rejects.toMatchObject({ status: 404 });
});

test("collection delete and admin delete focus No too; the collection changes popup focuses Cancel", async () => {
  const pb = await api();
  const created = await pb.collections.create({
    name: "confirm_me",
    type: "base",
    schema: [{ name: "title", type: "text" }],
  });
  const { page } = await suite.page({ signedIn: true });
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${created.id}`);
  await page.getByRole("button", { name: "Edit collection" }).click();
  const edit = page.getByRole("dialog", { name: "Edit collection" });
  await edit.getByRole("button", { name: "More collection options" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByText('Do you really want to delete collection "confirm_me" and all its records?').waitFor();
  await expect.poll(() => focusedText(page)).toBe("No");
  await page.keyboard.press("Enter");
  await expect.poll(() => page.getByRole("alertdialog").count()).toBe(0);
  expect((await pb.collections.getOne(created.id)).name).toBe("confirm_me");

  // removing a saved field asks through the changes popup: Cancel first
  await edit.getByRole("button", { name: "Options of title" }).click();
  await edit.getByRole("button", { name: "Remove field" }).click();
  await edit.getByRole("button", { name: "Save changes" }).click();
  const popup = page.getByRole("dialog", { name: "Confirm collection changes" });
  await popup.waitFor();
  await expect.poll(() => focusedText(page)).toBe("Cancel");
  await popup.getByRole("button", { name: "Cancel" }).click();

  await page.goto(`${suite.app().consoleUrl}#/settings/admins`);
  const other = await pb.admins.create({
    email: "confirm@example.com",
    password: "1234567890",
    passwordConfirm: "1234567890",
  });
  await page.reload();
  await page.locator(".admins-table tbody tr").filter({ hasText: "confirm@example.com" }).click();
  const panel = page.getByRole("dialog", { name: "Edit admin" });
  await panel.getByRole("button", { name: "Delete" }).click();
  await page.getByText("Do you really want to delete the selected admin?").waitFor();
  await expect.poll(() => focusedText(page)).toBe("No");
  await page.keyboard.press("Enter");
  expect((await pb.admins.getOne(other.id)).email).toBe("confirm@example.com");
});
