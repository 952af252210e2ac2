/**
 * Checks made before sending (record and admin forms), searchable single selects and relation
 * collection pickers, relation chips' hover text and the relation picker's loading rows.
 */
import type { Page, Request } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { adminApi, setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

const USERS = "_pb_users_auth_";
const DEMO1 = "wsmn24bux7wo113";

const api = () => adminApi(suite.app());

/** Records the create/update calls the page sends (none may leave while the form has errors). */
function watchWrites(page: Page): Request[] {
  const writes: Request[] = [];
  page.on("request", (req) => {
    if (["POST", "PATCH"].includes(req.method()) && req.url().includes("/api/")) writes.push(req);
  });
  return writes;
}

const messageUnder = (page: Page, inputId: string) =>
  page.locator(`.field:has([id="${inputId}"]) .field-message`);

test("a new record with a short id and no password is stopped before sending, errors under the fields", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${USERS}`);
  await page.getByRole("button", { name: "New record" }).first().click();
  const panel = page.getByRole("dialog", { name: "New users record" });
  await panel.getByLabel("id", { exact: true }).fill("short");
  await panel.getByLabel("Email").fill("checks@example.com");
  const writes = watchWrites(page);
  await panel.getByRole("button", { name: "Create" }).click();
  const idInput = await panel.getByLabel("id", { exact: true }).getAttribute("id");
  const passwordInput = await panel
    .getByRole("textbox", { name: "Password", exact: true })
    .getAttribute("id");
  await messageUnder(page, idInput ?? "")
    .getByText("Must be at least 15 characters.")
    .waitFor();
  await messageUnder(page, passwordInput ?? "")
    .getByText("Cannot be blank.")
    .waitFor();
  expect(writes).toEqual([]);

  // fixing them sends the record
  await panel.getByLabel("id", { exact: true }).fill("");
  await panel.getByRole("textbox", { name: "Password", exact: true }).fill("1234567890");
  await panel.getByLabel("Password confirm").fill("1234567890");
  await panel.getByRole("button", { name: "Create" }).click();
  await page.getByText("Successfully created record.").waitFor();
  expect(writes.length).toBe(1);
});

test("the admin form checks the email and the passwords before sending", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.goto(`${suite.app().consoleUrl}#/settings/admins`);
  await page.getByRole("button", { name: "New admin" }).click();
  const panel = page.getByRole("dialog", { name: "New admin" });
  await panel.getByLabel("Email *").fill("not-an-email");
  const writes = watchWrites(page);
  await panel.getByRole("button", { name: "Create" }).click();
  await messageUnder(page, "admin-email").getByText("Must be a valid email address.").waitFor();
  await messageUnder(page, "admin-password").getByText("Cannot be blank.").waitFor();
  await messageUnder(page, "admin-password-confirm").getByText("Cannot be blank.").waitFor();
  expect(writes).toEqual([]);
});

test("a single select with more than five choices is searchable; so is the relation collection picker", async () => {
  const pb = await api();
  const choices = ["red", "green", "blue", "cyan", "magenta", "yellow", "black"];
  const created = await pb.collections.create({
    name: "paints",
    type: "base",
    schema: [{ name: "colour", type: "select", options: { maxSelect: 1, values: choices } }],
  });
  const { page } = await suite.page({ signedIn: true });
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${created.id}`);
  await page.getByRole("button", { name: "New record" }).first().click();
  const panel = page.getByRole("dialog", { name: "New paints record" });
  const select = panel.getByRole("combobox", { name: "colour" });
  expect(await select.locator("option").count()).toBe(choices.length + 1);
  await panel.getByRole("searchbox", { name: "Search colour options" }).fill("ma");
  await expect.poll(() => select.locator("option").allTextContents()).toEqual(["- Select -", "magenta"]);
  await select.selectOption("magenta");
  await panel.getByRole("button", { name: "Create" }).click();
  await page.getByText("Successfully created record.").waitFor();
  expect((await pb.collection("paints").getFirstListItem("")).colour).toBe("magenta");

  await page.getByRole("button", { name: "Edit collection" }).click();
  const edit = page.getByRole("dialog", { name: "Edit collection" });
  await edit.getByRole("button", { name: "New field" }).click();
  await page.getByRole("menuitem", { name: "Relation", exact: true }).click();
  const search = edit.getByRole("searchbox", { name: "Search collections" });
  await search.fill("demo");
  const picker = edit.locator(".searchable-select select").last();
  const names = await picker.locator("option").allTextContents();
  expect(names[0]).toBe("Select collection *");
  expect(names.slice(1).length).toBeGreaterThan(0);
  expect(names.slice(1).every((n) => n.includes("demo"))).toBe(true);
});

test("relation chips show the related record's fields on hover; the picker shows 10 loading rows", async () => {
  const pb = await api();
  const { page } = await suite.page({ signedIn: true });
  const withRelation = await pb.collection(DEMO1).getFirstListItem('rel_one != ""');
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${DEMO1}`);
  const row = page.locator(".records-table tbody tr").filter({ hasText: withRelation.id });
  const chip = row.locator(".col-field.col-type-relation .chip").first();
  const title = (await chip.getAttribute("title")) ?? "";
  expect(title).toContain('"collectionName"');
  expect(title).toContain(`"id": "${withRelation.rel_one}"`);

  // hold the picker's list call to see its loading rows
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/api\/collections\/[^/]+\/records\?/, async (route) => {
    if (new URL(route.request().url()).searchParams.get("perPage") === "50") await held;
    await route.continue();
  });
  await row.click();
  const panel = page.getByRole("dialog", { name: "Edit demo1 record" });
  await panel.getByRole("button", { name: "Open picker" }).first().click();
  await expect.poll(() => page.locator(".picker-skeleton").count()).toBe(10);
  release();
  await expect.poll(() => page.locator(".picker-skeleton").count()).toBe(0);
  await expect.poll(() => page.locator(".picker-list .picker-item").count()).toBeGreaterThan(0);
});
