import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { ADMIN_EMAIL } from "./helpers/console-app.ts";
import { errorUnder, poll, SETTINGS_MODES, setupSettingsSuite } from "./helpers/settings-suite.ts";

const expectNoErrors = (e: string[]) => expect(e).toEqual([]);

describe.each(SETTINGS_MODES)("admins (%s)", (mode) => {
  const suite = setupSettingsSuite({ beforeAll, afterAll, afterEach, expectNoErrors }, mode);

  test("list with the 'You' marker; create, edit and delete an admin with confirmations", async () => {
    const { page } = await suite.open("/settings/admins");
    const rows = page.locator(".admins-table tbody tr");
    const total = (await (await suite.admin()).admins.getFullList()).length;
    await poll(() => rows.count()).toBe(total);
    await page.getByText(`Showing ${total} of ${total}`).waitFor();
    const me = rows.filter({ hasText: ADMIN_EMAIL });
    expect(await me.getByText("You", { exact: true }).count()).toBe(1);
    expect(await page.getByText("You", { exact: true }).count()).toBe(1);

    await page.getByRole("button", { name: "New admin" }).click();
    const panel = page.getByRole("dialog", { name: "New admin" });
    const email = `new-${mode}@example.com`;
    await panel.getByLabel("Avatar 3").check({ force: true });
    await panel.getByLabel("Email *").fill(email);
    await panel.getByLabel("Password *", { exact: true }).fill("1234567890");
    await panel.getByLabel("Password confirm *").fill("1234567890");
    await panel.getByRole("button", { name: "Create" }).click();
    await page.getByText("Successfully created admin.").waitFor();
    await page.getByText(`Showing ${total + 1} of ${total + 1}`).waitFor();

    // anywhere in the row opens the admin: here its created date, not the id
    const row = rows.filter({ hasText: email });
    await row.locator("td").nth(3).click();
    const edit = page.getByRole("dialog", { name: "Edit admin" });
    expect(await edit.getByLabel("Email *").inputValue()).toBe(email);
    expect(await edit.getByLabel("Password *", { exact: true }).count()).toBe(0);
    const save = edit.getByRole("button", { name: "Save changes" });
    expect(await save.isDisabled()).toBe(true);
    await edit.getByLabel("Email *").fill(`renamed-${mode}@example.com`);
    await edit.getByLabel("Change password").check();
    await edit.getByLabel("Password *", { exact: true }).fill("0987654321");
    await edit.getByLabel("Password confirm *").fill("0987654321");
    await save.click();
    await page.getByText("Successfully updated admin.").waitFor();
    const saved = await (await suite.admin()).admins.getFirstListItem(`email="renamed-${mode}@example.com"`);
    expect(saved.avatar).toBe(3);

    await rows
      .filter({ hasText: `renamed-${mode}@example.com` })
      .getByText(`renamed-${mode}@example.com`)
      .click();
    await edit.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Do you really want to delete the selected admin?").waitFor();
    await confirm.getByRole("button", { name: "Yes" }).click();
    await page.getByText("Successfully deleted admin.").waitFor();
    await page.getByText(`Showing ${total} of ${total}`).waitFor();

    // Enter on a focused row opens it too; your own panel offers Delete as well
    await me.focus();
    await me.press("Enter");
    await edit.getByLabel("Email *").waitFor();
    expect(await edit.getByRole("button", { name: "Delete" }).count()).toBe(1);
  });
});

