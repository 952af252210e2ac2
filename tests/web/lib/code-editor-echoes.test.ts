import { expect, test } from "vitest";
import { createEchoes } from "../../../web/src/components/base/code-editor-echoes.ts";

test("a late render with an earlier report is an echo, not a new value", () => {
  const echoes = createEchoes();
  echoes.reported("p");
  echoes.reported("pl");
  echoes.reported("pla");
  expect(echoes.isEcho("pl")).toBe(true);
  expect(echoes.isEcho("pla")).toBe(true);
  // the parent has caught up: the older report is now an outside value
  expect(echoes.isEcho("pl")).toBe(false);
});

test("an outside value is written and clears the reports", () => {
  const echoes = createEchoes();
  echoes.reported("a");
  expect(echoes.isEcho("restored draft")).toBe(false);
  expect(echoes.isEcho("a")).toBe(false);
});

test("the same value may come back more than once", () => {
  const echoes = createEchoes();
  echoes.reported("x");
  expect(echoes.isEcho("x")).toBe(true);
  expect(echoes.isEcho("x")).toBe(true);
});

test("only the latest reports are kept", () => {
  const echoes = createEchoes(2);
  echoes.reported("1");
  echoes.reported("2");
  echoes.reported("3");
  expect(echoes.isEcho("1")).toBe(false);
});
