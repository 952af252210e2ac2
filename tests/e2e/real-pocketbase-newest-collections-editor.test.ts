/**
 * The collection panel on the newest real PocketBase (v0.23+ `fields` model) through
 * `pbdeck --backend URL`: a base collection created with one field of each type the server has
 * (read back through the SDK with the server's option names), edited (a field renamed, an option
 * changed, an index added, a rule set), saved unchanged (the server's collection stays as it was),
 * a refusal of the server shown under its field, deleted; a system collection offers no delete.
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { pocketBaseBinary, upsertSuperuser } from "../helpers/pocketbase-server.ts";
import { axeLightAndDark } from "./helpers/axe-audit.ts";
import { addField, typeCode } from "./helpers/collection-panel.ts";
import { setupSuite } from "./helpers/console-app.ts";
import { SUPERUSER_EMAIL, SUPERUSER_PASSWORD, signInAsSuperuser, superuserApi } from "./helpers/superuser.ts";

const hooks = { beforeAll, afterAll, afterEach, expectNoErrors: (e: string[]) => expect(e).toEqual([]) };
const newest = pocketBaseBinary("newest");

type Field = Record<string, unknown> & { name: string; type: string };
type ServerCollection = Record<string, unknown> & { id: string; name: string; fields: Field[] };

/** Opens the panel of the collection shown (after picking it in the sidebar). */
async function editCollection(page: Page, name: string): Promise<Locator> {
  await page
    .getByRole("complementary", { name: "Collections" })
    .getByRole("link", { name, exact: true })
    .click();
  await page.getByRole("heading", { name }).waitFor();
  await page.getByRole("button", { name: "Edit collection" }).click();
  const panel = page.getByRole("dialog", { name: "Edit collection" });
  await panel.waitFor();
  return panel;
}

/** The auth settings of a v0.23+ collection the test reads back. */
interface AuthSettings {
  authRule: string | null;
  passwordAuth: unknown;
  mfa: unknown;
  otp: unknown;
  authToken: unknown;
  oauth2: { enabled: boolean; providers: Array<Record<string, unknown>> };
}

const byName = (c: ServerCollection, name: string) => c.fields.find((f) => f.name === name);

