import { readFileSync } from "node:fs";
import PocketBase from "pocketbase";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { axeLightAndDark } from "./helpers/axe-audit.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

async function admin(): Promise<PocketBase> {
  const pb = new PocketBase(suite.app().apiUrl);
  await pb.admins.authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD);
  return pb;
}

test("export: only the ticked collections go into the preview and the file", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.goto(`${suite.app().consoleUrl}#/settings/export-collections`);
  const picker = page.getByRole("group", { name: /Collections to export/ });
  await picker.getByText("Collections to export (11 of 11)").waitFor();
  expect(await axeLightAndDark(page, ".export-picker")).toEqual([]);
  await picker.getByRole("button", { name: "Select none" }).click();
  expect(await page.getByRole("button", { name: "Download as JSON" }).isDisabled()).toBe(true);
  await picker.getByLabel("demo2").check();
  await picker.getByLabel("users").check();
  await picker.getByText("Collections to export (2 of 11)").waitFor();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download as JSON" }).click(),
  ]);
  const exported = JSON.parse(readFileSync(await download.path(), "utf8")) as { name: string }[];
  expect(exported.map((c) => c.name).sort()).toEqual(["demo2", "users"]);
});

test("import: a file holding some collections merges them and keeps the others", async () => {
  const pb = await admin();
  const demo2 = await pb.collections.getOne("demo2");
  const before = (await pb.collections.getFullList()).map((c) => c.name).sort();
  const { page } = await suite.page({ signedIn: true });
  await page.goto(`${suite.app().consoleUrl}#/settings/import-collections`);
  const file = [{ ...demo2, listRule: "title != ''", created: undefined, updated: undefined }];
  await page.getByLabel("Collections", { exact: true }).fill(JSON.stringify(file, null, 2));
  const notice = page.getByRole("status").filter({ hasText: "This file holds 1 of 11 collections." });
  await notice.getByText("Delete missing would delete the 10 others", { exact: false }).waitFor();
  await notice.getByRole("button", { name: "Use Merge" }).click();
  expect(await page.getByLabel("Merge").isChecked()).toBe(true);
  await notice
    .getByText("only the collections in the file are imported; the 10 others stay as they are.", {
      exact: false,
    })
    .waitFor();

  await page.getByRole("button", { name: "Review" }).click();
  const dialog = page.getByRole("dialog", { name: "Side-by-side diff" });
  await dialog.getByRole("region", { name: "demo2 (Changed)" }).waitFor();
  expect(await dialog.getByRole("region").count()).toBe(1);
  await dialog.getByRole("button", { name: "Confirm and import" }).click();
  await dialog.waitFor({ state: "detached" });
  expect((await pb.collections.getOne("demo2")).listRule).toBe("title != ''");
  expect((await pb.collections.getFullList()).map((c) => c.name).sort()).toEqual(before);
});
