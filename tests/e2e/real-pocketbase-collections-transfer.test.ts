import type { Page } from "playwright-core";
import PocketBase from "pocketbase";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import type { Collection } from "../../shared/models.ts";
import { exportCollections } from "../../shared/schema/collections-export.ts";
import { exportFieldsCollections } from "../../shared/schema/fields-export.ts";
import { toFieldsFormat } from "../../shared/schema/fields-to-v023.ts";
import { pocketBaseBinary, upsertSuperuser } from "../helpers/pocketbase-server.ts";
import { axeLightAndDark } from "./helpers/axe-audit.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, type ConsoleApp, setupSuite } from "./helpers/console-app.ts";
import { downloadExport } from "./helpers/export-download.ts";

const hooks = { beforeAll, afterAll, afterEach, expectNoErrors: (e: string[]) => expect(e).toEqual([]) };
const LONG = 60_000;
type Loose = Record<string, unknown>;
type FileCollection = Loose & { name: string; schema?: Loose[]; fields?: Loose[] };

/** The v0.22 server's export as its page wrote it, imported into 0.40.6 further down. */
let v022Export = "";

/** The real server's own list, as `GET /api/collections` sends it (v0.22 admin or 0.40.6 superuser). */
async function serverList(app: ConsoleApp, superuser: boolean): Promise<Collection[]> {
  const pb = await sdk(app, superuser);
  return (await pb.collections.getFullList({ batch: 200 })) as unknown as Collection[];
}

async function sdk(app: ConsoleApp, superuser: boolean): Promise<PocketBase> {
  const pb = new PocketBase(app.apiUrl);
  pb.autoCancellation(false);
  if (superuser) await pb.collection("_superusers").authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD);
  else await pb.admins.authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD);
  return pb;
}

/** Opens Export collections and returns the downloaded file's text. */
async function exportedText(page: Page, app: ConsoleApp): Promise<string> {
  await page.goto(`${app.consoleUrl}#/settings/export-collections`);
  await page.getByRole("heading", { name: "Export collections" }).waitFor();
  const { download, text } = await downloadExport(page);
  expect(download.suggestedFilename()).toBe("pb_schema.json");
  return text;
}

async function openImport(page: Page, app: ConsoleApp): Promise<void> {
  await page.goto(`${app.consoleUrl}#/settings/import-collections`);
  await page.getByRole("heading", { name: "Import collections" }).waitFor();
}

async function paste(page: Page, text: string): Promise<void> {
  // a whole export (30-60 kB) typed in at once: slow on a loaded machine, not a limit under test
  await page.getByLabel("Collections", { exact: true }).fill(text, { timeout: 30_000 });
}

