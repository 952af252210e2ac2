/**
 * Records loaded by id come in batches (spec: `id="a" || id="b"` filters, batches of 50, a relation
 * field's 100): the relation field's chips and the picker's already selected records.
 */
import type { Page, Request } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { adminApi, setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

const TAGS = 120;
let tagsId = "";
let postsId = "";
let postId = "";

beforeAll(async () => {
  const pb = await adminApi(suite.app());
  const tags = await pb.collections.create({
    name: "batch_tags",
    type: "base",
    schema: [{ name: "name", type: "text", presentable: true, options: {} }],
  });
  tagsId = tags.id;
  const ids: string[] = [];
  for (let i = 0; i < TAGS; i++) {
    ids.push((await pb.collection(tags.id).create({ name: `tag ${String(i).padStart(3, "0")}` })).id);
  }
  const posts = await pb.collections.create({
    name: "batch_posts",
    type: "base",
    schema: [
      { name: "title", type: "text", options: {} },
      {
        name: "tags",
        type: "relation",
        options: { collectionId: tags.id, cascadeDelete: false, minSelect: null, maxSelect: null },
      },
    ],
  });
  postsId = posts.id;
  postId = (await pb.collection(posts.id).create({ title: "many tags", tags: ids })).id;
});

/**
 * The id filters the page sends for the tags, as the number of ids each asks for, and their page sizes
 * (one request per batch: a full batch asks for no second, empty page).
 */
function watchIdBatches(page: Page): { sizes: number[]; perPage: string[] } {
  const seen = { sizes: [] as number[], perPage: [] as string[] };
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    const filter = url.searchParams.get("filter") ?? "";
    if (!url.pathname.endsWith(`/api/collections/${tagsId}/records`) || !filter.startsWith('id="')) return;
    seen.sizes.push(filter.split("||").length);
    seen.perPage.push(url.searchParams.get("perPage") ?? "");
  });
  return seen;
}

test("a relation field loads its 120 records in batches of 100; the picker loads the selected ones in batches of 50", async () => {
  const { page } = await suite.page({ signedIn: true });
  const batches = watchIdBatches(page);
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${postsId}&recordId=${postId}`);
  const panel = page.getByRole("dialog", { name: "Edit batch_posts record" });
  const chips = panel.getByRole("list", { name: "tags selection" }).getByRole("listitem");
  await expect.poll(() => chips.filter({ hasText: "tag 119" }).count()).toBe(1);
  expect(await chips.count()).toBe(TAGS);
  expect(batches.sizes).toEqual([100, 20]);
  expect(batches.perPage).toEqual(["100", "100"]);

  batches.sizes.length = 0;
  batches.perPage.length = 0;
  await panel.getByRole("button", { name: "Open picker" }).click();
  const picker = page.getByRole("dialog", { name: "Select batch_tags records" });
  await picker.getByText(`(${TAGS})`).waitFor();
  // the selected chips show the records' labels, not bare ids
  const selected = picker.locator(".chips .chip");
  await expect.poll(() => selected.filter({ hasText: "tag 000" }).count()).toBe(1);
  expect(await selected.filter({ hasText: "tag 119" }).count()).toBe(1);
  expect(batches.sizes).toEqual([50, 50, 20]);
  expect(batches.perPage).toEqual(["50", "50", "50"]);
});
