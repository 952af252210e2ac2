/**
 * The console through `pbdeck --backend URL` in front of the real PocketBase v0.18.1 binary: the
 * installer on an empty server, sign-in, records (with a file) and the collection editor. The steps
 * and selectors are those of installer, sign-in, record-editor, record-fields and collection-editor.
 */
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import type { Collection } from "../../shared/models.ts";
import { printedConsoleUrl } from "../helpers/pbdeck-process.ts";
import { startSmtpPeer } from "../helpers/smtp-peer.ts";
import { addField, typeCode } from "./helpers/collection-panel.ts";
import { ADMIN_EMAIL, adminApi, type Suite, setupSuite } from "./helpers/console-app.ts";

const hooks = { beforeAll, afterAll, afterEach, expectNoErrors: (e: string[]) => expect(e).toEqual([]) };

describe("an empty server", () => {
  const suite = setupSuite(hooks, { empty: true, real: true });

  test("the installer creates the first admin and signs in", async () => {
    const w = await suite.page();
    w.allow(/status of 400/);
    const { page } = w;
    // a guest is sent to the installer while the server has no admin
    await page.goto(`${suite.app().consoleUrl}#/login`);
    await page
      .getByRole("heading", { name: "Create your first admin account in order to continue" })
      .waitFor();
    // pbdeck cannot guard the remote itself, and says so; its own address wants the printed link
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toContain(
        "pbdeck guards only its own address: until the first admin exists, anyone who can reach PocketBase 0.18.1",
      );
    await page.goto(await printedConsoleUrl(suite.app().pbdeck));
    await page
      .getByRole("heading", { name: "Create your first admin account in order to continue" })
      .waitFor();
    await page.getByLabel("Email").fill("first@example.com");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("1234567890");
    await page.getByLabel("Password confirm").fill("0987654321");
    await page.getByRole("button", { name: "Create and login" }).click();
    const mismatch = page.locator(".field-error .field-message");
    await mismatch.waitFor();
    await page.getByLabel("Password confirm").fill("1234567890");
    await page.getByRole("button", { name: "Create and login" }).click();
    await page.waitForURL(/\/_\/#\/collections/);
    await page.getByRole("link", { name: "users" }).waitFor();
    const res = await fetch(`${suite.app().apiUrl}/api/admins/auth-with-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ identity: "first@example.com", password: "1234567890" }),
    });
    expect(res.status).toBe(200);
  });
});

describe("the fixture", () => {
  const suite = setupSuite(hooks, { real: true });

  test("a guest is sent to the sign-in form; wrong credentials keep it; the right ones open the records", async () => {
    const w = await suite.page();
    w.allow(/status of 400/);
    const { page } = w;
    await page.goto(`${suite.app().consoleUrl}#/collections`);
    await page.getByRole("heading", { name: "Admin sign in" }).waitFor();
    expect(page.url()).toMatch(/#\/login$/);
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByText("Invalid login credentials.").waitFor();
    await page.getByLabel("Password").fill("1234567890");
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(/#\/collections/);
    await page.getByRole("link", { name: "demo1" }).waitFor();
    await page.getByRole("button", { name: `Account ${ADMIN_EMAIL}` }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.getByRole("heading", { name: "Admin sign in" }).waitFor();
  });

  test("records: list, open, create with a file, edit, delete", async () => {
    const DEMO3 = "wzlqyes4orhoygb";
    const { page } = await suite.page({ signedIn: true });
    await openRecords(suite, page, DEMO3);
    const titles = () => page.locator(".records-table tbody tr td:nth-child(3)").allTextContents();
    await expect.poll(titles).toContain("test1");

    await page.getByRole("button", { name: "New record" }).first().click();
    const editor = page.getByRole("dialog", { name: "New demo3 record" });
    await editor.getByLabel("title").fill("with files");
    await editor
      .getByLabel("Upload files")
      .setInputFiles([{ name: "hello.txt", mimeType: "text/plain", buffer: Buffer.from("hello") }]);
    await expect.poll(() => editor.locator(".file-new").count()).toBe(1);
    await editor.getByRole("button", { name: "Create" }).click();
    await page.getByText("Successfully created record.").waitFor();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);

    await page.getByRole("cell", { name: "with files" }).click();
    const edit = page.getByRole("dialog", { name: "Edit demo3 record" });
    const link = edit.getByRole("link", { name: /^hello_\w+\.txt$/ });
    await link.waitFor();
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/\/api\/files\/wzlqyes4orhoygb\/\w+\/hello_\w+\.txt$/);
    // the file is served by the real server, through the proxy
    expect(await (await fetch(new URL(href, suite.app().consoleUrl))).text()).toBe("hello");

    await edit.getByLabel("title").fill("edited with files");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Successfully updated record.").waitFor();
    await expect.poll(titles).toContain("edited with files");

    await page.getByRole("cell", { name: "edited with files" }).click();
    await edit.waitFor();
    await edit.getByRole("button", { name: "More record options" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByText("Do you really want to delete the selected record?").waitFor();
    await page.getByRole("button", { name: "Yes" }).click();
    await page.getByText("Successfully deleted record.").waitFor();
    await expect.poll(titles).not.toContain("edited with files");
    const pb = await adminApi(suite.app());
    expect(await pb.collection("demo3").getFullList({ filter: 'title ~ "with files"' })).toEqual([]);
  });

  test("the collection editor: create with fields, an index and a rule; edit; delete", async () => {
    const { page } = await suite.page({ signedIn: true });
    const pb = await adminApi(suite.app());
    await openRecords(suite, page, "sz5l5z67tg7gku0");
    await page.getByRole("button", { name: "New collection" }).click();
    const panel = page.getByRole("dialog", { name: "New collection" });
    await panel.getByRole("textbox", { name: "Name", exact: true }).fill("e2e posts");
    await panel.getByRole("button", { name: "New field" }).click();
    await page.getByRole("menuitem", { name: "Plain text" }).click();
    await panel.getByLabel("Field name").fill("the title");
    await panel.getByLabel("Max length").fill("50");
    await addField(page, panel, "Number", "score");
    await panel.getByLabel("Min", { exact: true }).fill("1");
    await addField(page, panel, "Select", "tags");
    await panel.getByLabel("Choices").fill("news, tech, fun");
    await addField(page, panel, "Relation", "author");
    await panel.getByRole("combobox", { name: "Collection", exact: true }).selectOption({ label: "users" });
    await addField(page, panel, "File", "cover");
    await panel.getByRole("button", { name: "New index" }).click();
    const popup = page.getByRole("dialog", { name: "Create index" });
    await popup.getByRole("button", { name: "the_title", exact: true }).click();
    await popup.getByLabel("Unique").check();
    await popup.getByRole("button", { name: "Set index" }).click();
    await panel.getByText("Unique constraints and indexes (1)").waitFor();
    await panel.getByRole("tab", { name: "API Rules" }).click();
    // a new collection's rules start locked (admins only)
    await panel.getByRole("button", { name: "Unlock List/Search rule" }).click();
    await typeCode(
      panel.getByRole("textbox", { name: "List/Search rule", exact: true }),
      "@request.auth.id != ''",
    );
    await panel.getByRole("button", { name: "Create", exact: true }).click();
    await page.getByText("Successfully created collection.").waitFor();
    const saved = (await pb.collections.getOne("e2e_posts")) as unknown as Collection;
    expect(saved.schema.map((f) => `${f.name}:${f.type}`)).toEqual([
      "the_title:text",
      "score:number",
      "tags:select",
      "author:relation",
      "cover:file",
    ]);
    expect(saved.schema[0].options).toMatchObject({ max: 50 });
    expect(saved.schema[2].options).toMatchObject({ maxSelect: 1, values: ["news", "tech", "fun"] });
    expect(saved.schema[3].options).toMatchObject({ collectionId: "_pb_users_auth_", maxSelect: 1 });
    expect(saved.listRule).toBe("@request.auth.id != ''");
    expect(saved.indexes).toHaveLength(1);
    expect(saved.indexes[0]).toMatch(/^CREATE UNIQUE INDEX `idx_\w+` ON `e2e_posts` \(`the_title`\)$/);
    await page.getByRole("heading", { name: "e2e_posts" }).waitFor();

    await page.getByRole("button", { name: "Edit collection" }).click();
    const edit = page.getByRole("dialog", { name: "Edit collection" });
    const score = edit.locator(".schema-field").filter({ has: page.locator('input[value="score"]') });
    await score.getByLabel("Field name").fill("points");
    await edit.getByRole("button", { name: "Save changes" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm collection changes" });
    await confirm.waitFor();
    expect((await confirm.locator("li").allTextContents()).map((t) => t.replace(/\s+/g, " "))).toEqual([
      "Renamed field score to points",
    ]);
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await page.getByText("Successfully updated collection.").waitFor();
    const renamed = (await pb.collections.getOne("e2e_posts")) as unknown as Collection;
    expect(renamed.schema.map((f) => f.name)).toEqual(["the_title", "points", "tags", "author", "cover"]);

    await page.getByRole("button", { name: "Edit collection" }).click();
    await edit.getByRole("button", { name: "More collection options" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page
      .getByText('Do you really want to delete collection "e2e_posts" and all its records?')
      .waitFor();
    await page.getByRole("button", { name: "Yes" }).click();
    await page.getByText('Successfully deleted collection "e2e_posts".').waitFor();
    await expect.poll(() => page.getByRole("link", { name: "e2e_posts" }).count()).toBe(0);
    expect((await pb.collections.getFullList()).map((c) => c.name)).not.toContain("e2e_posts");
  });

  test("the collection editor on the server's errors: an invalid rule, a duplicate name, a bad index, a bad view query", async () => {
    const w = await suite.page({ signedIn: true });
    w.allow(/status of 400/);
    const { page } = w;
    await openRecords(suite, page, "wzlqyes4orhoygb");
    await page.getByRole("button", { name: "Edit collection" }).click();
    const edit = page.getByRole("dialog", { name: "Edit collection" });
    await edit.getByRole("tab", { name: "API Rules" }).click();
    await typeCode(edit.getByRole("textbox", { name: "Create rule", exact: true }), "missing_field = 1");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await edit
      .locator(".rule-field.field-error")
      .getByText(/^Invalid filter rule\./)
      .waitFor();
    await edit
      .getByRole("tab", { name: /API Rules/ })
      .getByRole("img", { name: "Has errors" })
      .waitFor();
    expect(await edit.locator(".field-error").count()).toBe(1);
    await edit.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Yes" }).click();

    await page.getByRole("button", { name: "New collection" }).click();
    const panel = page.getByRole("dialog", { name: "New collection" });
    await panel.getByRole("textbox", { name: "Name", exact: true }).fill("demo1");
    await addField(page, panel, "Plain text", "title");
    await addField(page, panel, "Number", "title");
    await panel.getByRole("button", { name: "Create", exact: true }).click();
    await panel.getByText("Collection name must be unique (case insensitive).").waitFor();
    const second = panel.locator(".schema-field").nth(1);
    await expect.poll(() => second.locator(".field-message").textContent()).toBeTruthy();
    await second.getByLabel("Field name").fill("count");

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
    await panel.getByRole("button", { name: "Create", exact: true }).click();
    await page.getByText("Successfully created collection.").waitFor();

    await page.getByRole("button", { name: "New collection" }).click();
    const view = page.getByRole("dialog", { name: "New collection" });
    await view.getByRole("textbox", { name: "Name", exact: true }).fill("post_titles");
    await view.getByLabel("Type").selectOption({ label: "View collection" });
    await typeCode(view.getByRole("textbox", { name: "Select query", exact: true }), "select * from demo1");
    await view.getByRole("button", { name: "Create", exact: true }).click();
    await view.getByText(/^Invalid query - /).waitFor();
    await typeCode(
      view.getByRole("textbox", { name: "Select query", exact: true }),
      "select id, text as label from demo1",
    );
    await view.getByRole("button", { name: "Create", exact: true }).click();
    await page.getByText("Successfully created collection.").waitFor();
    const pb = await adminApi(suite.app());
    const saved = (await pb.collections.getOne("post_titles")) as unknown as Collection;
    expect(saved.type).toBe("view");
    expect(saved.schema.map((f) => f.name)).toEqual(["label"]);
    expect((await pb.collections.getOne("indexed")).schema.map((f) => f.name)).toEqual(["title", "count"]);
  });

  test("a password reset: the real server mails the link, the console opens it and sets the password", async () => {
    const peer = await startSmtpPeer();
    try {
      const pb = await adminApi(suite.app());
      // the link in the mail points at the console the admin uses: pbdeck's
      await pb.settings.update({
        meta: { appUrl: suite.app().pbdeck.url, senderName: "Acme", senderAddress: "noreply@acme.test" },
        smtp: { enabled: true, host: "127.0.0.1", port: peer.port, tls: false },
      });
      const { page } = await suite.page();
      await page.goto(`${suite.app().consoleUrl}#/request-password-reset`);
      await page.getByLabel("Email").fill("test3@example.com");
      await page.getByRole("button", { name: "Send recovery link" }).click();
      await page.getByText("Check test3@example.com for the recovery link.").waitFor();
      const mail = await peer.nextMail((m) => m.to.includes("test3@example.com"));
      const link = /https?:\/\/[^\s"<>]+confirm-password-reset\/[\w.-]+/.exec(mail.body)?.[0] ?? "";
      expect(link.startsWith(`${suite.app().pbdeck.url}/_/#/`)).toBe(true);
      await page.goto(link);
      await page.getByRole("heading", { name: "Reset your admin password" }).waitFor();
      await page.getByRole("textbox", { name: "New password", exact: true }).fill("new-password-3");
      await page.getByRole("textbox", { name: "New password confirm" }).fill("new-password-3");
      await page.getByRole("button", { name: "Set new password" }).click();
      await page.getByRole("heading", { name: "Admin sign in" }).waitFor();
      const signed = await fetch(`${suite.app().apiUrl}/api/admins/auth-with-password`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ identity: "test3@example.com", password: "new-password-3" }),
      });
      expect(signed.status).toBe(200);
    } finally {
      await peer.close();
    }
  });
});

async function openRecords(suite: Suite, page: Page, id: string) {
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${id}`);
  await page.locator(".list-footer, .state-panel").first().waitFor();
}
