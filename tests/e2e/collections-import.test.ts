import type { Page } from "playwright-core";
import PocketBase from "pocketbase";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import type { Collection } from "../../shared/models.ts";
import { exportCollections } from "../../shared/schema/collections-export.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

type Loose = Record<string, unknown> & { name: string; schema: Loose[] };

async function admin(): Promise<PocketBase> {
  const pb = new PocketBase(suite.app().apiUrl);
  await pb.admins.authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD);
  return pb;
}

async function liveExport(): Promise<Loose[]> {
  const pb = await admin();
  const list = await pb.collections.getFullList(200);
  return JSON.parse(exportCollections(list as unknown as Collection[])) as Loose[];
}

async function openImport(page: Page): Promise<void> {
  await page.goto(`${suite.app().consoleUrl}#/settings/import-collections`);
  await page.getByRole("heading", { name: "Import collections" }).waitFor();
}

async function paste(page: Page, collections: unknown): Promise<void> {
  await page.getByLabel("Collections", { exact: true }).fill(JSON.stringify(collections, null, 2));
}

test("bad input is reported as an invalid configuration with its reason, and Review stays off", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openImport(page);
  const review = page.getByRole("button", { name: "Review" });
  const area = page.getByLabel("Collections", { exact: true });
  const cases: [string, string][] = [
    ["{ not json", "not valid JSON"],
    ['{"name": "posts"}', "not a JSON array of collections"],
    ['[{"title": "a blog post"}]', 'item #1 is not a collection (it has no "name")'],
    ['[{"id": "posts0000000001", "name": "posts"}, {"name": "tags"}]', 'item #2 ("tags") has no "id"'],
  ];
  for (const [text, reason] of cases) {
    await area.fill(text);
    const alert = page.getByRole("alert").filter({ hasText: "Invalid collections configuration." });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(reason);
    expect(await review.isDisabled()).toBe(true);
  }
  await page.getByRole("button", { name: "Clear" }).click();
  expect(await area.inputValue()).toBe("");
});

test("a file of unrelated JSON is refused, the form is cleared and nothing is applied", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openImport(page);
  await page.getByLabel("Collections", { exact: true }).fill("[]");
  await page.getByLabel("Collections JSON file").setInputFiles({
    name: "package.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ name: "left-pad", version: "1.3.0", dependencies: {} })),
  });
  await page.locator(".toast").filter({ hasText: "Invalid collections configuration." }).waitFor();
  await page.getByText("package.json: not a JSON array of collections").waitFor();
  expect(await page.getByLabel("Collections", { exact: true }).inputValue()).toBe("");
  expect((await (await admin()).collections.getFullList()).length).toBe(11);
});

test("a 2 MB collections file with a broken item is refused with the item named, nothing applied", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openImport(page);
  const many: unknown[] = [];
  for (let size = 0, i = 0; size < 2 * 1024 * 1024; i++) {
    const item = {
      name: `bulk_${i}`,
      type: "base",
      schema: [{ name: "title", type: "text", options: { min: null, max: null, pattern: "" } }],
    };
    many.push(item);
    size += JSON.stringify(item).length + 1;
  }
  many.push({ type: "base", schema: [] });
  const text = JSON.stringify(many);
  expect(text.length).toBeGreaterThan(2 * 1024 * 1024);
  await page.getByLabel("Collections JSON file").setInputFiles({
    name: "big.json",
    mimeType: "application/json",
    buffer: Buffer.from(text),
  });
  await page.getByText(`big.json: item #${many.length} is not a collection (it has no "name")`).waitFor();
  expect((await (await admin()).collections.getFullList()).length).toBe(11);
});

