/** The `--level` option's names and numbers, and how a level is printed. */
import { expect, test } from "vitest";
import { logLevelName, minLevelFilter, parseLogLevel } from "../../../shared/logs/log-levels.ts";

test.each([
  ["debug", -4],
  ["INFO", 0],
  ["warn", 4],
  ["Warning", 4],
  ["error", 8],
  ["-4", -4],
  ["6", 6],
  ["loud", null],
  ["", null],
  ["4.5", null],
])("parseLogLevel(%j) = %j", (text, level) => {
  expect(parseLogLevel(text)).toBe(level);
});

test("names in capitals, with slog's offset between the named levels", () => {
  expect([-8, -4, 0, 2, 4, 8, 9].map(logLevelName)).toEqual([
    "DEBUG-4",
    "DEBUG",
    "INFO",
    "INFO+2",
    "WARN",
    "ERROR",
    "ERROR+1",
  ]);
  expect(minLevelFilter(4)).toBe("level >= 4");
});
