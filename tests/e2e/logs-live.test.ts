import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import {
  columnTexts,
  countGenerated,
  FIXTURE_GUEST_ROWS,
  FIXTURE_ONLY,
  GENERATED_ONLY,
  guestRequest,
  isError,
  isGuest,
  poll,
  setupLogsSuite,
  urlTexts,
} from "./helpers/logs-page.ts";

const { suite, open } = setupLogsSuite();
const hint = async (page: Page) =>
  Number((await page.locator(".logs-chart-hint").textContent())?.match(/(\d+) log\(s\)/)?.[1] ?? Number.NaN);

test("presets show the last 15 min, 1 h, 24 h or 7 d, combined with the filter", async () => {
  const { page } = await suite.page({ signedIn: true });
  const path = `/api/e2e-preset-${Date.now()}`;
  await guestRequest(suite.app().apiUrl, path);
  await open(page, { filter: FIXTURE_ONLY });
  await page.getByText(`Showing 30 of ${FIXTURE_GUEST_ROWS}`).waitFor();
  for (const label of ["15 min", "1 h", "24 h", "7 d"]) {
    await page.getByRole("button", { name: label, exact: true }).click();
    await page.getByText("No logs found.").waitFor(); // the fixture's rows are from 2023
    expect(await page.getByRole("button", { name: label, exact: true }).getAttribute("aria-pressed")).toBe(
      "true",
    );
  }
  await page.waitForURL(/range=7d/);
  // the same preset with another filter finds the request just made
  await page.getByRole("textbox", { name: "Search logs" }).fill("e2e-preset");
  await page.getByRole("textbox", { name: "Search logs" }).press("Enter");
  await poll(() => urlTexts(page)).toEqual([path]);
  await page.getByRole("button", { name: "15 min", exact: true }).click();
  await poll(() => urlTexts(page)).toEqual([path]);
  await page.getByRole("button", { name: "All", exact: true }).click();
  await poll(() => page.url().includes("range=")).toBe(false);
});

test("a custom UTC range filters the rows and the chart", async () => {
  const { page } = await suite.page({ signedIn: true });
  await open(page, { filter: GENERATED_ONLY });
  await page.getByRole("button", { name: "Custom" }).click();
  await page.getByLabel("From (UTC)").fill("2025-01-01T00:00");
  await page.getByLabel("To (UTC)").fill("2025-01-01T11:59");
  await page.getByRole("button", { name: "Apply" }).click();
  const expected = countGenerated((n) => n <= 719 && isGuest(n));
  await page.getByText(`Showing 30 of ${expected}`).waitFor();
  await poll(() => hint(page)).toBe(expected);
  await page.getByRole("button", { name: /2025-01-01T00:00 – 2025-01-01T11:59 UTC/ }).waitFor();
});

test("'Jump to errors' shows only status >= 400 for the shown range, and the chart counts them", async () => {
  const { page } = await suite.page({ signedIn: true });
  await open(page, { filter: GENERATED_ONLY });
  await page.getByText(`Showing 30 of ${countGenerated(isGuest)}`).waitFor();
  await page.getByRole("button", { name: "Jump to errors" }).click();
  await page.waitForURL(/errors=1/);
  const errors = countGenerated((n) => isGuest(n) && isError(n));
  await page.getByText(`Showing 30 of ${errors}`).waitFor();
  expect((await columnTexts(page, 5)).every((s) => Number(s) >= 400)).toBe(true);
  await poll(() => hint(page)).toBe(errors);
  await page.getByRole("button", { name: "Show all statuses" }).click();
  await page.getByText(`Showing 30 of ${countGenerated(isGuest)}`).waitFor();
});

