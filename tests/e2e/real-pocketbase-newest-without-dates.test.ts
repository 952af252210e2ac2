/**
 * v0.23+ collections made through the API with only the fields they were given (no `created`, no
 * `updated`), through `pbdeck --backend URL` on the newest real PocketBase: the records page lists them
 * newest row first (`-@rowid`, as PocketBase's own dashboard does) with only the columns that exist,
 * the record panel, the relation picker, the export and the API preview work on them. Beside: the logs
 * page names the superusers, and a JSON field's size limit is the field's `maxSize`.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { pocketBaseBinary, upsertSuperuser } from "../helpers/pocketbase-server.ts";
import { addField } from "./helpers/collection-panel.ts";
import { setupSuite } from "./helpers/console-app.ts";
import { SUPERUSER_EMAIL, SUPERUSER_PASSWORD, signInAsSuperuser, superuserApi } from "./helpers/superuser.ts";

const suite = setupSuite(
  { beforeAll, afterAll, afterEach, expectNoErrors: (e: string[]) => expect(e).toEqual([]) },
  {
    empty: true,
    real: true,
    server: "newest",
    prepare: (dir) => upsertSuperuser(pocketBaseBinary("newest"), dir, SUPERUSER_EMAIL, SUPERUSER_PASSWORD),
  },
);

let postsId = "";
let linksId = "";

beforeAll(async () => {
  const pb = await superuserApi(suite.app());
  // as the user made it: `id` and `title`, nothing else
  const posts = await pb.collections.create({ name: "posts", fields: [{ name: "title", type: "text" }] });
  postsId = posts.id;
  for (const title of ["first", "second", "third"]) await pb.collection("posts").create({ title });
  const links = await pb.collections.create({
    name: "links",
    fields: [
      { name: "label", type: "text" },
      { name: "post", type: "relation", collectionId: postsId, maxSelect: 1 },
    ],
  });
  linksId = links.id;
});

/** Records the list requests of a collection and any failed API answer. */
function watchRequests(page: Page, collectionId: string) {
  const sorts: Array<string | null> = [];
  const failures: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    // the list's pages (30) and the picker's (50), not the counts beside them
    const perPage = url.searchParams.get("perPage") ?? "";
    if (url.pathname === `/api/collections/${collectionId}/records` && ["30", "50"].includes(perPage))
      sorts.push(url.searchParams.get("sort"));
  });
  page.on("response", (res) => {
    if (res.url().includes("/api/collections/") && res.status() >= 400)
      failures.push(`${res.status()} ${res.url()}`);
  });
  return { sorts, failures };
}

test("a collection without created lists its rows newest first by row id, with only its own columns", async () => {
  const { page } = await suite.page();
  await signInAsSuperuser(page, suite.app());
  const seen = watchRequests(page, postsId);
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${postsId}`);
  const table = page.locator(".records-table");
  await table.locator("tbody tr").first().waitFor();
  expect(await table.locator("tbody td", { hasText: /^(first|second|third)$/ }).allTextContents()).toEqual([
    "third",
    "second",
    "first",
  ]);
  expect(seen.failures).toEqual([]);
  expect(seen.sorts).toEqual(["-@rowid"]);
  expect(await page.getByText("Something went wrong").count()).toBe(0);
  expect(await table.locator("thead th.col-sort").allTextContents()).toEqual(["id", "title"]);
  expect(await table.locator("tbody td.col-date").count()).toBe(0);
  await page.getByRole("button", { name: "Toggle columns" }).click();
  expect(await page.locator(".dropdown-check").allTextContents()).toEqual(["id", "title"]);
  await page.getByRole("button", { name: "Toggle columns" }).click();

  // a header sort is kept; a sort on a field the collection lacks falls back to the row id
  await table.getByRole("button", { name: "title" }).click();
  await expect.poll(() => seen.sorts.at(-1)).toBe("-title");
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${postsId}&sort=-created`);
  await expect.poll(() => seen.sorts.at(-1)).toBe("-@rowid");
  expect(seen.failures).toEqual([]);

  // the record panel: its id has no date hover text to make up
  await table.getByRole("cell", { name: "second" }).click();
  const panel = page.getByRole("dialog", { name: "Edit posts record" });
  expect(await panel.getByLabel("id").getAttribute("title")).toBeNull();
  await panel.getByLabel("title").fill("second, edited");
  await panel.getByRole("button", { name: "Save changes" }).click();
  await page.getByText("Successfully updated record.").waitFor();
  expect(seen.failures).toEqual([]);
});

test("the relation picker lists a collection without created", async () => {
  const { page } = await suite.page();
  await signInAsSuperuser(page, suite.app());
  const seen = watchRequests(page, postsId);
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${linksId}`);
  await page.locator(".list-footer, .state-panel").first().waitFor();
  await page.locator("header").getByRole("button", { name: "New record" }).click();
  const create = page.getByRole("dialog", { name: "New links record" });
  await create.getByRole("button", { name: "Open picker" }).click();
  const picker = page.getByRole("dialog", { name: "Select posts records" });
  await picker.locator(".picker-item").first().waitFor();
  expect(await picker.locator(".picker-item").count()).toBe(3);
  expect(seen.sorts).toEqual(["-@rowid"]);
  expect(seen.failures).toEqual([]);
  await picker.getByRole("button", { name: "Cancel" }).click();
});

test("the export writes the columns the collection has; the API preview names no created", async () => {
  const { page } = await suite.page();
  await signInAsSuperuser(page, suite.app());
  const seen = watchRequests(page, postsId);
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${postsId}`);
  await page.locator(".records-table tbody tr").first().waitFor();
  await page.getByRole("button", { name: "Export records" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Export as CSV" }).click();
  const csv = await readFile((await (await download).path()) ?? "", "utf8");
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe("id,title");
  expect(lines).toHaveLength(4);
  expect(seen.failures).toEqual([]);

  await page.getByRole("button", { name: "API Preview" }).click();
  const docs = page.getByRole("dialog", { name: /API/ });
  await docs.locator(".api-docs-tabs").waitFor();
  const text = (await docs.textContent()) ?? "";
  expect(text).not.toContain("-created");
  expect(text).not.toContain('"created"');
});

test("the logs page offers the superusers' requests by that name", async () => {
  const { page } = await suite.page();
  await signInAsSuperuser(page, suite.app());
  await page.goto(`${suite.app().consoleUrl}#/logs`);
  await page.getByRole("switch", { name: "Include requests by superusers" }).waitFor();
  expect(await page.getByText("Include requests by admins").count()).toBe(0);
});

test("a JSON field's size limit is the field's maxSize (empty: the server's default)", async () => {
  const { page } = await suite.page();
  await signInAsSuperuser(page, suite.app());
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${postsId}`);
  await page.getByRole("button", { name: "Edit collection" }).click();
  const panel = page.getByRole("dialog", { name: "Edit collection" });
  const row = await addField(page, panel, "JSON", "meta");
  const size = row.getByLabel("Max size (bytes)");
  expect(await size.inputValue()).toBe("");
  await size.fill("4096");
  await panel.getByRole("button", { name: "Save changes" }).click();
  await page.getByText("Successfully updated collection.").waitFor();
  const pb = await superuserApi(suite.app());
  const fields = (await pb.collections.getOne("posts")).fields as Array<Record<string, unknown>>;
  expect(fields.find((f) => f.name === "meta")).toMatchObject({ type: "json", maxSize: 4096 });
});
