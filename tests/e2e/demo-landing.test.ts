/**
 * `pbdeck --demo` as `npm start` runs it: the printed console address, signed in with the prefilled
 * demo admin, lands on the collection holding the demo data (not the empty `users`).
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { type CliServer, startCli } from "../cli/helpers/cli-process.ts";
import { freePort } from "../helpers/pbdeck-process.ts";
import { launchBrowser, openPage } from "./helpers/console-app.ts";

let demo: CliServer;

beforeAll(async () => {
  demo = await startCli(["--demo", "--no-open", "--http", `127.0.0.1:${await freePort()}`]);
});
afterAll(async () => {
  if (demo.child.exitCode === null) await demo.stop();
});

test("the demo sign-in lands on the posts collection with the demo rows", async () => {
  const browser = await launchBrowser();
  try {
    const { page, errors } = await openPage(browser);
    await page.goto(demo.consoleUrl);
    await page.getByRole("button", { name: "Login" }).click();
    // either an empty list or a filled one: the assertions below tell which
    await page.getByText(/^No records found\.$|^Showing \d+ of \d+$/).waitFor();
    expect(await page.title()).toMatch(/^posts\b/);
    // newest first: the four seeded posts
    const titles = await page.locator(".records-table tbody tr td:nth-child(3)").allTextContents();
    expect(titles).toEqual([
      "Release notes (draft)",
      "Filtering records",
      "Designing collections",
      "Welcome to pbdeck",
    ]);
    expect(await page.getByText("No records found.").count()).toBe(0);
    expect(errors()).toEqual([]);
  } finally {
    await browser.close();
  }
});