function find(list: FileCollection[], name: string): FileCollection {
  const found = list.find((c) => c.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
}

describe("PocketBase v0.22.27 (schema)", () => {
  const suite = setupSuite(hooks, { real: true, server: "v0.22" });

  test("the export is the server's own list in the v0.18-v0.22 format", async () => {
    const { page } = await suite.page({ signedIn: true });
    v022Export = await exportedText(page, suite.app());
    const list = await serverList(suite.app(), false);
    expect(v022Export).toBe(exportCollections(list));
    const parsed = JSON.parse(v022Export) as FileCollection[];
    expect(parsed.length).toBe(11);
    expect(parsed.every((c) => Array.isArray(c.schema) && c.fields === undefined)).toBe(true);
  });

  test(
    "an edited export shows its diff and impact, and is applied",
    async () => {
      const { page } = await suite.page({ signedIn: true });
      const file = JSON.parse(v022Export) as FileCollection[];
      const demo2 = find(file, "demo2");
      demo2.listRule = "title != 'x'";
      // the field goes with its index; demo2.active is true in 2 of the fixture's 3 records
      demo2.indexes = ((demo2.indexes as string[]) ?? []).filter((i) => !i.includes("active"));
      demo2.schema = (demo2.schema ?? []).filter((f) => f.name !== "active");
      demo2.schema.push({
        id: "notev022field1",
        name: "note",
        type: "text",
        system: false,
        required: false,
        presentable: false,
        unique: false,
        options: { min: null, max: null, pattern: "" },
      });
      await openImport(page, suite.app());
      await paste(page, JSON.stringify(file, null, 4));
      await page.getByLabel("Delete missing").check();
      await page.getByRole("button", { name: "Review" }).click();
      const dialog = page.getByRole("dialog", { name: "Side-by-side diff" });
      const region = dialog.getByRole("region", { name: "demo2 (Changed)" });
      expect(await region.getByRole("row", { name: /schema\.note/ }).textContent()).toContain("Added");
      expect(await region.getByRole("row", { name: /listRule/ }).textContent()).toContain("title != 'x'");
      const warnings = dialog.locator(".import-warnings");
      await warnings.getByText("In total 2 records would lose data.").waitFor();
      expect(await warnings.getByRole("listitem").allTextContents()).toEqual([
        'Field "demo2.active" will be deleted (2 records would lose data)',
      ]);
      await dialog.getByRole("button", { name: "Confirm and import" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Yes" }).click();
      await page.getByText("Successfully imported collections configuration.").waitFor();
      const saved = (await sdk(suite.app(), false)).collections.getOne("demo2");
      const demo2Now = (await saved) as unknown as Collection;
      expect(demo2Now.listRule).toBe("title != 'x'");
      expect(demo2Now.schema.map((f) => f.name)).toEqual(["title", "note"]);
    },
    LONG,
  );

  test("a v0.23+ file with a geoPoint field is refused, naming it; Review stays off", async () => {
    const { page } = await suite.page({ signedIn: true });
    const file = toFieldsFormat(JSON.parse(v022Export)) as unknown as FileCollection[];
    find(file, "demo2").fields?.push({ name: "where", type: "geoPoint" });
    await openImport(page, suite.app());
    await paste(page, JSON.stringify(file, null, 2));
    const alert = page.getByRole("alert").filter({ hasText: "This backend cannot hold" });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      'collection "demo2" field "where": the geoPoint type does not exist before PocketBase v0.23',
    );
    expect(await page.getByRole("button", { name: "Review" }).isDisabled()).toBe(true);
  });

  test("axe: both pages, light and dark", async () => {
    const { page } = await suite.page({ signedIn: true });
    await page.goto(`${suite.app().consoleUrl}#/settings/export-collections`);
    await page.locator(".export-preview .cm-content").waitFor();
    expect(await axeLightAndDark(page, ".export-collections")).toEqual([]);
    await openImport(page, suite.app());
    await paste(page, v022Export);
    expect(await axeLightAndDark(page, ".import-collections")).toEqual([]);
  });
});

describe("PocketBase 0.40.6 (fields)", () => {
  const newest = pocketBaseBinary("newest");
  const suite = setupSuite(hooks, {
    empty: true,
    real: true,
    server: "newest",
    prepare: (dir) => upsertSuperuser(newest, dir, ADMIN_EMAIL, ADMIN_PASSWORD),
  });

  test("the export is the server's own list in the v0.23+ format, system collections included", async () => {
    const { page } = await suite.page({ signedIn: true });
    const text = await exportedText(page, suite.app());
    expect(text).toBe(exportFieldsCollections(await serverList(suite.app(), true)));
    const parsed = JSON.parse(text) as FileCollection[];
    expect(parsed.map((c) => c.name)).toEqual(
      expect.arrayContaining(["users", "_superusers", "_mfas", "_otps", "_authOrigins", "_externalAuths"]),
    );
    expect(parsed.every((c) => Array.isArray(c.fields) && c.schema === undefined)).toBe(true);
  });

  test(
    "a v0.22 export is converted (the page says so) and applied",
    async () => {
      const { page } = await suite.page({ signedIn: true });
      await openImport(page, suite.app());
      await paste(page, v022Export);
      await page
        .getByRole("status")
        .getByText(
          "The file was converted from the v0.18-v0.22 format (schema) to this server's v0.23+ format (fields), as PocketBase's own upgrade converts collections.",
        )
        .waitFor();
      await page.getByLabel("Merge").check();
      await page.getByRole("button", { name: "Review" }).click();
      const dialog = page.getByRole("dialog", { name: "Side-by-side diff" });
      await dialog.getByRole("region", { name: "demo1 (Added)" }).waitFor();
      await dialog.getByRole("region", { name: "users (Changed)" }).waitFor();
      // system collections are never deleted on v0.23+
      expect(await dialog.getByRole("region", { name: /_superusers/ }).count()).toBe(0);
      await dialog.getByRole("button", { name: "Confirm and import" }).click();
      await page.getByText("Successfully imported collections configuration.").waitFor();
      const list = await serverList(suite.app(), true);
      const names = list.map((c) => c.name);
      for (const name of JSON.parse(v022Export).map((c: FileCollection) => c.name))
        expect(names).toContain(name);
      const demo2 = list.find((c) => c.name === "demo2") as unknown as FileCollection;
      expect(demo2.fields?.map((f) => f.name)).toEqual(["id", "title", "active", "created", "updated"]);
    },
    LONG,
  );

  test(
    "an edited export shows its diff and impact, and is applied",
    async () => {
      const pb = await sdk(suite.app(), true);
      await pb.collection("demo2").create({ title: "active", active: true });
      await pb.collection("demo2").create({ title: "not active" });
      const { page } = await suite.page({ signedIn: true });
      const file = JSON.parse(await exportedText(page, suite.app())) as FileCollection[];
      const demo2 = find(file, "demo2");
      demo2.listRule = "title != 'y'";
      // the field goes with its index
      demo2.indexes = ((demo2.indexes as string[]) ?? []).filter((i) => !i.includes("active"));
      demo2.fields = (demo2.fields ?? []).filter((f) => f.name !== "active");
      demo2.fields.splice(2, 0, { name: "summary", type: "text" });
      await openImport(page, suite.app());
      await paste(page, JSON.stringify(file, null, 2));
      // the server's own format: nothing converted
      expect(await page.locator(".import-converted").count()).toBe(0);
      await page.getByRole("button", { name: "Review" }).click();
      const dialog = page.getByRole("dialog", { name: "Side-by-side diff" });
      const region = dialog.getByRole("region", { name: "demo2 (Changed)" });
      expect(await region.getByRole("row", { name: /schema\.summary/ }).textContent()).toContain("Added");
      expect(await region.getByRole("row", { name: /schema\.active/ }).textContent()).toContain("Deleted");
      expect(await region.getByRole("row", { name: /listRule/ }).textContent()).toContain("title != 'y'");
      const warnings = dialog.locator(".import-warnings");
      await warnings.getByText("In total 1 record would lose data.").waitFor();
      expect(await dialog.getByRole("region").count()).toBe(1);
      await dialog.getByRole("button", { name: "Confirm and import" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Yes" }).click();
      await page.getByText("Successfully imported collections configuration.").waitFor();
      const saved = (await pb.collections.getOne("demo2")) as unknown as FileCollection;
      expect(saved.listRule).toBe("title != 'y'");
      expect(saved.fields?.map((f) => f.name)).toEqual(["id", "title", "summary", "created", "updated"]);
    },
    LONG,
  );

  test(
    "the server's refusal is named by collection and field; nothing is imported",
    async () => {
      const w = await suite.page({ signedIn: true });
      w.allow(/status of 400/);
      const { page } = w;
      const file = JSON.parse(await exportedText(page, suite.app())) as FileCollection[];
      find(file, "demo2").fields?.push({ name: "owner", type: "relation", collectionId: "missing00000000" });
      await openImport(page, suite.app());
      await paste(page, JSON.stringify(file, null, 2));
      await page.getByRole("button", { name: "Review" }).click();
      const dialog = page.getByRole("dialog", { name: "Side-by-side diff" });
      await dialog.getByRole("button", { name: "Confirm and import" }).click();
      const refusal = dialog.getByRole("alert").filter({ hasText: "The backend refused the import" });
      await refusal.waitFor();
      expect(await refusal.textContent()).toContain('collection "demo2", field "owner"');
      const pb = await sdk(suite.app(), true);
      const demo2 = (await pb.collections.getOne("demo2")) as unknown as FileCollection;
      expect(demo2.fields?.map((f) => f.name)).not.toContain("owner");
    },
    LONG,
  );

  test("axe: both pages, light and dark", async () => {
    const { page } = await suite.page({ signedIn: true });
    await page.goto(`${suite.app().consoleUrl}#/settings/export-collections`);
    await page.locator(".export-preview .cm-content").waitFor();
    expect(await axeLightAndDark(page, ".export-collections")).toEqual([]);
    await openImport(page, suite.app());
    await paste(page, v022Export);
    await page.locator(".import-converted").waitFor();
    expect(await axeLightAndDark(page, ".import-collections")).toEqual([]);
  });
});
