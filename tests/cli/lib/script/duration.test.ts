import { expect, test } from "vitest";
import { CliError } from "../../../../cli/lib/cli-error.ts";
import { parseDuration } from "../../../../cli/lib/script/duration.ts";

test("s, m, h and d", () => {
  expect(parseDuration("30s")).toBe(30_000);
  expect(parseDuration("15m")).toBe(900_000);
  expect(parseDuration("1h")).toBe(3_600_000);
  expect(parseDuration("7d")).toBe(604_800_000);
});

test.each(["", "1", "0h", "1w", "-1h", "1.5h"])("%j is refused", (text) => {
  expect(() => parseDuration(text)).toThrow(CliError);
});
