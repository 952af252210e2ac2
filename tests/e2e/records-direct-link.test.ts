import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { setupSuite } from "./helpers/console-app.ts";
import { createPeople } from "./helpers/people-collection.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });
let collectionId = "";

beforeAll(async () => {
  collectionId = (await createPeople(suite.app().apiUrl)).id;
});

test("the address of an open record opens it again; the editor copies that link", async () => {
  const { page, context } = await suite.page({ signedIn: true });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: suite.app().apiUrl });
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${collectionId}`);
  await page.getByRole("row", { name: /person000000002/ }).click();
  const panel = page.getByRole("dialog", { name: "Edit people record" });
  await panel.waitFor();
  expect(new URL(page.url()).hash).toContain("recordId=person000000002");
  await panel.getByRole("button", { name: "Copy link to this record" }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(
    `${suite.app().consoleUrl}#/collections?collectionId=${collectionId}&recordId=person000000002`,
  );

  // a fresh tab on the copied address shows the same record in its editor
  const other = await context.newPage();
  await other.goto(link);
  const reopened = other.getByRole("dialog", { name: "Edit people record" });
  await reopened.waitFor();
  expect(await reopened.getByLabel("name").inputValue()).toBe("Bob, Jr.");
  expect(await reopened.getByLabel("id", { exact: true }).inputValue()).toBe("person000000002");
  await other.close();
});
