/**
 * The text field's pattern in the collection editor is checked as the server checks it (Go's
 * regexp, through re2js), in Go's words, with the checker loaded only once a pattern is typed.
 */
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { setupSuite } from "./helpers/console-app.ts";
import { poll } from "./helpers/logs-page.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

test("a{1001} is refused in Go's words and a(?i)b accepted; the checker loads on demand", async () => {
  const { page } = await suite.page({ signedIn: true });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  const checkerLoaded = () => scripts.some((url) => /\/go-regexp-[\w-]+\.js$/.test(url));
  await page.goto(`${suite.app().consoleUrl}#/collections`);
  await page.getByRole("button", { name: "New collection" }).click();
  const panel = page.getByRole("dialog", { name: "New collection" });
  await panel.waitFor();
  await panel.getByRole("button", { name: "New field" }).click();
  await page.getByRole("menuitem", { name: "Plain text" }).click();
  const input = panel.getByLabel("Regex pattern");
  await input.waitFor();
  expect(checkerLoaded()).toBe(false);

  await input.fill("a{1001}");
  const message = panel.locator(".field-message", { hasText: "error parsing regexp" });
  await message.waitFor();
  expect(await message.textContent()).toBe("error parsing regexp: invalid repeat count: `{1001}`");
  expect(await input.getAttribute("aria-invalid")).toBe("true");
  expect(checkerLoaded()).toBe(true);

  await input.fill("a(?i)b");
  await poll(() => input.getAttribute("aria-invalid")).toBe("false");
  expect(await message.count()).toBe(0);
});
