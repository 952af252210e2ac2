import PocketBase from "pocketbase";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import type { Collection } from "../../shared/models.ts";
import { exportCollections } from "../../shared/schema/collections-export.ts";
import { axeLightAndDark } from "./helpers/axe-audit.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

type Loose = Record<string, unknown> & { name: string; schema: { name: string }[] };

async function admin(): Promise<PocketBase> {
  const pb = new PocketBase(suite.app().apiUrl);
  await pb.admins.authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD);
  return pb;
}

/** What must survive a Merge import of a file without demo3 and without demo2.active. */
async function keptState(pb: PocketBase) {
  const demo2 = await pb.collections.getOne("demo2");
  return {
    names: (await pb.collections.getFullList()).map((c) => c.name).sort(),
    demo2Fields: demo2.schema.map((f) => f.name),
    demo2Active: (await pb.collection("demo2").getList(1, 1, { filter: "active = true" })).totalItems,
    demo3Records: (await pb.collection("demo3").getList(1, 1)).totalItems,
  };
}

test("Merge lists what it keeps in the review and under 'already up-to-date'; nothing is deleted", async () => {
  const pb = await admin();
  const before = await keptState(pb);
  // fixture data: demo2 (title, active) has active set in 2 records; demo3 has 4 records
  expect(before.demo2Fields).toEqual(["title", "active"]);
  expect(before.demo2Active).toBe(2);
  expect(before.demo3Records).toBe(4);

  const live = JSON.parse(
    exportCollections((await pb.collections.getFullList(200)) as unknown as Collection[]),
  );
  const file = (live as Loose[])
    .filter((c) => c.name !== "demo3")
    .map((c) =>
      c.name === "demo2"
        ? { ...c, listRule: "title != 'kept'", schema: c.schema.filter((f) => f.name !== "active") }
        : c,
    );

  const { page } = await suite.page({ signedIn: true });
  await page.goto(`${suite.app().consoleUrl}#/settings/import-collections`);
  await page.getByRole("heading", { name: "Import collections" }).waitFor();
  await page.getByLabel("Collections", { exact: true }).fill(JSON.stringify(file, null, 2));
  const review = page.getByRole("button", { name: "Review" });
  const dialog = page.getByRole("dialog", { name: "Side-by-side diff" });
  const keptList = dialog.getByRole("list", { name: "Kept (not in the file)" });

  // Delete missing (the default): the deletions are warned about, nothing is listed as kept
  expect(await page.getByLabel("Delete missing").isChecked()).toBe(true);
  await review.click();
  await dialog.getByText('Collection "demo3" will be deleted', { exact: false }).waitFor();
  expect(await dialog.locator(".import-kept").count()).toBe(0);
  await dialog.locator(".panel-footer").getByRole("button", { name: "Close" }).click();
  await dialog.waitFor({ state: "detached" });

  // Merge: the review names the collection and the field the backend keeps, and why
  await page.getByLabel("Merge").check();
  await review.click();
  await dialog.getByRole("region", { name: "demo2 (Changed)" }).waitFor();
  expect(await keptList.getByRole("listitem").allTextContents()).toEqual([
    "demo2.active (bool)",
    "demo3.* (base, 2 fields)",
  ]);
  await dialog.getByText("Merge leaves these in place; only Delete missing deletes them.").waitFor();
  expect(await dialog.locator(".import-warnings").count()).toBe(0);
  expect(await axeLightAndDark(page, ".import-kept")).toEqual([]);
  expect(await keptState(pb)).toEqual(before);

  await dialog.getByRole("button", { name: "Confirm and import" }).click();
  await page.getByText("Successfully imported collections configuration.").waitFor();
  await dialog.waitFor({ state: "detached" });
  expect((await pb.collections.getOne("demo2")).listRule).toBe("title != 'kept'");
  expect(await keptState(pb)).toEqual(before);

  // the file is now in: up-to-date (Review stays off), with what the backend has beyond the file named
  await page.getByText("Your collections configuration is already up-to-date!").waitFor();
  expect(await review.isDisabled()).toBe(true);
  const pageKept = page.getByRole("list", { name: "Kept (not in the file)" });
  expect(await pageKept.getByRole("listitem").allTextContents()).toEqual([
    "demo2.active (bool)",
    "demo3.* (base, 2 fields)",
  ]);
  // Delete missing again: the same items become deletions to review, no longer "kept"
  await page.getByLabel("Delete missing").check();
  await page
    .getByText("Your collections configuration is already up-to-date!")
    .waitFor({ state: "detached" });
  expect(await page.locator(".import-kept").count()).toBe(0);
  expect(await review.isEnabled()).toBe(true);
  expect(await keptState(pb)).toEqual(before);
});
