import { expect, test } from "vitest";
import { compileGoRegexp, goRegexpProblem } from "../../shared/go-regexp.ts";

test("constructs Go refuses are named as its parser names them", () => {
  expect(goRegexpProblem("^(?=a)")).toBe("error parsing regexp: invalid or unsupported Perl syntax: `(?=`");
  expect(goRegexpProblem("(?<!x)y")).toBe("error parsing regexp: invalid or unsupported Perl syntax: `(?<!`");
  expect(goRegexpProblem("(a)\\1")).toBe("error parsing regexp: invalid escape sequence: `\\1`");
  expect(goRegexpProblem("a++")).toBe("error parsing regexp: invalid nested repetition operator: `++`");
  expect(goRegexpProblem("[(?=]")).toBeNull(); // inside a class it is a set of characters
  expect(goRegexpProblem("^\\d+$")).toBeNull();
});

test("Go's own spellings compile and match as in Go", () => {
  expect(compileGoRegexp("(?i)^abc$")?.test("ABC")).toBe(true);
  expect(compileGoRegexp("^(?P<n>[0-9]+)$")?.test("123")).toBe(true);
  expect(compileGoRegexp("^(?=a)")).toBeNull();
});
