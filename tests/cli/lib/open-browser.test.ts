import { expect, test } from "vitest";
import { shouldOpenBrowser } from "../../../cli/lib/open-browser.ts";

test("opens only when wanted, outside CI, on a terminal", () => {
  expect(shouldOpenBrowser(true, {}, true)).toBe(true);
  expect(shouldOpenBrowser(false, {}, true)).toBe(false);
  expect(shouldOpenBrowser(true, { CI: "true" }, true)).toBe(false);
  expect(shouldOpenBrowser(true, {}, false)).toBe(false);
  expect(shouldOpenBrowser(true, {}, undefined)).toBe(false);
});
