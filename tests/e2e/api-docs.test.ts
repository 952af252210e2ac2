import type { Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

const RECORD_TABS = ["List/Search", "View", "Create", "Update", "Delete", "Realtime"];
const AUTH_TABS = [
  "Auth with password",
  "Auth with OAuth2",
  "Auth refresh",
  "Request verification",
  "Confirm verification",
  "Request password reset",
  "Confirm password reset",
  "Request email change",
  "Confirm email change",
  "List auth methods",
  "List OAuth2 accounts",
  "Unlink OAuth2 account",
];
const DEMO1_FIELDS = [
  "text",
  "bool",
  "url",
  "select_one",
  "select_many",
  "file_one",
  "file_many",
  "number",
  "email",
  "datetime",
  "json",
  "rel_one",
  "rel_many",
];

/** Opens the records page of a collection, then its API docs panel. */
async function openDocs(page: Page, collectionId: string): Promise<Locator> {
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${collectionId}`);
  await page.locator(".list-footer").waitFor();
  await page.getByRole("button", { name: "API Preview" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.locator(".api-docs-tabs").waitFor();
  return dialog;
}

const tabLabels = (dialog: Locator) => dialog.locator(".api-docs-tabs").getByRole("tab").allTextContents();

/** Clicks a tab and checks that its endpoint shows: title, route with the collection, SDK call. */
async function visitTab(dialog: Locator, label: string, collection: string): Promise<void> {
  await dialog.locator(".api-docs-tabs").getByRole("tab", { name: label, exact: true }).click();
  await expect.poll(() => dialog.locator(".api-docs-title").textContent()).toBe(label);
  const path = (await dialog.locator(".api-docs-path").textContent()) ?? "";
  if (label === "Realtime") expect(path).toBe("/api/realtime");
  else expect(path).toContain(`/api/collections/${collection}/`);
  expect(await dialog.locator(".api-docs-method").textContent()).toMatch(/^(GET|POST|PATCH|DELETE|SSE)$/);
  expect(await dialog.locator(".api-docs-access").textContent()).toMatch(/^Access: ./);
  const example = await dialog.getByRole("region", { name: `${label} example` }).textContent();
  expect(example).toContain(`pb.collection('${collection}')`);
  expect(await dialog.locator(".api-docs-statuses").getByRole("tab").count()).toBeGreaterThan(0);
}

/** The text of the first (success) example response of the current tab. */
async function firstResponse(dialog: Locator): Promise<string> {
  await dialog.locator(".api-docs-statuses").getByRole("tab").first().click();
  return (await dialog.locator(".api-docs-statuses + [role=tabpanel]").textContent()) ?? "";
}

test("a base collection: six tabs, each documented; responses list the real fields", async () => {
  const { page } = await suite.page({ signedIn: true });
  const dialog = await openDocs(page, "wsmn24bux7wo113");
  expect(await tabLabels(dialog)).toEqual(RECORD_TABS);
  for (const label of RECORD_TABS) await visitTab(dialog, label, "demo1");

  await dialog.getByRole("tab", { name: "List/Search" }).click();
  // demo1 has every rule locked: admins only
  expect(await dialog.locator(".api-docs-access").textContent()).toBe("Access: Admins only.");
  const queryParams = await dialog
    .locator(".api-docs-section", { hasText: "Query parameters" })
    .locator("code")
    .allTextContents();
  expect(queryParams).toEqual(["page", "perPage", "sort", "filter", "expand", "fields", "skipTotal"]);
  const list = await firstResponse(dialog);
  for (const name of DEMO1_FIELDS) expect(list).toContain(`"${name}":`);
  expect(list).toContain('"collectionName": "demo1"');
  expect(list).toContain('"optionA"');

  await dialog.getByRole("tab", { name: "Create" }).click();
  const body = dialog.locator(".api-docs-section", { hasText: "Body parameters" });
  const bodyNames = await body.locator("code").allTextContents();
  expect(bodyNames).toEqual(["id", ...DEMO1_FIELDS]);
  expect(await body.locator("tr", { hasText: "select_many" }).textContent()).toContain("Array<String>");
  expect(await body.locator("tr", { hasText: "file_one" }).textContent()).toContain("File");
  const create = await dialog.getByRole("region", { name: "Create example" }).textContent();
  expect(create).toContain("pb.collection('demo1').create(data)");

  await dialog.getByRole("tab", { name: "Delete" }).click();
  await dialog.locator(".api-docs-statuses").getByRole("tab", { name: "204" }).click();
  await dialog.getByText("204 No Content: the response has no body.").waitFor();

  // the footer Close button closes the panel and focus returns to the page
  await dialog.locator(".panel-footer").getByRole("button", { name: "Close" }).click();
  await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
});

test("an auth collection adds the auth endpoints; rules and auth fields show", async () => {
  const { page } = await suite.page({ signedIn: true });
  const dialog = await openDocs(page, "_pb_users_auth_");
  expect(await tabLabels(dialog)).toEqual([...RECORD_TABS, ...AUTH_TABS]);
  for (const label of [...RECORD_TABS, ...AUTH_TABS]) await visitTab(dialog, label, "users");

  await dialog.getByRole("tab", { name: "View", exact: true }).click();
  expect(await dialog.locator(".api-docs-rule").textContent()).toBe("id = @request.auth.id");
  const view = await firstResponse(dialog);
  for (const name of ["username", "verified", "emailVisibility", "name", "avatar", "file", "rel"]) {
    expect(view).toContain(`"${name}":`);
  }
  await dialog.getByRole("tab", { name: "Create", exact: true }).click();
  // createRule is "" on users: everyone
  expect(await dialog.locator(".api-docs-access").textContent()).toBe("Access: Everyone, signed in or not.");
  const bodyNames = await dialog
    .locator(".api-docs-section", { hasText: "Body parameters" })
    .locator("code")
    .allTextContents();
  expect(bodyNames).toEqual([
    "id",
    "username",
    "email",
    "emailVisibility",
    "password",
    "passwordConfirm",
    "verified",
    "name",
    "avatar",
    "file",
    "rel",
  ]);

  await dialog.getByRole("tab", { name: "Auth with password" }).click();
  const auth = await firstResponse(dialog);
  expect(auth).toContain('"token":');
  expect(auth).toContain('"email": "test@example.com"');
  await dialog.getByRole("tab", { name: "List auth methods" }).click();
  const methods = await firstResponse(dialog);
  expect(methods).toContain('"usernamePassword": true');

  // keyboard: arrows move between tabs, Escape closes the panel
  const tabs = dialog.locator(".api-docs-tabs").getByRole("tab");
  await tabs.first().focus();
  await page.keyboard.press("ArrowDown");
  await expect.poll(() => tabs.nth(1).getAttribute("aria-selected")).toBe("true");
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("View");
  await page.keyboard.press("End");
  await expect.poll(() => dialog.locator(".api-docs-title").textContent()).toBe("Unlink OAuth2 account");
  await page.keyboard.press("Escape");
  await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
});

test("auth tabs hide with the collection's sign-in options", async () => {
  const { page } = await suite.page({ signedIn: true });
  // clients: email auth only (username and OAuth2 off)
  let dialog = await openDocs(page, "v851q4r790rhknl");
  expect(await tabLabels(dialog)).toEqual([
    ...RECORD_TABS,
    ...AUTH_TABS.filter((l) => l !== "Auth with OAuth2"),
  ]);
  await dialog.getByRole("tab", { name: "Auth with password" }).click();
  expect(await dialog.locator(".api-docs-section", { hasText: "Body parameters" }).textContent()).toContain(
    "The email of the record.",
  );
  await dialog.getByRole("tab", { name: "List auth methods" }).click();
  const methods = await firstResponse(dialog);
  expect(methods).toContain('"usernamePassword": false');
  expect(methods).toContain('"authProviders": []');
  await dialog.locator(".panel-footer").getByRole("button", { name: "Close" }).click();
  await expect.poll(() => page.getByRole("dialog").count()).toBe(0);

  // nologin: username, email and OAuth2 all off
  dialog = await openDocs(page, "kpv709sk2lqbqk8");
  expect(await tabLabels(dialog)).toEqual([
    ...RECORD_TABS,
    ...AUTH_TABS.filter((l) => l !== "Auth with OAuth2" && l !== "Auth with password"),
  ]);
});

test("a view collection: list/search and view only, with the view's fields", async () => {
  const { page } = await suite.page({ signedIn: true });
  const dialog = await openDocs(page, "v9gwnfh02gjq1q0");
  expect(await tabLabels(dialog)).toEqual(["List/Search", "View"]);
  for (const label of ["List/Search", "View"]) await visitTab(dialog, label, "view1");
  await dialog.getByRole("tab", { name: "List/Search" }).click();
  expect(await dialog.locator(".api-docs-rule").textContent()).toBe('@request.auth.id != "" && bool = true');
  const list = await firstResponse(dialog);
  for (const name of [...DEMO1_FIELDS, "created"]) expect(list).toContain(`"${name}":`);
  expect(list).toContain('"collectionName": "view1"');
  expect(list).not.toContain('"updated":');
});
