import { afterEach, expect, test } from "vitest";
import { colourOn, columns, paint } from "../../../../cli/lib/script/output.ts";
import { formatSize } from "../../../../cli/lib/script/progress.ts";

const saved = { NO_COLOR: process.env.NO_COLOR, TERM: process.env.TERM };
afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

const tty = { isTTY: true } as NodeJS.WriteStream;
const pipe = { isTTY: false } as NodeJS.WriteStream;

test("colour only on a terminal, and never with NO_COLOR", () => {
  delete process.env.NO_COLOR;
  process.env.TERM = "xterm";
  expect(colourOn(tty)).toBe(true);
  expect(colourOn(pipe)).toBe(false);
  process.env.NO_COLOR = "1";
  expect(colourOn(tty)).toBe(false);
  expect(paint("red", "x", false)).toBe("x");
  expect(paint("red", "x", true)).toBe("\u001b[31mx\u001b[39m");
});

test("columns align all but the last cell", () => {
  expect(
    columns([
      ["a", "long", "x"],
      ["bbb", "s", "yy"],
    ]),
  ).toEqual(["a    long  x", "bbb  s     yy"]);
});

test("sizes in 1000-based units", () => {
  expect(formatSize(999)).toBe("999 B");
  expect(formatSize(374_244)).toBe("374.2 kB");
  expect(formatSize(5_300_000)).toBe("5.3 MB");
});
