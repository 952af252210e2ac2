/** The console's requests chart: the bucket size follows the range (minutes on short ranges, hours on long ones). */
import { expect, test } from "vitest";
import { GENERATED, GENERATED_ONLY, guestRequest, poll, setupLogsSuite } from "./helpers/logs-page.ts";

const { suite, open } = setupLogsSuite();

test("per 1 min on the last 15 min and on a one-hour zoom, per 10 min on 24 h, hours on all time", async () => {
  const { page } = await suite.page({ signedIn: true });
  await guestRequest(suite.app().apiUrl, "/api/e2e-bucket/1");
  const hint = page.locator(".logs-chart-hint");
  await open(page, { range: "15m" });
  await poll(() => hint.textContent()).toMatch(/^[1-9]\d* log\(s\) · per 1 min/);
  await open(page, { range: "24h" });
  await poll(() => hint.textContent()).toMatch(/^[1-9]\d* log\(s\) · per 10 min/);
  // the generated rows: one a minute, 60 in the first hour of 2025
  const hour = `${GENERATED.start}~${GENERATED.start + 3_600_000 - 1}`;
  await open(page, { range: hour, filter: GENERATED_ONLY });
  await poll(() => hint.textContent()).toMatch(/· per 1 min/);
  expect(await hint.textContent()).toMatch(/^\d+ log\(s\)/);
  await open(page, { filter: GENERATED_ONLY });
  await poll(() => hint.textContent()).toMatch(/· per 1 h/);
});
