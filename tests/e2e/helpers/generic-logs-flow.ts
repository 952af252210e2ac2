/**
 * The Logs screen on a real PocketBase v0.20+ (generic logs with a level, a message and data), the same
 * steps on every such server: a guest's 404 at the error level, its detail, the minimum level, the chart.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The guest request whose 404 the server logs at the error level. */
export const MISSING_PATH = "/api/collections/nope/records";

/**
 * Makes a guest 404 and a guest 200 on `apiUrl`, then checks the Logs screen of `page` (signed in).
 * The server writes its logs in batches, so the list is refreshed until the 404 and an info entry are
 * there (v0.22 does not log /api/health; the sign-in of the page, a guest's 200, is its info entry).
 */
export async function checkGenericLogs(page: Page, apiUrl: string): Promise<void> {
  expect((await fetch(`${apiUrl}${MISSING_PATH}`)).status).toBe(404);
  expect((await fetch(`${apiUrl}/api/health`)).status).toBe(200);
  await page.getByRole("link", { name: "Logs" }).click();
  await page.getByRole("heading", { name: "Logs", exact: true }).waitFor();
  const rows = page.locator(".logs-table .log-row");
  const missing = rows.filter({ hasText: MISSING_PATH });
  const info = rows.filter({ has: page.locator(".col-level", { hasText: /^INFO$/ }) });
  await expect
    .poll(
      async () => {
        if ((await missing.count()) > 0 && (await info.count()) > 0) return true;
        await page.getByRole("button", { name: "Refresh" }).click();
        return false;
      },
      { timeout: 30_000, interval: 1000 },
    )
    .toBe(true);
  expect(await page.locator(".logs-table thead th").allTextContents()).toEqual([
    "Method",
    "Level",
    "URL / message",
    "Referer",
    "User IP",
    "Status",
    "Created",
  ]);
  expect(await missing.first().locator(".col-level").textContent()).toBe("ERROR");
  expect(await missing.first().locator(".col-status").textContent()).toBe("404");
  expect(await info.first().locator(".col-status").textContent()).toMatch(/^2\d\d$/);

  // the detail: level, message and the data as the server stored it
  await missing.first().click();
  const panel = page.getByRole("dialog", { name: "Log" });
  const detail = async (label: string) =>
    (await panel
      .locator("tr")
      .filter({ has: page.getByRole("rowheader", { name: label, exact: true }) })
      .locator("td")
      .textContent()) ?? "";
  expect(await detail("Level")).toBe("ERROR");
  expect(await detail("Message")).toBe(`GET ${MISSING_PATH}`);
  expect(await detail("Status")).toBe("404");
  const data = JSON.parse(await detail("Data")) as Record<string, unknown>;
  expect(data).toMatchObject({ type: "request", method: "GET", status: 404, url: MISSING_PATH });
  await panel.getByRole("button", { name: "Close" }).last().click();
  await panel.waitFor({ state: "hidden" });

  // the chart counts the entries of the filter
  const chart = page.getByTestId("requests-chart");
  await chart.locator("svg").first().waitFor();
  const hint = async () =>
    Number((await page.locator(".logs-chart-hint").textContent())?.match(/(\d+) log/)?.[1]);
  await expect.poll(hint).toBeGreaterThan(1);
  const all = await hint();

  // the minimum level: error and above hides the info entries, and stays in the address
  await page.getByLabel("Minimum level").selectOption("error");
  await page.waitForURL(/level=error/);
  await expect.poll(() => info.count()).toBe(0);
  await missing.first().waitFor();
  expect(new Set(await rows.locator(".col-level").allTextContents())).toEqual(new Set(["ERROR"]));
  await expect.poll(hint).toBeLessThan(all);
}
