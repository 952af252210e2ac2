import PocketBase from "pocketbase";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { ADMIN_EMAIL, ADMIN_PASSWORD, setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

test("with meta.hideControls the collection editing controls are hidden", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.getByRole("button", { name: "Edit collection" }).waitFor();
  await page.getByRole("button", { name: "New collection" }).waitFor();

  const pb = new PocketBase(suite.app().apiUrl);
  await pb.admins.authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD);
  await pb.settings.update({ meta: { hideControls: true, appName: "Hidden" } });

  await page.reload();
  await page.getByRole("heading", { name: "clients" }).waitFor();
  await expect.poll(() => page.title()).toBe("clients - Hidden - pbdeck");
  expect(await page.getByRole("button", { name: "Edit collection" }).count()).toBe(0);
  expect(await page.getByRole("button", { name: "New collection" }).count()).toBe(0);
  await page.getByRole("button", { name: "New record" }).first().waitFor();
});