test("the current configuration is already up-to-date; other ids for the same names can be replaced", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openImport(page);
  const current = await liveExport();
  await paste(page, current);
  await page.getByText("Your collections configuration is already up-to-date!").waitFor();
  expect(await page.getByRole("button", { name: "Review" }).isDisabled()).toBe(true);

  const renamed = current.map((c) => (c.name === "demo2" ? { ...c, id: "otherid00000001" } : c));
  await paste(page, renamed);
  const replace = page.getByRole("button", { name: "Replace with original ids" });
  await replace.waitFor();
  // nothing is rewritten until the button is clicked: matched by id, demo2 is a new collection
  await page
    .getByText("Your collections configuration is already up-to-date!")
    .waitFor({ state: "detached" });
  const review = page.getByRole("button", { name: "Review" });
  expect(await review.isDisabled()).toBe(false);
  await review.click();
  const dialog = page.getByRole("dialog", { name: "Side-by-side diff" });
  await dialog.getByRole("region", { name: "demo2 (Added)" }).waitFor();
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await dialog.waitFor({ state: "detached" });
  expect(await page.getByLabel("Collections", { exact: true }).inputValue()).toContain("otherid00000001");
  await replace.click();
  await replace.waitFor({ state: "detached" });
  await page.getByText("Your collections configuration is already up-to-date!").waitFor();
  const text = await page.getByLabel("Collections", { exact: true }).inputValue();
  expect(text).toContain(String(current.find((c) => c.name === "demo2")?.id));
  expect(text).not.toContain("otherid00000001");
});

test("Merge adds and changes collections, keeps the missing ones and counts nothing", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openImport(page);
  // watched from the import page on: the records page the sign-in lands on loads its rows on its own
  const recordRequests: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("/records")) recordRequests.push(req.url());
  });
  const file = (await liveExport())
    .filter((c) => c.name !== "demo3")
    .map((c) =>
      c.name === "demo2"
        ? {
            ...c,
            listRule: "title != 'x'",
            schema: [...c.schema, { id: "mrgnote1", name: "note", type: "text", options: {} }],
          }
        : c,
    );
  file.push({
    id: "impnotes0000001",
    name: "imported_notes",
    type: "base",
    system: false,
    schema: [
      {
        id: "impbody1",
        name: "body",
        type: "text",
        options: { min: null, max: null, pattern: "" },
      } as unknown as Loose,
    ],
    indexes: [],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    options: {},
  });
  await paste(page, file);
  await page.getByLabel("Merge").check();
  await page.getByRole("button", { name: "Review" }).click();
  const dialog = page.getByRole("dialog", { name: "Side-by-side diff" });
  await dialog.getByRole("region", { name: "imported_notes (Added)" }).waitFor();
  const demo2 = dialog.getByRole("region", { name: "demo2 (Changed)" });
  expect(await demo2.getByRole("row", { name: /listRule/ }).textContent()).toContain("listRule");
  expect(await demo2.getByRole("row", { name: /schema\.note/ }).textContent()).toContain("Added");
  expect(await dialog.getByRole("region", { name: /demo3/ }).count()).toBe(0);
  expect(await dialog.locator(".import-warnings").count()).toBe(0);

  await dialog.getByRole("button", { name: "Confirm and import" }).click();
  await page.getByText("Successfully imported collections configuration.").waitFor();
  await dialog.waitFor({ state: "detached" });
  expect(recordRequests).toEqual([]);
  const pb = await admin();
  const names = (await pb.collections.getFullList()).map((c) => c.name);
  expect(names).toContain("imported_notes");
  expect(names).toContain("demo3");
  const saved = await pb.collections.getOne("demo2");
  expect(saved.listRule).toBe("title != 'x'");
  expect(saved.schema.map((f) => f.name)).toEqual(["title", "active", "note"]);
});

