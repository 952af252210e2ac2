/**
 * The JSON field's size limit on the last real PocketBase v0.22.x through `pbdeck --backend URL`: the
 * server refuses a JSON field without `options.maxSize`, so the field's options have an input for it
 * (a new field starts with a size), and the server's error shows under it.
 */
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import type { Collection } from "../../shared/models.ts";
import { addField } from "./helpers/collection-panel.ts";
import { adminApi, setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite(
  { beforeAll, afterAll, afterEach, expectNoErrors: (e: string[]) => expect(e).toEqual([]) },
  { real: true, server: "v0.22" },
);

test("a JSON field's max size: offered with a default, the server's refusal under it, saved as typed", async () => {
  const watched = await suite.page({ signedIn: true });
  const { page } = watched;
  await page.getByRole("button", { name: "New collection" }).first().click();
  const panel = page.getByRole("dialog", { name: "New collection" });
  await panel.getByRole("textbox", { name: "Name", exact: true }).fill("documents");
  const row = await addField(page, panel, "JSON", "payload");
  const size = row.getByLabel("Max size (bytes)");
  expect(await size.inputValue()).toBe("2000000");

  // emptied: the server's own refusal shows under the input
  watched.allow(/status of 400 \(Bad Request\)/);
  await size.fill("");
  await panel.getByRole("button", { name: "Create", exact: true }).click();
  await row.locator(".field-message", { hasText: "Cannot be blank." }).waitFor();

  await size.fill("5000");
  await panel.getByRole("button", { name: "Create", exact: true }).click();
  await page.getByText("Successfully created collection.").waitFor();
  const pb = await adminApi(suite.app());
  const saved = (await pb.collections.getOne("documents")) as unknown as Collection;
  expect(saved.schema.map((f) => [f.name, f.type, f.options])).toEqual([
    ["payload", "json", { maxSize: 5000 }],
  ]);
});