describe("the collection panel on PocketBase v0.23+", () => {
  const suite = setupSuite(hooks, {
    empty: true,
    real: true,
    server: "newest",
    prepare: (dir) => upsertSuperuser(newest, dir, SUPERUSER_EMAIL, SUPERUSER_PASSWORD),
  });

  test("a base collection with one field of each type: created, edited, saved unchanged, refused, deleted", async () => {
    const w = await suite.page();
    w.allow(/status of 400/);
    const { page } = w;
    await signInAsSuperuser(page, suite.app());
    await page.getByRole("button", { name: "New collection" }).click();
    const panel = page.getByRole("dialog", { name: "New collection" });
    await panel.getByRole("textbox", { name: "Name", exact: true }).fill("things");
    // the server's system field and the created/updated autodates are there from the start
    expect(await panel.locator(".schema-field").evaluateAll((rows) => rows.length)).toBe(3);
    expect(await panel.getByLabel("Field name").first().getAttribute("readonly")).not.toBeNull();

    await addField(page, panel, "Plain text", "title").then(async (row) => {
      await row.getByLabel("Max length").fill("80");
      await row.getByLabel("Hidden").check();
      await row.getByLabel("Help text").fill("The title");
    });
    await addField(page, panel, "Rich editor", "body");
    await addField(page, panel, "Number", "score").then((row) =>
      row.getByLabel("Min", { exact: true }).fill("1"),
    );
    await addField(page, panel, "Bool", "done");
    await addField(page, panel, "Email", "contact");
    await addField(page, panel, "Url", "site");
    await addField(page, panel, "DateTime", "due");
    await addField(page, panel, "Select", "state").then((row) =>
      row.getByLabel("Choices").fill("open, closed"),
    );
    await addField(page, panel, "JSON", "meta");
    await addField(page, panel, "File", "attachment");
    await addField(page, panel, "Relation", "owner").then((row) =>
      row.getByRole("combobox", { name: "Collection", exact: true }).selectOption({ label: "users" }),
    );
    await addField(page, panel, "Autodate", "seen").then(async (row) => {
      await row.getByLabel("Set on update").check();
    });
    await addField(page, panel, "Geo point", "place");
    await addField(page, panel, "Password", "pin").then(async (row) => {
      await row.getByLabel("Min length").fill("4");
      await row.getByLabel("Max length").fill("8");
      await row.getByLabel("Regex pattern").fill("^[0-9]+$");
      await row.getByLabel("Bcrypt cost").fill("11");
    });
    expect(await axeLightAndDark(page, ".collection-panel")).toEqual([]);
    await panel.getByRole("button", { name: "Create", exact: true }).click();
    await page.getByText("Successfully created collection.").waitFor();

    const pb = await superuserApi(suite.app());
    const saved = (await pb.collections.getOne("things")) as unknown as ServerCollection;
    expect(saved.fields.map((f) => `${f.name}:${f.type}`)).toEqual([
      "id:text",
      "created:autodate",
      "updated:autodate",
      "title:text",
      "body:editor",
      "score:number",
      "done:bool",
      "contact:email",
      "site:url",
      "due:date",
      "state:select",
      "meta:json",
      "attachment:file",
      "owner:relation",
      "seen:autodate",
      "place:geoPoint",
      "pin:password",
    ]);
    expect(byName(saved, "id")).toMatchObject({ system: true, primaryKey: true });
    expect(byName(saved, "title")).toMatchObject({ max: 80, hidden: true, help: "The title" });
    expect(byName(saved, "score")).toMatchObject({ min: 1, onlyInt: false });
    expect(byName(saved, "state")).toMatchObject({ values: ["open", "closed"], maxSelect: 1 });
    expect(byName(saved, "owner")).toMatchObject({ collectionId: "_pb_users_auth_", maxSelect: 1 });
    expect(byName(saved, "updated")).toMatchObject({ onCreate: true, onUpdate: true });
    expect(byName(saved, "seen")).toMatchObject({ onCreate: true, onUpdate: true });
    expect(byName(saved, "pin")).toMatchObject({ min: 4, max: 8, pattern: "^[0-9]+$", cost: 11 });

    // edit: a field renamed, an option changed, an index added, a rule set
    const edit = await editCollection(page, "things");
    // by position: the filter on the input's value stops matching once it is renamed
    const score = edit.locator(".schema-field").nth(5);
    expect(await score.getByLabel("Field name").inputValue()).toBe("score");
    await score.getByLabel("Field name").fill("points");
    await score.getByRole("button", { name: "Options of points" }).click();
    await score.getByLabel("No decimals").check();
    await edit.getByRole("button", { name: "New index" }).click();
    const popup = page.getByRole("dialog", { name: "Create index" });
    await typeCode(
      popup.getByRole("textbox", { name: "Index definition", exact: true }),
      "CREATE INDEX idx_things_due ON things (due)",
    );
    await popup.getByRole("button", { name: "Set index" }).click();
    await edit.getByRole("tab", { name: "API Rules" }).click();
    await edit.getByRole("button", { name: "Unlock List/Search rule" }).click();
    await typeCode(edit.getByRole("textbox", { name: "List/Search rule", exact: true }), "done = true");
    await edit.getByRole("button", { name: "Save changes" }).click();
    // a rename asks for confirmation first
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByText("Successfully updated collection.").waitFor();
    const edited = (await pb.collections.getOne("things")) as unknown as ServerCollection;
    expect(byName(edited, "points")).toMatchObject({ id: byName(saved, "score")?.id, onlyInt: true, min: 1 });
    expect(edited.indexes).toEqual(["CREATE INDEX idx_things_due ON things (due)"]);
    expect(edited.listRule).toBe("done = true");

    // unchanged, the panel has nothing to save; a save of one flag changes that flag only:
    // what the form does not show (ids, generated patterns, help, hidden...) goes back as it was
    // the panel opens on the collection as the list brought it: no read of its own (as the dashboard)
    const reads: string[] = [];
    const countReads = (req: { method(): string; url(): string }) => {
      if (req.method() === "GET" && /\/api\/collections\/[^/?]+(\?|$)/.test(req.url())) reads.push(req.url());
    };
    page.on("request", countReads);
    const again = await editCollection(page, "things");
    page.off("request", countReads);
    expect(reads).toEqual([]);
    expect(await again.getByRole("button", { name: "Save changes" }).isDisabled()).toBe(true);
    const done = again.locator(".schema-field").nth(6);
    expect(await done.getByLabel("Field name").inputValue()).toBe("done");
    await done.getByRole("button", { name: "Options of done" }).click();
    await done.getByLabel("Presentable", { exact: false }).check();
    await again.getByRole("button", { name: "Save changes" }).click();
    await again.waitFor({ state: "detached" }); // the panel closes once saved (the last toast may still show)
    const after = (await pb.collections.getOne("things")) as unknown as ServerCollection;
    const withoutDates = ({ created: _c, updated: _u, ...rest }: ServerCollection) => rest;
    const expected = withoutDates(structuredClone(edited));
    for (const field of expected.fields as Field[]) if (field.name === "done") field.presentable = true;
    expect(withoutDates(after)).toEqual(expected);

    const reopened = await editCollection(page, "things");
    // the server's refusal shows under its input: a minimum length above the maximum (80)
    const title = reopened.locator(".schema-field").nth(3);
    expect(await title.getByLabel("Field name").inputValue()).toBe("title");
    await title.getByRole("button", { name: "Options of title" }).click();
    await title.getByLabel("Min length").fill("90");
    await reopened.getByRole("button", { name: "Save changes" }).click();
    const refused = title.locator(".field-error");
    await refused.first().waitFor();
    expect(await refused.allTextContents()).toEqual([expect.stringMatching(/Max length.*\S/)]);
    await reopened.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Yes" }).click();

    // duplicate: a new collection with the same fields (new ids) and indexes on its own table
    const source = await editCollection(page, "things");
    await source.getByRole("button", { name: "More collection options" }).click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    const copy = page.getByRole("dialog", { name: "New collection" });
    expect(await copy.getByRole("textbox", { name: "Name", exact: true }).inputValue()).toBe(
      "things_duplicate",
    );
    await copy.getByRole("button", { name: "Create", exact: true }).click();
    await copy.waitFor({ state: "detached" });
    const duplicate = (await pb.collections.getOne("things_duplicate")) as unknown as ServerCollection;
    expect(duplicate.fields.map((f) => `${f.name}:${f.type}`)).toEqual(
      (await pb.collections.getOne("things")).fields.map((f: Field) => `${f.name}:${f.type}`),
    );
    expect(byName(duplicate, "pin")).toMatchObject({ min: 4, max: 8, cost: 11 });
    expect(duplicate.indexes).toEqual([expect.stringMatching(/ON `things_duplicate` \(`due`\)/)]);

    // delete
    const del = await editCollection(page, "things");
    await del.getByRole("button", { name: "More collection options" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("button", { name: "Yes" }).click();
    await page.getByText('Successfully deleted collection "things".').waitFor();
    expect((await pb.collections.getFullList()).map((c) => c.name)).not.toContain("things");
  }, 120_000);

  test("a system collection opens without rename, duplicate or delete", async () => {
    const { page } = await suite.page();
    await signInAsSuperuser(page, suite.app());
    await page
      .getByRole("navigation", { name: "System collections" })
      .getByRole("link", { name: "_superusers" })
      .click();
    await page.getByRole("heading", { name: "_superusers" }).waitFor();
    await page.getByRole("button", { name: "Edit collection" }).click();
    const panel = page.getByRole("dialog", { name: "Edit collection" });
    await panel.waitFor();
    expect(
      await panel.getByRole("textbox", { name: "Name", exact: true }).getAttribute("readonly"),
    ).not.toBeNull();
    expect(await panel.getByRole("button", { name: "More collection options" }).count()).toBe(0);
    // its system fields are listed, locked
    const email = panel.locator(".schema-field").filter({ has: page.locator('input[value="email"]') });
    expect(await email.getByLabel("Field name").getAttribute("readonly")).not.toBeNull();
    expect(await axeLightAndDark(page, ".collection-panel")).toEqual([]);
  });

  test("a view collection created from a query, previewed by the server's dry run", async () => {
    const pb = await superuserApi(suite.app());
    await pb.collections.create({ name: "notes", type: "base", fields: [{ name: "title", type: "text" }] });
    await pb.collection("notes").create({ title: "a first note" });
    const w = await suite.page();
    w.allow(/status of 400/); // the dry run of a failing query
    const { page } = w;
    await signInAsSuperuser(page, suite.app());
    await page.getByRole("button", { name: "New collection" }).click();
    const panel = page.getByRole("dialog", { name: "New collection" });
    await panel.getByRole("textbox", { name: "Name", exact: true }).fill("note_titles");
    await panel.getByLabel("Type").selectOption({ label: "View collection" });
    expect(await panel.getByRole("tab").allTextContents()).toEqual(["Query", "API Rules"]);
    const query = panel.getByRole("textbox", { name: "Select query", exact: true });
    // the server's dry run (v0.37+) previews the fields and rows, or why the query fails
    const preview = panel.getByRole("region", { name: "Query preview" });
    await typeCode(query, "SELECT id, nope FROM notes");
    await preview.getByRole("alert").filter({ hasText: "The query fails: " }).waitFor();
    expect(await preview.getByRole("alert").textContent()).toContain("no such column: nope");
    await typeCode(query, "SELECT id, title FROM notes");
    await preview.getByText("title (text)").waitFor();
    await preview.getByText("a first note").waitFor();
    expect(await axeLightAndDark(page, ".collection-panel")).toEqual([]);
    await panel.getByRole("button", { name: "Create", exact: true }).click();
    await page.getByText("Successfully created collection.").waitFor();
    const view = (await pb.collections.getOne("note_titles")) as unknown as ServerCollection;
    expect(view).toMatchObject({ type: "view", viewQuery: "SELECT id, title FROM notes" });
    expect(view.fields.map((f) => f.name)).toEqual(["id", "title"]);
  });

  test("an auth collection's own options: MFA, OTP, a token lifetime, identity fields, an OAuth2 provider", async () => {
    const w = await suite.page();
    w.allow(/status of 400/);
    const { page } = w;
    const pb = await superuserApi(suite.app());
    await pb.collections.create({
      name: "members",
      type: "auth",
      fields: [{ name: "nick", type: "text" }],
      indexes: ["CREATE UNIQUE INDEX idx_members_nick ON members (nick)"],
    });
    await signInAsSuperuser(page, suite.app());

    // a new auth collection starts from the server's own blank one: its system fields and indexes
    await page.getByRole("button", { name: "New collection" }).click();
    const create = page.getByRole("dialog", { name: "New collection" });
    await create.getByRole("textbox", { name: "Name", exact: true }).fill("staff");
    await create.getByLabel("Type").selectOption({ label: "Auth collection" });
    await create.getByRole("button", { name: "Create", exact: true }).click();
    await create.waitFor({ state: "detached" });
    const staff = (await pb.collections.getOne("staff")) as unknown as ServerCollection;
    expect(staff.fields.map((f) => f.name)).toEqual([
      "id",
      "password",
      "tokenKey",
      "email",
      "emailVisibility",
      "verified",
      "created",
      "updated",
    ]);
    expect(staff.indexes).toEqual(expect.arrayContaining([expect.stringMatching(/ON `staff` \(`email`\)/)]));

    const panel = await editCollection(page, "members");
    await panel.getByRole("tab", { name: "API Rules" }).click();
    await typeCode(panel.getByRole("textbox", { name: "Auth rule", exact: true }), "verified = true");
    await panel.getByRole("tab", { name: "Options" }).click();
    const section = async (title: RegExp) => {
      await panel.getByRole("button", { name: title }).click();
    };
    await section(/^Password sign-in/);
    await panel.getByLabel("Identity fields").fill("email, nick");
    await section(/^Multi-factor authentication/);
    await panel.getByRole("switch", { name: "Require a second method after the first" }).check();
    await section(/^One-time password/);
    await panel.getByRole("switch", { name: "Enable sign-in with a code sent by email" }).check();
    await panel.getByLabel("Code length").fill("6");
    await section(/^Token lifetimes/);
    await panel.getByLabel("Auth token (seconds)").fill("3600");
    await section(/^OAuth2/);
    await panel.getByRole("switch", { name: "Enable OAuth2 sign-in" }).check();
    await panel.getByRole("button", { name: "Add provider" }).click();
    await panel.getByLabel("Provider name").fill("gitlab");
    await panel.getByLabel("Client ID").fill("client-1");
    await panel.getByLabel("Client secret").fill("secret-1");
    expect(await axeLightAndDark(page, ".collection-panel")).toEqual([]);
    await panel.getByRole("button", { name: "Save changes" }).click();
    await panel.waitFor({ state: "detached" });

    const saved = (await pb.collections.getOne("members")) as unknown as AuthSettings;
    expect(saved.authRule).toBe("verified = true");
    expect(saved.passwordAuth).toEqual({ enabled: true, identityFields: ["email", "nick"] });
    expect(saved.mfa).toMatchObject({ enabled: true });
    expect(saved.otp).toMatchObject({ enabled: true, length: 6 });
    expect(saved.authToken).toEqual({ duration: 3600 });
    expect(saved.oauth2).toMatchObject({
      enabled: true,
      providers: [{ name: "gitlab", clientId: "client-1" }],
    });
    expect(saved.oauth2.providers[0].clientSecret).toBeUndefined(); // never sent back

    // a refusal of the server under its input: a provider without its client id
    const again = await editCollection(page, "members");
    await again.getByRole("tab", { name: "Options" }).click();
    await again.getByRole("button", { name: /^OAuth2/ }).click();
    await again.getByLabel("Client ID").fill("");
    await again.getByRole("button", { name: "Save changes" }).click();
    await again
      .locator(".field-error")
      .filter({ has: page.getByLabel("Client ID") })
      .waitFor();
    // the secret, left empty, was kept by the server: only the id was refused
    expect(await again.locator(".field-error").count()).toBe(1);
  }, 90_000);
});
