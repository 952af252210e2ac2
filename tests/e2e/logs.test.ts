import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import {
  columnTexts,
  FIXTURE_ALL_ROWS,
  FIXTURE_GUEST_ROWS,
  FIXTURE_ONLY,
  poll,
  setupLogsSuite,
  urlTexts,
} from "./helpers/logs-page.ts";

const { suite, open } = setupLogsSuite();
const search = (page: Page) => page.getByRole("textbox", { name: "Search logs" });

test("the table has the spec's columns, coloured methods, danger statuses, error icons and pages of 30", async () => {
  const { page } = await suite.page({ signedIn: true });
  await open(page, { filter: FIXTURE_ONLY });
  await page.getByText(`Showing 30 of ${FIXTURE_GUEST_ROWS}`).waitFor();
  expect(await page.locator(".logs-table thead th").allTextContents()).toEqual([
    "Method",
    "URL",
    "Referer",
    "User IP",
    "Status",
    "Created",
  ]);
  expect(await search(page).getAttribute("placeholder")).toBe("Search term or filter like status >= 400");
  // newest first, 401s in danger style with the error icon beside the URL
  const statuses = (await columnTexts(page, 5)).map(Number);
  expect(statuses.length).toBeGreaterThan(5); // the rows in view: the list is windowed
  const failing = page.locator(".log-row", { has: page.locator(".label-danger") });
  expect(await failing.count()).toBe(statuses.filter((s) => s >= 400).length);
  expect(await failing.first().getByRole("img", { name: "Error" }).count()).toBe(1);
  const ok = page.locator(".log-row", { has: page.locator(".col-status .label-success") });
  expect(await ok.first().getByRole("img", { name: "Error" }).count()).toBe(0);
  expect(await page.locator(".log-row .label-get").count()).toBeGreaterThan(0);
  // dispatched, not clicked: scrolling the button into view would load the rest by itself
  await page.getByRole("button", { name: "Load more (3)" }).dispatchEvent("click");
  await page.getByText(`Showing ${FIXTURE_GUEST_ROWS} of ${FIXTURE_GUEST_ROWS}`).waitFor();
  expect(await page.getByRole("button", { name: /Load more/ }).count()).toBe(0);
  // method labels of the generated rows: every method coloured
  await open(page, { filter: 'id ~ "e2e" && created <= "2025-01-01 00:07:00.000Z"' });
  await poll(() => columnTexts(page, 1)).toEqual(["DELETE", "PATCH", "POST", "GET", "PATCH", "POST", "GET"]);
  expect(await page.locator(".log-row .label-get").count()).toBe(2);
  expect(await page.locator(".log-row .label-post").count()).toBe(2);
  expect(await page.locator(".log-row .label-patch").count()).toBe(2);
  expect(await page.locator(".log-row .label-delete").count()).toBe(1);
});

test("'Include requests by admins' adds the admins' rows and is remembered in local storage", async () => {
  const { page } = await suite.page({ signedIn: true });
  await open(page, { filter: FIXTURE_ONLY });
  await page.getByText(`Showing 30 of ${FIXTURE_GUEST_ROWS}`).waitFor();
  const toggle = page.getByRole("switch", { name: "Include requests by admins" });
  expect(await toggle.isChecked()).toBe(false);
  await toggle.check();
  await page.getByText(`Showing 30 of ${FIXTURE_ALL_ROWS}`).waitFor();
  expect(await page.evaluate(() => localStorage.getItem("includeAdminLogs"))).toBe("1");
  await page.reload();
  await page.getByText(`Showing 30 of ${FIXTURE_ALL_ROWS}`).waitFor();
  expect(await page.getByRole("switch", { name: "Include requests by admins" }).isChecked()).toBe(true);
  await page.getByRole("switch", { name: "Include requests by admins" }).uncheck();
  await page.getByText(`Showing 30 of ${FIXTURE_GUEST_ROWS}`).waitFor();
  expect(await page.evaluate(() => localStorage.getItem("includeAdminLogs"))).toBe("0");
});

