/** An opened dropdown cut off by the panel it is in scrolls into view (spec: dropdown auto-scroll, 180 ms). */
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

const DEMO2 = "sz5l5z67tg7gku0";

test("the New field menu, opened at the bottom edge of the collection panel, scrolls the panel to show all of it", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.setViewportSize({ width: 1280, height: 560 });
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${DEMO2}`);
  await page.getByRole("button", { name: "New collection" }).click();
  const panel = page.getByRole("dialog", { name: "New collection" });
  await panel.waitFor();
  const content = panel.locator(".panel-content");
  const trigger = panel.getByRole("button", { name: "New field" });
  // put the button at the bottom edge of the panel's visible area
  await content.evaluate((scroller) => {
    const button = scroller.querySelector<HTMLElement>('[aria-label="New field"]');
    if (!button) throw new Error("no New field button");
    const offset = button.getBoundingClientRect().bottom - scroller.getBoundingClientRect().bottom;
    scroller.scrollTop += offset + 4;
  });
  const before = await content.evaluate((scroller) => scroller.scrollTop);
  await trigger.click();
  const menu = page.getByRole("menu");
  await menu.waitFor();
  const hidden = () =>
    menu.evaluate((el) => {
      const scroller = el.closest(".panel-content") as HTMLElement;
      return Math.round(el.getBoundingClientRect().bottom - scroller.getBoundingClientRect().bottom);
    });
  // it opens below the visible area (the button sits at the bottom edge); the panel scrolls to show all of it
  await expect.poll(hidden, { timeout: 5000 }).toBeLessThanOrEqual(0);
  expect(await content.evaluate((scroller) => scroller.scrollTop)).toBeGreaterThan(before + 100);
  await page.getByRole("menuitem", { name: "Plain text", exact: true }).waitFor();
});
