import { expect, test } from "vitest";
import { isValidPattern } from "../../../../web/src/lib/collections/schema-fields.ts";

test("the pattern input refuses what the server's Go regular expressions refuse", () => {
  expect(isValidPattern("^(?=.*[A-Z]).{8,}$")).toBe(false); // a valid JavaScript lookahead
  expect(isValidPattern("(a)\\1")).toBe(false);
  expect(isValidPattern("(?i)^hello$")).toBe(true); // Go's leading flags
  expect(isValidPattern("^(?P<word>[a-z]+)$")).toBe(true);
  expect(isValidPattern("[")).toBe(false);
});