test("plain text becomes a filter; Search and Clear; back, forward and a pasted link restore it", async () => {
  const { page } = await suite.page({ signedIn: true });
  await open(page);
  await search(page).fill("auth-with-password");
  await page.getByRole("button", { name: "Search" }).click();
  await page.waitForURL(/filter=auth-with-password/);
  await poll(async () =>
    (await columnTexts(page, 2)).every((url) => url.includes("auth-with-password")),
  ).toBe(true);
  expect((await columnTexts(page, 2)).length).toBeGreaterThan(0);

  await search(page).fill("status >= 400");
  await search(page).press("Enter");
  await page.waitForURL(/filter=status/);
  await poll(async () => (await columnTexts(page, 5)).every((s) => Number(s) >= 400)).toBe(true);

  await page.goBack();
  await poll(() => search(page).inputValue()).toBe("auth-with-password");
  await poll(async () =>
    (await columnTexts(page, 2)).every((url) => url.includes("auth-with-password")),
  ).toBe(true);
  await page.goForward();
  await poll(() => search(page).inputValue()).toBe("status >= 400");
  await poll(async () => (await columnTexts(page, 5)).every((s) => Number(s) >= 400)).toBe(true);

  // a pasted link restores the same view in a fresh page
  const link = page.url();
  const other = await suite.page({ signedIn: true });
  await other.page.goto(link);
  await poll(() => other.page.getByRole("textbox", { name: "Search logs" }).inputValue()).toBe(
    "status >= 400",
  );

  await page.getByRole("button", { name: "Clear" }).click();
  await poll(() => search(page).inputValue()).toBe("");
  await poll(() => page.url().includes("filter=")).toBe(false);
});

test("an invalid filter shows the API's message under the search box and clears the list", async () => {
  const w = await suite.page({ signedIn: true });
  w.allow(/status of 400/);
  const { page } = w;
  await open(page, { filter: FIXTURE_ONLY });
  await page.getByText(`Showing 30 of ${FIXTURE_GUEST_ROWS}`).waitFor();
  await search(page).fill("nope >= 1 &&");
  await search(page).press("Enter");
  await page
    .locator(".searchbar-message")
    .getByText("Something went wrong while processing your request.")
    .waitFor();
  expect(await page.locator(".toast").count()).toBe(0);
  // the error catalogue: a failed list load clears the list
  await poll(() => page.locator(".log-row").count()).toBe(0);
  expect(await page.getByRole("button", { name: "Load more", exact: false }).count()).toBe(0);
  // the error catalogue: a failed stats load clears the chart too (a 400 without a toast)
  await page.getByText("0 log(s)").waitFor();
  expect(await page.getByTestId("requests-chart").count()).toBe(0);
  expect(await page.locator(".toast").count()).toBe(0);
});

test("no match shows 'No logs found.' with 'Clear filters'", async () => {
  const { page } = await suite.page({ signedIn: true });
  await open(page, { filter: 'url = "/no/such/url"' });
  await page.getByText("No logs found.").waitFor();
  await page.getByText("0 log(s)").waitFor();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await poll(() => page.locator(".log-row").count()).toBeGreaterThan(0);
  expect(page.url()).not.toContain("filter=");
});

