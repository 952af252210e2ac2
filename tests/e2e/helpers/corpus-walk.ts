/**
 * Walks every collection of a server's data in the console, as a new user would: the records list (rows
 * or its empty state, no error toast), every record in its panel, the API preview, and the editor (it
 * opens with nothing to save; a save of one flag changes that flag only on the server).
 */
import type { Locator, Page } from "playwright-core";
import type PocketBase from "pocketbase";
import { expect } from "vitest";

type ServerCollection = Record<string, unknown> & { id: string; name: string; type: string };

/** What the walk visited. */
export interface CorpusCounts {
  collections: number;
  records: number;
  /** Collections saved through the editor (one flag changed). */
  saved: number;
}

/** The rows the records page shows on its first page. */
const FIRST_PAGE = 30;

/**
 * An index statement with its layout made one line: v0.22 rebuilds the statements of a collection it saves
 * (`(`book`, `member`)` comes back as `(\n  `book`,\n  `member`\n)`, also for a save through its own API).
 */
function indexText(sql: string): string {
  return sql.replace(/\s+/g, " ").replace(/\( /g, "(").replace(/ \)/g, ")");
}

/** The server's copy of a collection, without the save's timestamp, its index statements on one line. */
async function serverCopy(pb: PocketBase, id: string): Promise<Record<string, unknown>> {
  const { updated: _updated, ...rest } = (await pb.send(`/api/collections/${id}`, {})) as ServerCollection;
  const indexes = Array.isArray(rest.indexes) ? (rest.indexes as string[]).map(indexText) : rest.indexes;
  return { ...rest, indexes };
}

async function expectNoErrorToast(page: Page, where: string): Promise<void> {
  expect(await page.locator(".toast-error").allTextContents(), where).toEqual([]);
}

/** Opens the records page of a collection and waits for its rows or its empty state. */
async function openList(page: Page, consoleUrl: string, collection: ServerCollection, total: number) {
  await page.goto(`${consoleUrl}#/collections?collectionId=${collection.id}`);
  await page.getByRole("heading", { name: collection.name, exact: true }).waitFor();
  const rows = page.locator(".records-table tbody tr");
  if (total === 0) await page.getByText("No records found.").waitFor();
  else await expect.poll(() => rows.count(), { message: collection.name }).toBe(Math.min(total, FIRST_PAGE));
  await expectNoErrorToast(page, `${collection.name}: list`);
}

/** Opens each record by its link and waits for its panel (a view's records open read-only). */
async function openRecords(page: Page, consoleUrl: string, collection: ServerCollection, ids: string[]) {
  for (const id of ids) {
    await page.goto(`${consoleUrl}#/collections?collectionId=${collection.id}&recordId=${id}`);
    const name =
      collection.type === "view" ? `${collection.name} record preview` : `Edit ${collection.name} record`;
    const panel = page.getByRole("dialog", { name });
    if (collection.type === "view") await panel.getByText(id, { exact: true }).first().waitFor();
    else await expect.poll(() => panel.getByLabel("id", { exact: true }).inputValue()).toBe(id);
    await expectNoErrorToast(page, `${collection.name}: record ${id}`);
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
  }
}

async function openApiPreview(page: Page, collection: ServerCollection) {
  await page.getByRole("button", { name: "API Preview" }).click();
  const docs = page.getByRole("dialog", { name: `${collection.name} API ${collection.type}` });
  await docs.locator(".api-docs-tabs").waitFor();
  await docs.getByRole("button", { name: "Close" }).last().click();
  await docs.waitFor({ state: "detached" });
}

async function openEditor(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Edit collection" }).click();
  const panel = page.getByRole("dialog", { name: "Edit collection" });
  await panel.getByRole("button", { name: "Save changes" }).waitFor();
  return panel;
}

/**
 * The editor opens with nothing to save. Where a field has options, its Presentable flag is flipped and
 * saved: the server's copy is then the one before with that flag flipped, nothing else (one save per
 * collection: v0.22 names the migration it writes for a save by the second, so two saves of one
 * collection within a second collide there).
 */
async function saveOneFlag(page: Page, pb: PocketBase, collection: ServerCollection): Promise<boolean> {
  const before = await serverCopy(pb, collection.id);
  const panel = await openEditor(page);
  const save = panel.getByRole("button", { name: "Save changes" });
  expect(await save.isDisabled(), `${collection.name}: nothing to save on opening`).toBe(true);
  const options = panel.getByRole("button", { name: /^Options of / });
  if (collection.type === "view" || (await options.count()) === 0) {
    await panel.getByRole("button", { name: "Cancel" }).click();
    await panel.waitFor({ state: "detached" });
    expect(await serverCopy(pb, collection.id), collection.name).toEqual(before);
    return false;
  }
  const name = ((await options.first().getAttribute("aria-label")) ?? "").replace(/^Options of /, "");
  await options.first().click();
  const presentable = panel.getByLabel("Presentable", { exact: false });
  const flag = await presentable.isChecked();
  await presentable.setChecked(!flag);
  await save.click();
  await panel.waitFor({ state: "detached" });
  await expectNoErrorToast(page, `${collection.name}: editor`);
  const expected = structuredClone(before);
  const fields = (expected.fields ?? expected.schema) as Array<{ name: string; presentable: boolean }>;
  const field = fields.find((f) => f.name === name);
  expect(field, `${collection.name}: field ${name}`).toBeDefined();
  if (field) field.presentable = !flag;
  expect(await serverCopy(pb, collection.id), collection.name).toEqual(expected);
  return true;
}

/**
 * Walks every collection the server lists (system ones too) and returns the counts visited.
 * `pb` is signed in as the server's admin or superuser (to read the records and the collections).
 */
export async function walkCorpus(page: Page, consoleUrl: string, pb: PocketBase): Promise<CorpusCounts> {
  const collections = (await pb.collections.getFullList({
    requestKey: null,
  })) as unknown as ServerCollection[];
  let records = 0;
  let saved = 0;
  for (const collection of collections) {
    const list = await pb.collection(collection.id).getFullList({ fields: "id", requestKey: null });
    const ids = list.map((record) => record.id);
    try {
      await openList(page, consoleUrl, collection, ids.length);
      await openApiPreview(page, collection);
      if (await saveOneFlag(page, pb, collection)) saved++;
      await openRecords(page, consoleUrl, collection, ids);
    } catch (err) {
      // the collection that broke, in the failure's first line
      if (err instanceof Error) err.message = `collection ${collection.name}: ${err.message}`;
      throw err;
    }
    records += ids.length;
  }
  return { collections: collections.length, records, saved };
}
