import { expect, test } from "vitest";
import { loadPatternChecker } from "../../../../web/src/lib/collections/use-pattern-problem.ts";

test("the pattern input's checker, loaded on demand, refuses what the server's Go regular expressions refuse", async () => {
  const { goRegexpProblem } = await loadPatternChecker();
  expect(goRegexpProblem("^(?=.*[A-Z]).{8,}$")).toBe(
    "error parsing regexp: invalid or unsupported Perl syntax: `(?=`",
  ); // a valid JavaScript lookahead
  expect(goRegexpProblem("(a)\\1")).not.toBeNull();
  expect(goRegexpProblem("a{1001}")).toBe("error parsing regexp: invalid repeat count: `{1001}`");
  expect(goRegexpProblem("(?i)^hello$")).toBeNull(); // Go's leading flags
  expect(goRegexpProblem("a(?i)b")).toBeNull(); // and mid-pattern ones
  expect(goRegexpProblem("^(?P<word>[a-z]+)$")).toBeNull();
  expect(goRegexpProblem("[")).not.toBeNull();
});