test("Follow prepends requests made meanwhile; held back as 'N new' while hovered", async () => {
  const { page } = await suite.page({ signedIn: true });
  const tag = `e2e-follow-${Date.now()}`;
  await open(page, { filter: tag });
  await page.getByText("No logs found.").waitFor();
  await page.getByRole("switch", { name: "Follow" }).check();
  await guestRequest(suite.app().apiUrl, `/api/${tag}/1`);
  await guestRequest(suite.app().apiUrl, `/api/${tag}/2`);
  await poll(() => urlTexts(page)).toEqual([`/api/${tag}/2`, `/api/${tag}/1`]);
  await page.getByText("Showing 2 of 2").waitFor();

  // hovering the list pauses it: the new row waits behind a pill
  await page.locator(".logs-scroll").hover();
  await guestRequest(suite.app().apiUrl, `/api/${tag}/3`);
  await page.getByRole("button", { name: "1 new" }).waitFor({ timeout: 10_000 });
  expect(await urlTexts(page)).toEqual([`/api/${tag}/2`, `/api/${tag}/1`]);
  await page.getByRole("button", { name: "1 new" }).click();
  await poll(() => urlTexts(page)).toEqual([`/api/${tag}/3`, `/api/${tag}/2`, `/api/${tag}/1`]);

  // leaving the list also shows what was held
  await page.locator(".logs-scroll").hover();
  await guestRequest(suite.app().apiUrl, `/api/${tag}/4`);
  await page.getByRole("button", { name: "1 new" }).waitFor({ timeout: 10_000 });
  await page.getByRole("heading", { name: "Request logs" }).hover();
  await poll(() => urlTexts(page).then((urls) => urls[0])).toBe(`/api/${tag}/4`);

  // off: nothing more arrives
  await page.getByRole("switch", { name: "Follow" }).uncheck();
  await guestRequest(suite.app().apiUrl, `/api/${tag}/5`);
  await page.waitForTimeout(2000); // longer than a poll: prove no row comes
  expect((await urlTexts(page))[0]).toBe(`/api/${tag}/4`);
});

test("Follow holds new rows behind 'N new' while the list is scrolled away", async () => {
  const { page } = await suite.page({ signedIn: true });
  const tag = `e2e-away-${Date.now()}`;
  await open(page, { filter: `${GENERATED_ONLY} || url ~ "${tag}"` });
  await page.getByText(/Showing 30 of/).waitFor();
  await page.getByRole("switch", { name: "Follow" }).check();
  await page.locator(".logs-scroll").evaluate((el) => el.scrollTo(0, 400));
  await page.getByRole("heading", { name: "Request logs" }).hover(); // not hovering the list
  await guestRequest(suite.app().apiUrl, `/api/${tag}`);
  await page.getByRole("button", { name: "1 new" }).waitFor({ timeout: 10_000 });
  expect(await urlTexts(page)).not.toContain(`/api/${tag}`);
  await page.getByRole("button", { name: "1 new" }).click();
  await poll(async () => (await urlTexts(page))[0]).toBe(`/api/${tag}`);
  expect(await page.locator(".logs-scroll").evaluate((el) => el.scrollTop)).toBe(0);
});

test("a failing logs endpoint (500, network) shows a retry, never a blank page", async () => {
  const w = await suite.page({ signedIn: true });
  w.allow(/status of 500|ERR_FAILED|Failed to fetch/);
  const { page } = w;
  await page.route(/\/api\/logs\/requests/, (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ code: 500, message: "Something went wrong.", data: {} }),
    }),
  );
  await open(page, { filter: FIXTURE_ONLY });
  await page.getByRole("button", { name: "Retry" }).first().waitFor();
  await page.locator(".logs-list").getByText("Something went wrong.").waitFor();
  expect(await page.getByRole("heading", { name: "Request logs" }).isVisible()).toBe(true);
  await page.unroute(/\/api\/logs\/requests/);
  await page.getByRole("button", { name: "Retry" }).first().click();
  await page.getByText(`Showing 30 of ${FIXTURE_GUEST_ROWS}`).waitFor();
  expect(await page.getByRole("button", { name: "Retry" }).count()).toBe(0);

  // the network going away clears the rows (the error catalogue) and offers a retry
  await page.route(/\/api\/logs\/requests/, (route) => route.abort("failed"));
  await page.getByRole("button", { name: "Refresh" }).click();
  await page.getByRole("button", { name: "Retry" }).first().waitFor();
  await poll(() => page.locator(".log-row").count()).toBe(0);
  await page.unroute(/\/api\/logs\/requests/);
  await page.getByRole("button", { name: "Retry" }).first().click();
  await poll(() => page.getByRole("button", { name: "Retry" }).count()).toBe(0);
});

test("the list is windowed: hundreds of loaded rows keep only the visible ones in the page", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.evaluate(() => localStorage.setItem("includeAdminLogs", "1"));
  await open(page, { filter: GENERATED_ONLY });
  await page.getByText("Showing 30 of 1440").waitFor();
  const scroller = page.locator(".logs-scroll");
  for (let loaded = 30; loaded < 300; loaded += 30) {
    await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await page.getByText(`Showing ${loaded + 30} of 1440`).waitFor();
  }
  const rendered = await page.locator(".log-row").count();
  expect(rendered).toBeLessThan(80);
  // the middle of the list renders the middle rows
  await scroller.evaluate((el) => el.scrollTo(0, 150 * 41));
  const middle = `e2e${String(1439 - 150).padStart(12, "0")}`;
  await poll(() =>
    page.locator(".log-row").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-id"))),
  ).toContain(middle);
  expect(await page.locator(".log-row").count()).toBeLessThan(80);
});