describe("admins: deleting yourself", () => {
  const suite = setupSettingsSuite({ beforeAll, afterAll, afterEach, expectNoErrors }, "embedded");

  test("an admin deletes themselves after the usual confirmation and is signed out to the login", async () => {
    const self = "self-delete@example.com";
    await (await suite.admin()).admins.create({
      email: self,
      password: "1234567890",
      passwordConfirm: "1234567890",
    });
    const { page } = await suite.open("/settings/admins");
    await page.locator(".admins-table tbody tr").first().waitFor();
    // sign in again as the new admin
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${suite.consoleUrl()}#/login`);
    await page.reload();
    await page.getByLabel("Email").fill(self);
    await page.getByLabel("Password").fill("1234567890");
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(/#\/collections/);
    await page.goto(`${suite.consoleUrl()}#/settings/admins`);

    const mine = page.locator(".admins-table tbody tr").filter({ hasText: self });
    await mine.getByText("You", { exact: true }).waitFor();
    await mine.getByText(self).click();
    const edit = page.getByRole("dialog", { name: "Edit admin" });
    await edit.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Do you really want to delete the selected admin?").waitFor();
    await confirm.getByRole("button", { name: "Yes" }).click();
    await page.waitForURL((url) => url.hash === "#/login");
    await page.getByRole("button", { name: "Login" }).waitFor();
    const left = await (await suite.admin()).admins.getFullList();
    expect(left.map((a) => a.email)).not.toContain(self);
  });
});

describe("admins: search, sort and validation", () => {
  const suite = setupSettingsSuite({ beforeAll, afterAll, afterEach, expectNoErrors }, "embedded");

  test("search and sort live in the URL; no match offers Clear filters", async () => {
    const { page } = await suite.open("/settings/admins");
    const rows = page.locator(".admins-table tbody tr");
    const all = await (await suite.admin()).admins.getFullList({ sort: "email" });
    await poll(() => rows.count()).toBe(all.length);
    const search = page.getByRole("textbox", { name: "Search admins" });
    await search.fill(all[1]?.email ?? "");
    await search.press("Enter");
    await poll(() => rows.count()).toBe(1);
    expect(page.url()).toContain("filter=");
    await page.reload();
    await poll(() => rows.count()).toBe(1);

    await search.fill("nobody-here");
    await search.press("Enter");
    await page.getByText("No admins found.").waitFor();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await poll(() => rows.count()).toBe(all.length);

    await page.getByRole("button", { name: "email", exact: true }).click(); // descending first
    await page.getByRole("button", { name: "email", exact: true }).click();
    expect(page.url()).toContain("sort=%2Bemail");
    await poll(() => rows.locator("td:nth-child(3)").allTextContents()).toEqual(all.map((a) => a.email));
  });

  test("a bad filter shows the API's reason under the search box, and a good one clears it", async () => {
    const { page, allow } = await suite.open("/settings/admins");
    allow(/status of 400/);
    const rows = page.locator(".admins-table tbody tr");
    await poll(() => rows.count()).toBeGreaterThan(0);
    const search = page.getByRole("textbox", { name: "Search admins" });
    await search.fill("nosuchfield = 1");
    await search.press("Enter");
    const reason = page.locator(".searchbar-message");
    await poll(() => reason.textContent()).toBe("Something went wrong while processing your request.");
    expect(await page.locator(".toast").count()).toBe(0);
    await page.getByRole("button", { name: "Clear", exact: true }).click();
    await poll(() => reason.count()).toBe(0);
    await poll(() => rows.count()).toBeGreaterThan(0);
  });

  test("server errors show under the email and password fields", async () => {
    const { page, allow } = await suite.open("/settings/admins");
    allow(/status of 400/);
    await page.getByRole("button", { name: "New admin" }).click();
    const panel = page.getByRole("dialog", { name: "New admin" });
    await panel.getByLabel("Email *").fill(ADMIN_EMAIL); // already taken
    await panel.getByLabel("Password *", { exact: true }).fill("1234567890");
    await panel.getByLabel("Password confirm *").fill("different-1");
    await panel.getByRole("button", { name: "Create" }).click();
    await errorUnder(page, "admin-email").waitFor();
    await errorUnder(page, "admin-password-confirm").waitFor();
    expect(await errorUnder(page, "admin-password").count()).toBe(0);
  });

  test("saving yourself refreshes the signed-in admin's avatar", async () => {
    const { page } = await suite.open("/settings/admins");
    await page.locator(".admins-table tbody tr").filter({ hasText: ADMIN_EMAIL }).click();
    const edit = page.getByRole("dialog", { name: "Edit admin" });
    await edit.getByLabel("Avatar 7").check({ force: true });
    await edit.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Successfully updated admin.").waitFor();
    await page.locator(".avatar-menu .avatar-7").waitFor();
  });
});

/** Adds `count` admins straight into the fixture copy (hashing 100 passwords through the API would take minutes). */
function addAdmins(dataDir: string, count: number) {
  const db = new DatabaseSync(join(dataDir, "data.db"));
  const { passwordHash } = db.prepare("SELECT passwordHash FROM _admins LIMIT 1").get() as {
    passwordHash: string;
  };
  const insert = db.prepare(
    "INSERT INTO _admins (id, avatar, email, tokenKey, passwordHash, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  for (let i = 0; i < count; i++) {
    const n = String(i).padStart(3, "0");
    const date = `2023-01-01 00:00:00.${n}Z`;
    insert.run(
      `bulkadmin${n}xyz`.slice(0, 15),
      i % 10,
      `bulk${n}@example.com`,
      `bulk-token-key-${n}`,
      passwordHash,
      date,
      date,
    );
  }
  db.close();
}

describe("admins: load more", () => {
  const suite = setupSettingsSuite({ beforeAll, afterAll, afterEach, expectNoErrors }, "embedded", {
    prepare: (dir) => addAdmins(dir, 120),
  });

  test("the first 100 show, 'Load more' appends the rest", async () => {
    const { page } = await suite.open("/settings/admins");
    const rows = page.locator(".admins-table tbody tr");
    await page.getByText("Showing 100 of 123").waitFor();
    await page.getByRole("button", { name: "Load more" }).click();
    await page.getByText("Showing 123 of 123").waitFor();
    expect(await rows.count()).toBe(123);
    expect(await page.getByRole("button", { name: "Load more" }).count()).toBe(0);
  });
});
