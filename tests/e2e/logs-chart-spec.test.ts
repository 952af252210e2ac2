/**
 * The requests chart and list against the spec's figures: at most 15 x ticks and 6 y ticks, tooltips
 * 'DD h a', a 150 ms loader fade, and rows rendered in chunks of 10.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { FIXTURE_ONLY, GENERATED, GENERATED_ONLY, poll, setupLogsSuite } from "./helpers/logs-page.ts";

const { suite, open } = setupLogsSuite();

/** The non-empty labels of one axis of the requests chart (the time axis's are the console's own). */
function axisLabels(page: Page, axis: "x" | "y"): Promise<string[]> {
  return page
    .locator(axis === "x" ? ".logs-chart .requests-chart-time-tick" : ".logs-chart .y.axis text")
    .evaluateAll((texts) => texts.map((t) => t.textContent?.trim() ?? "").filter(Boolean));
}

/** The tooltip title shown with the mouse over a point `at` (0..1) across the chart. */
async function tooltipAt(page: Page, at: number): Promise<string> {
  const chart = page.getByTestId("requests-chart");
  const box = await chart.boundingBox();
  if (!box) throw new Error("no chart box");
  await page.mouse.move(box.x + box.width * at, box.y + box.height * 0.5, { steps: 3 });
  const title = chart.locator(".graph-svg-tip .title");
  await poll(async () => (await title.textContent())?.trim() ?? "").not.toBe("");
  return ((await title.textContent()) ?? "").trim();
}

test("a wide chart of 60 buckets labels at most 15 x ticks and 6 y ticks; tooltips read 'DD h a'", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.setViewportSize({ width: 2560, height: 900 });
  // the first hour of the generated rows, per minute: 60 points across 2560 px
  const hour = `${GENERATED.start}~${GENERATED.start + 3_600_000 - 1}`;
  await open(page, { range: hour, filter: GENERATED_ONLY });
  await poll(() => page.locator(".logs-chart-hint").textContent()).toMatch(/· per 1 min/);
  await page.locator(".logs-chart .requests-chart-time-tick").first().waitFor();
  const xLabels = await axisLabels(page, "x");
  // whole 5 minutes: 12 labels fit, midnight is named by its day
  expect(xLabels).toEqual([
    "Jan 1",
    "00:05",
    "00:10",
    "00:15",
    "00:20",
    "00:25",
    "00:30",
    "00:35",
    "00:40",
    "00:45",
    "00:50",
    "00:55",
  ]);
  const yLabels = await axisLabels(page, "y");
  expect(yLabels.length).toBeGreaterThan(1);
  expect(yLabels.length).toBeLessThanOrEqual(6);
  // minute buckets add the minutes to the hour; every point has its own title, labelled or not
  expect(await tooltipAt(page, 0.5)).toMatch(/^Jan 1, 2025 12:\d\d AM$/);
  // hourly buckets: 'DD h a' exactly (the 24 hours of 2025-01-01, UTC like the created column)
  await open(page, { filter: GENERATED_ONLY });
  await poll(() => page.locator(".logs-chart-hint").textContent()).toMatch(/· per 1 h/);
  const hours = new Set<string>();
  for (const at of [0.1, 0.5, 0.9]) hours.add(await tooltipAt(page, at));
  for (const title of hours) expect(title).toMatch(/^Jan 1, 2025 (1[0-2]|[1-9]) (AM|PM)$/);
  expect(hours.size).toBe(3);
});

test("the chart's loader fades in while the stats load and out when they arrive, in 150 ms", async () => {
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
  const loader = page.locator(".logs-chart .chart-loader");
  const style = () =>
    loader.evaluate((el) => {
      const css = getComputedStyle(el);
      return { opacity: css.opacity, duration: css.transitionDuration.split(",")[0].trim() };
    });
  await poll(style).toEqual({ opacity: "1", duration: "0.15s" });
  release();
  await page.getByTestId("requests-chart").locator("svg").first().waitFor();
  await poll(style).toEqual({ opacity: "0", duration: "0.15s" });
  expect(await loader.isVisible()).toBe(false);
  await page.unroute(/\/api\/logs\/requests\/stats/);
});

test("a stats failure other than a bad filter clears the chart, toasts and offers a retry", async () => {
  const w = await suite.page({ signedIn: true });
  w.allow(/status of 500/);
  const { page } = w;
  await open(page, { filter: FIXTURE_ONLY });
  await page.getByTestId("requests-chart").locator("svg").first().waitFor();
  await page.route(/\/api\/logs\/requests\/stats/, (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ code: 500, message: "Stats are down.", data: {} }),
    }),
  );
  await page.getByRole("button", { name: "Refresh" }).click();
  await page.locator(".logs-chart").getByRole("alert").getByText("Stats are down.").waitFor();
  expect(await page.getByTestId("requests-chart").count()).toBe(0);
  await page.locator(".toast").getByText("Stats are down.").waitFor();
  await page.unroute(/\/api\/logs\/requests\/stats/);
});

test("the list renders its rows in chunks of 10, one chunk per task", async () => {
  const { page } = await suite.page({ signedIn: true });
  // every row count the table goes through, as the DOM changes (the console is loaded: hash navigation follows)
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { rowCounts: number[] }).rowCounts = seen;
    new MutationObserver(() => {
      const count = document.querySelectorAll(".logs-table tr.log-row").length;
      if (count !== seen.at(-1)) seen.push(count);
    }).observe(document, { childList: true, subtree: true });
  });
  await open(page, { filter: FIXTURE_ONLY });
  await page.getByText("Showing 30 of").waitFor();
  await poll(() => page.locator(".logs-table tr.log-row").count()).toBeGreaterThan(10);
  const counts = (await page.evaluate(() => (window as unknown as { rowCounts: number[] }).rowCounts)).filter(
    (n) => n > 0,
  );
  expect(counts[0]).toBe(10);
  expect(counts[1]).toBe(Math.min(20, await page.locator(".logs-table tr.log-row").count()));
});