test("a row opens the 'Request log' panel by click or Enter, with every field", async () => {
  const { page } = await suite.page({ signedIn: true });
  await open(page, { filter: 'id = "e2e000000000019"' }); // row 19: a 404 with meta, empty referer
  await page.locator(".log-row").first().click();
  const panel = page.getByRole("dialog", { name: "Request log" });
  await panel.waitFor();
  const labels = await panel.locator(".log-details th").allTextContents();
  expect(labels).toEqual([
    "ID",
    "Status",
    "Method",
    "Auth",
    "URL",
    "Referer",
    "Remote IP",
    "User IP",
    "UserAgent",
    "Meta",
    "Created",
  ]);
  const values = await panel.locator(".log-details td").allTextContents();
  expect(values[0]).toBe("e2e000000000019");
  expect(values[1]).toBe("404");
  expect(await panel.locator(".label-danger").count()).toBe(1);
  expect(values[2]).toBe("DELETE");
  expect(values[3]).toBe("guest");
  expect(values[4]).toBe("/api/collections/posts/records?page=20");
  expect(values[5]).toBe("N/A");
  expect(values[7]).toBe("10.0.19.6");
  expect(values[8]).toBe("pbdeck-generated/1.0");
  expect(JSON.parse(values[9])).toEqual({ errorMessage: "Generated failure." });
  expect(values[10]).toBe("2025-01-01 00:19:00.000Z");
  await panel.getByRole("button", { name: "Close" }).last().click();
  await panel.waitFor({ state: "detached" });

  // row 0: a referer link opening in a new tab, empty meta as N/A; opened from the keyboard
  await open(page, { filter: 'id = "e2e000000000000"' });
  // the hash change keeps the page: wait for the new filter's one row before focusing it
  await poll(() => urlTexts(page)).toEqual(["/api/collections/posts/records?page=1"]);
  await page.locator(".log-row").first().focus();
  await page.keyboard.press("Enter");
  await panel.waitFor();
  const referer = panel.getByRole("link", { name: "http://localhost:8090/_/" });
  expect(await referer.getAttribute("target")).toBe("_blank");
  expect((await panel.locator(".log-details td").allTextContents())[9]).toBe("N/A");
  await page.keyboard.press("Escape");
  await panel.waitFor({ state: "detached" });
});

test("the chart shows the requests of the filter with the hint, errors marked, and zooms by dragging", async () => {
  const { page } = await suite.page({ signedIn: true });
  await open(page, { filter: 'id ~ "e2e"' });
  const guests = 1152; // 4 of every 5 generated rows
  await page.getByText(`${guests} log(s)`).waitFor();
  const chart = page.getByTestId("requests-chart");
  await chart.locator("svg").first().waitFor();
  await chart.getByText("Errors").first().waitFor();
  const box = await chart.boundingBox();
  if (!box) throw new Error("no chart box");
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.4);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.4, { steps: 5 });
  await page.mouse.up();
  await page.waitForURL(/range=\d+(~|%7E)\d+/);
  await poll(async () =>
    Number((await page.locator(".logs-chart-hint").textContent())?.match(/(\d+) log/)?.[1]),
  ).toBeLessThan(guests);
  // back undoes the zoom
  await page.goBack();
  await page.getByText(`${guests} log(s)`).waitFor();
  // the lines follow dark mode (the tokens' primary colour)
  const stroke = () =>
    chart
      .locator(".line-graph-path")
      .first()
      .evaluate((path) => getComputedStyle(path).stroke);
  await poll(stroke).toBe("rgb(59, 91, 219)");
  await page.emulateMedia({ colorScheme: "dark" });
  await poll(stroke).toBe("rgb(120, 150, 255)");
});

test("the chart says 'Loading...' until the stats arrive", async () => {
  const { page } = await suite.page({ signedIn: true });
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/logs\/requests\/stats/, async (route) => {
    await gate;
    await route.continue();
  });
  await open(page, { filter: FIXTURE_ONLY });
  await page.locator(".logs-chart-hint").getByText("Loading...").waitFor();
  await page.getByText(`Showing 30 of`).waitFor(); // the rows do not wait for the chart
  release();
  await page.getByText(`${FIXTURE_GUEST_ROWS} log(s)`).waitFor();
  await page.getByText(`Showing 30 of ${FIXTURE_GUEST_ROWS}`).waitFor();
  await page.unroute(/\/api\/logs\/requests\/stats/);
});