test("Delete missing shows what each deletion destroys, the confirmation states the total, No keeps everything", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openImport(page);
  const file = (await liveExport())
    .filter((c) => c.name !== "demo5")
    .map((c) => {
      if (c.name === "demo2") {
        // the field goes with its index
        const indexes = (c.indexes as string[]).filter((i) => !i.includes("active"));
        return { ...c, indexes, schema: c.schema.filter((f) => f.name !== "active") };
      }
      if (c.name === "nologin") return { ...c, schema: c.schema.filter((f) => f.name !== "name") };
      return c;
    });
  await paste(page, file);
  // the choice is named (docs/differences-from-spec.md) and starts on Delete missing, the spec's default
  const mode = page.getByRole("group", { name: "Collections and fields missing from the import" });
  expect(await mode.getByLabel("Delete missing").isChecked()).toBe(true);
  expect(await mode.getByLabel("Merge").isChecked()).toBe(false);
  await page.getByLabel("Delete missing").check();
  await page.getByRole("button", { name: "Review" }).click();
  const dialog = page.getByRole("dialog", { name: "Side-by-side diff" });
  const warnings = dialog.locator(".import-warnings");
  // fixture data: demo5 has 2 records; demo2.active is true in 2 of 3; nologin.name is set in 1 of 3
  await warnings.getByText("In total 5 records would lose data.").waitFor();
  const items = await warnings.getByRole("listitem").allTextContents();
  expect(items).toEqual([
    'Field "demo2.active" will be deleted (2 records would lose data)',
    'Field "nologin.name" will be deleted (1 record would lose data)',
    'Collection "demo5" will be deleted (2 records would lose data)',
  ]);
  const field = dialog
    .getByRole("region", { name: "demo2 (Changed)" })
    .getByRole("row", { name: /schema\.active/ });
  expect(await field.textContent()).toContain("All stored data related to it will be deleted.");

  await dialog.getByRole("button", { name: "Confirm and import" }).click();
  const confirm = page.getByRole("alertdialog");
  await confirm
    .getByText("Do you really want to delete the following collection fields and their related records data:")
    .waitFor();
  expect(await confirm.getByRole("listitem").allTextContents()).toEqual([
    "demo2.active (izkl5z2s): 2 records",
    "nologin.name (x8zzktwe): 1 record",
    "demo5.*: 2 records",
    "In total 5 records would lose data.",
  ]);
  // the safe choice has the focus: Enter answers No
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("No");
  await page.keyboard.press("Enter");
  await confirm.waitFor({ state: "detached" });
  const pb = await admin();
  expect((await pb.collections.getFullList()).map((c) => c.name)).toContain("demo5");

  await dialog.getByRole("button", { name: "Confirm and import" }).click();
  await confirm.getByRole("button", { name: "Yes" }).click();
  await page.getByText("Successfully imported collections configuration.").waitFor();
  const names = (await pb.collections.getFullList()).map((c) => c.name);
  expect(names).not.toContain("demo5");
  expect((await pb.collections.getOne("demo2")).schema.map((f) => f.name)).toEqual(["title", "note"]);
  expect((await pb.collection("demo2").getList(1, 1)).totalItems).toBe(3);
  await page.getByText("Your collections configuration is already up-to-date!").waitFor();
});

test("a type change is counted, and the backend's refusal applies nothing", async () => {
  const { page, allow } = await suite.page({ signedIn: true });
  allow(/status of 400/);
  await openImport(page);
  const file = (await liveExport()).map((c) =>
    c.name === "demo3"
      ? {
          ...c,
          schema: c.schema.map((f) => (f.name === "title" ? { ...f, type: "number", options: {} } : f)),
        }
      : c,
  );
  await paste(page, file);
  await page.getByLabel("Merge").check();
  await page.getByRole("button", { name: "Review" }).click();
  const dialog = page.getByRole("dialog", { name: "Side-by-side diff" });
  await dialog
    .getByText('Field "demo3.title" changes type from text to number (4 records would lose data)')
    .waitFor();
  await dialog.getByRole("button", { name: "Confirm and import" }).click();
  const confirm = page.getByRole("alertdialog");
  await confirm.getByRole("button", { name: "Yes" }).click();
  // the refusal shows in the confirmation, which stays open for another answer
  await confirm.getByRole("alert").waitFor();
  expect(await confirm.getByRole("button", { name: "Yes" }).isEnabled()).toBe(true);
  await confirm.getByRole("button", { name: "No" }).click();
  const pb = await admin();
  const demo3 = await pb.collections.getOne("demo3");
  expect(demo3.schema.find((f) => f.name === "title")?.type).toBe("text");
  expect((await pb.collection("demo3").getList(1, 1)).totalItems).toBe(4);
});
