/**
 * The requests chart's time axis in Chromium, at three widths and on the four ranges: readable
 * labels (whole minutes, hours, days or months), at least 4 and at most 15, none overlapping, and
 * at most 6 y ticks. frappe-charts drops most labels of a long axis by its own rule, so the console
 * draws the time axis's labels itself.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { guestRequest, poll, setupLogsSuite } from "./helpers/logs-page.ts";

const { suite, open } = setupLogsSuite();

interface Label {
  text: string;
  left: number;
  right: number;
}

/** Every x label a reader sees under the chart (frappe's own and the console's), left to right. */
function xLabels(page: Page): Promise<Label[]> {
  return page.locator(".logs-chart").evaluate((chart) => {
    const shown = [...chart.querySelectorAll(".x.axis text, .requests-chart-time-tick")]
      .map((el) => ({ text: el.textContent?.trim() ?? "", box: el.getBoundingClientRect() }))
      .filter((label) => label.text !== "" && label.box.width > 0);
    return shown
      .map((label) => ({ text: label.text, left: label.box.left, right: label.box.right }))
      .sort((a, b) => a.left - b.left);
  });
}

/** What is wrong with the axes now: too few or too many x labels, overlaps, unreadable labels, too many y ticks. */
async function axisProblems(page: Page): Promise<string[]> {
  const labels = await xLabels(page);
  const problems: string[] = [];
  if (labels.length < 4 || labels.length > 15)
    problems.push(`${labels.length} x labels: ${labels.map((l) => l.text)}`);
  for (let i = 1; i < labels.length; i++)
    if (labels[i].left < labels[i - 1].right)
      problems.push(`"${labels[i - 1].text}" overlaps "${labels[i].text}"`);
  // 14:00, Jan 2, Jan 2025, 2025
  const readable = /^(\d\d:\d\d|[A-Z][a-z]{2} \d{1,2}|[A-Z][a-z]{2} \d{4}|\d{4})$/;
  for (const label of labels) if (!readable.test(label.text)) problems.push(`unreadable "${label.text}"`);
  const yTicks = await page
    .getByTestId("requests-chart")
    .locator(".y.axis text")
    .evaluateAll((texts) => texts.filter((t) => (t.textContent ?? "").trim() !== "").length);
  if (yTicks > 6) problems.push(`${yTicks} y ticks`);
  return problems;
}

const RANGES: Array<{ name: string; query: Record<string, string>; bucket: RegExp }> = [
  { name: "All", query: {}, bucket: /· per \d+ h/ },
  { name: "7 d", query: { range: "7d" }, bucket: /· per 1 h/ },
  { name: "24 h", query: { range: "24h" }, bucket: /· per 10 min/ },
  { name: "1 h", query: { range: "1h" }, bucket: /· per 1 min/ },
];

test.each([1400, 1100, 900])(
  "at %i px wide, every range's time axis has 4 to 15 readable labels apart",
  async (width) => {
    const { page } = await suite.page({ signedIn: true });
    await page.setViewportSize({ width, height: 900 });
    // a few requests of now, so the presets have points of their own
    for (let i = 0; i < 3; i++) await guestRequest(suite.app().apiUrl, `/api/e2e-axis/${width}/${i}`);
    for (const range of RANGES) {
      await open(page, range.query);
      await poll(() => page.locator(".logs-chart-hint").textContent()).toMatch(range.bucket);
      await page.getByTestId("requests-chart").locator(".x.axis line").first().waitFor({ state: "attached" });
      await expect
        .poll(() => axisProblems(page), {
          timeout: 10_000,
          interval: 100,
          message: `${range.name} at ${width} px`,
        })
        .toEqual([]);
    }
  },
);
