import type { Locator, Page } from "playwright-core";
import PocketBase from "pocketbase";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import type { Collection } from "../../shared/models.ts";
import { addField, typeCode } from "./helpers/collection-panel.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

const DEMO2 = "sz5l5z67tg7gku0";

async function api(): Promise<PocketBase> {
  const pb = new PocketBase(suite.app().apiUrl);
  pb.autoCancellation(false);
  await pb.admins.authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD);
  return pb;
}

async function collection(nameOrId: string): Promise<Collection> {
  return (await (await api()).collections.getOne(nameOrId)) as unknown as Collection;
}

async function openRecords(page: Page, id = DEMO2) {
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${id}`);
  await page.locator(".list-footer, .state-panel").first().waitFor();
}

async function editCollection(page: Page, id = DEMO2): Promise<Locator> {
  await openRecords(page, id);
  await page.getByRole("button", { name: "Edit collection" }).click();
  const panel = page.getByRole("dialog", { name: "Edit collection" });
  await panel.waitFor();
  return panel;
}

async function newCollection(page: Page): Promise<Locator> {
  await openRecords(page);
  await page.getByRole("button", { name: "New collection" }).click();
  const panel = page.getByRole("dialog", { name: "New collection" });
  await panel.waitFor();
  return panel;
}

test("create a base collection with every field type, options and a unique index", async () => {
  const { page } = await suite.page({ signedIn: true });
  const panel = await newCollection(page);
  expect(await panel.getByRole("tab").allTextContents()).toEqual(["Fields", "API Rules"]);
  await panel.getByRole("textbox", { name: "Name", exact: true }).fill("e2e posts");
  expect(await panel.getByRole("textbox", { name: "Name", exact: true }).inputValue()).toBe("e2e_posts");

  await panel.getByRole("button", { name: "New field" }).click();
  expect(await page.getByRole("menuitem").allTextContents()).toEqual(
    [
      "Plain text",
      "Rich editor",
      "Number",
      "Bool",
      "Email",
      "Url",
      "DateTime",
      "Select",
      "File",
      "Relation",
      "JSON",
    ].map((label) => expect.stringContaining(label)),
  );
  await page.getByRole("menuitem", { name: "Plain text" }).click();
  expect(await panel.getByLabel("Field name").inputValue()).toBe("field");
  await panel.getByLabel("Field name").fill("the title");
  expect(await panel.getByLabel("Field name").inputValue()).toBe("the_title");
  await panel.getByLabel("Min length").fill("3");
  await panel.getByLabel("Max length").fill("50");
  await panel.getByLabel("Regex pattern").fill("^[a-z ]+$");
  await panel.locator(".schema-field").first().getByText("Nonempty").click();

  await addField(page, panel, "Rich editor", "body");
  await panel.getByLabel("Convert urls to relative ones").check();
  await addField(page, panel, "Number", "score");
  expect(await panel.getByLabel("Min length").count()).toBe(0); // one options panel at a time
  await panel.getByLabel("Min", { exact: true }).fill("1");
  await panel.getByLabel("Max", { exact: true }).fill("10");
  await panel.getByLabel("No decimals").check();
  await addField(page, panel, "Bool", "active");
  await addField(page, panel, "Email", "contact");
  await panel.getByLabel("Only domains").fill("example.com, test.com");
  expect(await panel.getByLabel("Except domains").isDisabled()).toBe(true);
  await addField(page, panel, "Url", "site");
  await panel.getByLabel("Except domains").fill("bad.com");
  await addField(page, panel, "DateTime", "published");
  await addField(page, panel, "Select", "tags");
  await panel.getByLabel("Choices").fill("news, tech, fun");
  await panel.getByRole("radio", { name: "Multiple" }).click();
  expect(await panel.getByLabel("Max select").inputValue()).toBe("3");
  await panel.getByLabel("Max select").fill("2");
  await addField(page, panel, "File", "images");
  await panel.getByRole("radio", { name: "Multiple" }).click();
  expect(await panel.getByLabel("Max files").inputValue()).toBe("99");
  await panel.getByLabel("Max file size (bytes)").fill("1048576");
  await panel.getByRole("button", { name: "Images", exact: true }).click();
  await panel.getByLabel("Thumb sizes").fill("100x100, 200x0");
  await panel.getByLabel("Protected").check();
  const rel = await addField(page, panel, "Relation", "author");
  expect(await rel.locator("select option").first().textContent()).toBe("Select collection *");
  expect(await rel.locator("select option").allTextContents()).not.toContain("view1");
  await panel.getByRole("combobox", { name: "Collection", exact: true }).selectOption({ label: "users" });
  await panel.getByLabel("Cascade delete").check();
  await addField(page, panel, "JSON", "meta");

  await panel.getByRole("button", { name: "New index" }).click();
  const popup = page.getByRole("dialog", { name: "Create index" });
  expect(await popup.getByRole("button", { name: "Set index" }).isDisabled()).toBe(true);
  expect(await popup.getByRole("button", { name: "Remove index" }).count()).toBe(0);
  await popup.getByRole("button", { name: "the_title", exact: true }).click();
  await popup.getByLabel("Unique").check();
  await popup.getByRole("button", { name: "Set index" }).click();
  await panel.getByText("Unique constraints and indexes (1)").waitFor();
  await panel.getByRole("button", { name: "Edit index Unique: the_title" }).waitFor();

  await panel.getByRole("button", { name: "Create", exact: true }).click();
  await page.getByText("Successfully created collection.").waitFor();
  await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
  const saved = await collection("e2e_posts");
  await page.waitForURL(new RegExp(`collectionId=${saved.id}`));
  await page.getByRole("heading", { name: "e2e_posts" }).waitFor();

  const byName = Object.fromEntries(saved.schema.map((f) => [f.name, f]));
  expect(saved.schema.map((f) => `${f.name}:${f.type}`)).toEqual([
    "the_title:text",
    "body:editor",
    "score:number",
    "active:bool",
    "contact:email",
    "site:url",
    "published:date",
    "tags:select",
    "images:file",
    "author:relation",
    "meta:json",
  ]);
  expect(byName.the_title).toMatchObject({
    required: true,
    options: { min: 3, max: 50, pattern: "^[a-z ]+$" },
  });
  expect(byName.body.options).toEqual({ convertUrls: true });
  expect(byName.score.options).toEqual({ min: 1, max: 10, noDecimal: true });
  expect(byName.contact.options).toMatchObject({ onlyDomains: ["example.com", "test.com"] });
  expect(byName.site.options).toMatchObject({ exceptDomains: ["bad.com"] });
  expect(byName.tags.options).toEqual({ maxSelect: 2, values: ["news", "tech", "fun"] });
  expect(byName.images.options).toMatchObject({
    maxSelect: 99,
    maxSize: 1048576,
    thumbs: ["100x100", "200x0"],
    protected: true,
  });
  expect((byName.images.options as { mimeTypes: string[] }).mimeTypes).toContain("image/png");
  expect(byName.author.options).toMatchObject({
    collectionId: "_pb_users_auth_",
    cascadeDelete: true,
    maxSelect: 1,
  });
  expect(saved.indexes).toHaveLength(1);
  expect(saved.indexes[0]).toMatch(/^CREATE UNIQUE INDEX `idx_\w{7}` ON `e2e_posts` \(`the_title`\)$/);
});

test("create an auth collection with its options", async () => {
  const { page } = await suite.page({ signedIn: true });
  const panel = await newCollection(page);
  await panel.getByRole("textbox", { name: "Name", exact: true }).fill("members");
  await panel.getByLabel("Type").selectOption({ label: "Auth collection" });
  expect(await panel.getByRole("tab").allTextContents()).toEqual(["Fields", "API Rules", "Options"]);
  await panel.getByText("System fields:").waitFor();
  expect(await panel.locator(".system-field").allTextContents()).toContain("emailVisibility");
  await addField(page, panel, "Plain text", "nickname");
  await panel.getByRole("tab", { name: "Options" }).click();
  const usernameSection = panel.getByRole("button", { name: /Username\/Password/ });
  expect(await usernameSection.textContent()).toContain("Enabled");
  await usernameSection.click();
  await panel.getByRole("switch", { name: "Enable username/password sign-in" }).uncheck();
  expect(await usernameSection.textContent()).toContain("Disabled");
  await panel.getByRole("button", { name: /Email\/Password/ }).click();
  await panel.getByLabel("Except domains").fill("spam.com");
  expect(await panel.getByLabel("Only domains").isDisabled()).toBe(true);
  await panel.getByLabel("Minimum password length").fill("12");
  await panel.getByLabel("Always require email").check();
  await panel.getByRole("button", { name: "Unlock Manage rule" }).click();
  await typeCode(panel.getByRole("textbox", { name: "Manage rule", exact: true }), "@request.auth.id != ''");
  await panel.getByRole("button", { name: "Create", exact: true }).click();
  await page.getByText("Successfully created collection.").waitFor();
  const saved = await collection("members");
  expect(saved.type).toBe("auth");
  expect(saved.options).toMatchObject({
    allowUsernameAuth: false,
    allowEmailAuth: true,
    allowOAuth2Auth: true,
    exceptEmailDomains: ["spam.com"],
    minPasswordLength: 12,
    requireEmail: true,
    manageRule: "@request.auth.id != ''",
  });
});

test("set, lock and reject API rules", async () => {
  const DEMO3 = "wzlqyes4orhoygb";
  const watched = await suite.page({ signedIn: true });
  const { page } = watched;
  watched.allow(/status of 400/);
  const panel = await editCollection(page, DEMO3);
  await panel.getByRole("tab", { name: "API Rules" }).click();
  await typeCode(panel.getByRole("textbox", { name: "List/Search rule", exact: true }), 'title != ""');
  await typeCode(panel.getByRole("textbox", { name: "Update rule", exact: true }), ""); // empty = everyone
  await panel.getByRole("button", { name: "Lock View rule" }).click(); // admins only
  await panel.getByRole("button", { name: "Save changes" }).click();
  await page.getByText("Successfully updated collection.").waitFor();
  expect(await collection(DEMO3)).toMatchObject({ listRule: 'title != ""', viewRule: null, updateRule: "" });

  const again = await editCollection(page, DEMO3);
  await again.getByRole("tab", { name: "API Rules" }).click();
  await again.getByRole("button", { name: "Lock List/Search rule" }).click();
  expect(await again.locator(".rule-locked").count()).toBe(2);
  await again.getByRole("button", { name: "Unlock List/Search rule" }).click(); // the text comes back
  const list = again.getByRole("textbox", { name: "List/Search rule", exact: true });
  await expect.poll(() => list.textContent()).toContain('title != ""');
  await typeCode(again.getByRole("textbox", { name: "Create rule", exact: true }), "missing_field = 1");
  await again.getByRole("button", { name: "Save changes" }).click();
  await again.locator(".rule-field.field-error").getByText("Invalid filter rule.").waitFor();
  await again
    .getByRole("tab", { name: /API Rules/ })
    .getByRole("img", { name: "Has errors" })
    .waitFor();
  expect(await again.locator(".field-error").count()).toBe(1);
});

test("rename fields and the collection, remove a field; records keep their data", async () => {
  const watched = await suite.page({ signedIn: true });
  const { page } = watched;
  const panel = await editCollection(page);
  const title = panel.locator(".schema-field").filter({ has: page.locator('input[value="title"]') });
  await title.getByLabel("Field name").fill("heading");
  const active = panel.locator(".schema-field").filter({ has: page.locator('input[value="active"]') });
  await active.getByRole("button", { name: "Options of active" }).click();
  await active.getByRole("button", { name: "Remove field" }).click();
  expect(await active.getByLabel("Field name").getAttribute("readonly")).not.toBeNull();
  await active.getByRole("button", { name: "Restore" }).click();
  expect(await active.getByLabel("Field name").getAttribute("readonly")).toBeNull();
  await active.getByRole("button", { name: "Remove field" }).click();
  await panel.getByRole("textbox", { name: "Name", exact: true }).fill("articles");

  await panel.getByRole("button", { name: "Save changes" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm collection changes" });
  await confirm.waitFor();
  await confirm
    .getByText(
      "If any of the collection changes is part of another collection rule, filter or view query, you'll have to update it manually!",
    )
    .waitFor();
  const items = (await confirm.locator("li").allTextContents()).map((t) => t.replace(/\s+/g, " "));
  expect(items).toEqual([
    "Renamed collection demo2 to articles",
    "Renamed field title to heading",
    "Removed field active",
  ]);
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await page.getByText("Successfully updated collection.").waitFor();

  const saved = await collection(DEMO2);
  expect(saved.name).toBe("articles");
  expect(saved.schema.map((f) => f.name)).toEqual(["heading"]);
  expect(saved.indexes.every((sql) => sql.includes("ON `articles`"))).toBe(true);
  const records = await (await api()).collection("articles").getFullList({ sort: "created" });
  expect(records.length).toBeGreaterThan(0);
  expect(records.map((r) => r.heading)).toContain("test1");
  await page.getByRole("heading", { name: "articles" }).waitFor();
  await page.getByRole("cell", { name: "test1", exact: true }).waitFor();
});

test("create a view collection from a query; an invalid query shows under the Query tab", async () => {
  const watched = await suite.page({ signedIn: true });
  const { page } = watched;
  watched.allow(/status of 400/);
  const panel = await newCollection(page);
  await panel.getByRole("textbox", { name: "Name", exact: true }).fill("post_titles");
  await panel.getByLabel("Type").selectOption({ label: "View collection" });
  expect(await panel.getByRole("tab").allTextContents()).toEqual(["Query", "API Rules"]);
  await typeCode(panel.getByRole("textbox", { name: "Select query", exact: true }), "select * from demo1");
  await panel.getByRole("button", { name: "Create", exact: true }).click();
  await panel.getByText(/^Invalid query - /).waitFor();
  await panel.getByRole("tab", { name: /Query/ }).getByRole("img", { name: "Has errors" }).waitFor();

  await typeCode(
    panel.getByRole("textbox", { name: "Select query", exact: true }),
    "select id, text as label from demo1",
  );
  await panel.getByRole("tab", { name: "API Rules" }).click();
  expect(await panel.getByRole("button", { name: /Unlock/ }).allTextContents()).toHaveLength(2);
  await panel.getByRole("button", { name: "Create", exact: true }).click();
  await page.getByText("Successfully created collection.").waitFor();
  const saved = await collection("post_titles");
  expect(saved.type).toBe("view");
  expect(saved.schema.map((f) => f.name)).toEqual(["label"]);
});

test("server errors: duplicate names and an invalid index show under their inputs", async () => {
  const watched = await suite.page({ signedIn: true });
  const { page } = watched;
  watched.allow(/status of 400/);
  const panel = await newCollection(page);
  await panel.getByRole("textbox", { name: "Name", exact: true }).fill("demo1");
  await addField(page, panel, "Plain text", "title");
  await addField(page, panel, "Number", "title");
  await panel.getByRole("button", { name: "Create", exact: true }).click();
  await panel.getByText("Collection name must be unique (case insensitive).").waitFor();
  const second = panel.locator(".schema-field").nth(1);
  await expect.poll(() => second.locator(".field-message").textContent()).toBeTruthy();
  await panel
    .getByRole("tab", { name: /Fields/ })
    .getByRole("img", { name: "Has errors" })
    .waitFor();
  await second.getByLabel("Field name").fill("count");
  expect(await second.locator(".field-message").count()).toBe(0);

  await panel.getByRole("textbox", { name: "Name", exact: true }).fill("indexed");
  await panel.getByRole("button", { name: "New index" }).click();
  const popup = page.getByRole("dialog", { name: "Create index" });
  await typeCode(
    popup.getByRole("textbox", { name: "Index definition", exact: true }),
    "CREATE INDEX idx_bad ON indexed (missing_column)",
  );
  await popup.getByRole("button", { name: "Set index" }).click();
  await panel.getByRole("button", { name: "Create", exact: true }).click();
  const chip = panel.locator(".index-chip");
  await expect.poll(() => chip.getAttribute("class")).toContain("chip-error");
  await chip.click();
  const update = page.getByRole("dialog", { name: "Update index" });
  await update.locator(".field-message").waitFor();
  await update.getByRole("button", { name: "Remove index" }).click();
  await panel.getByText("Unique constraints and indexes (0)").waitFor();
  await panel.getByRole("button", { name: "Create", exact: true }).click();
  await page.getByText("Successfully created collection.").waitFor();
});

test("duplicate and delete from the more menu; closing with changes asks first", async () => {
  const { page } = await suite.page({ signedIn: true });
  const panel = await editCollection(page, "wzlqyes4orhoygb");
  await panel.getByRole("textbox", { name: "Name", exact: true }).fill("demo3_changed");
  await panel.getByRole("button", { name: "Cancel" }).click();
  await page.getByText("You have unsaved changes. Do you really want to close the panel?").waitFor();
  await page.getByRole("button", { name: "No" }).click();
  await panel.getByRole("textbox", { name: "Name", exact: true }).fill("demo3");
  await panel.getByRole("button", { name: "More collection options" }).click();
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  const copy = page.getByRole("dialog", { name: "New collection" });
  await copy.waitFor();
  expect(await copy.getByRole("textbox", { name: "Name", exact: true }).inputValue()).toBe("demo3_duplicate");
  await copy.getByRole("button", { name: "Create", exact: true }).click();
  await page.getByText("Successfully created collection.").waitFor();
  const dup = await collection("demo3_duplicate");
  expect(dup.schema.map((f) => f.name)).toEqual(["title", "files"]);

  await page.getByRole("button", { name: "Edit collection" }).click();
  const edit = page.getByRole("dialog", { name: "Edit collection" });
  await edit.getByRole("button", { name: "More collection options" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page
    .getByText('Do you really want to delete collection "demo3_duplicate" and all its records?')
    .waitFor();
  await page.getByRole("button", { name: "Yes" }).click();
  await page.getByText('Successfully deleted collection "demo3_duplicate".').waitFor();
  await expect.poll(() => page.getByRole("link", { name: "demo3_duplicate" }).count()).toBe(0);
  await expect.poll(() => page.url()).not.toContain(dup.id);
});
