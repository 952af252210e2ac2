import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

test("the admin token lives in localStorage and survives a reload", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.reload();
  await page.getByRole("link", { name: "demo1" }).waitFor();
  expect(page.url()).toMatch(/#\/collections/);
});

test("a 401 from the API logs out and goes to the sign-in page", async () => {
  const w = await suite.page({ signedIn: true });
  // the records list may be in flight beside the collections: a broken token is a guest there (403)
  w.allow(/status of 40[13]/);
  const { page } = w;
  // keep a readable, unexpired token but break its signature: the server answers 401
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem("pb_admin_auth") ?? "{}");
    stored.token = `${stored.token.slice(0, -4)}AAAA`;
    localStorage.setItem("pb_admin_auth", JSON.stringify(stored));
  });
  await page.reload();
  await page.getByRole("heading", { name: "Admin sign in" }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem("pb_admin_auth"))).toBeNull();
});

test("route changes reset the title; the sidebar highlights the current section", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.getByRole("link", { name: "Logs" }).click();
  await page.waitForURL(/#\/logs/);
  await expect.poll(() => page.title()).toBe("Request logs - acme_test - pbdeck");
  const current = page.getByRole("navigation", { name: "Main" }).locator('[aria-current="page"]');
  expect(await current.getAttribute("title")).toBe("Logs");
});
