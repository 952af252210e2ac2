import { expect, test } from "vitest";
import { compileGoRegexp, goRegexpProblem } from "../../../shared/schema/go-regexp.ts";

// the expected texts are what real PocketBase v0.18.1 answers (tests/backend/collections/field-pattern-go.test.ts
// checks the same checker against the running server)
test("a repeat count over 1000 is refused in Go's words", () => {
  expect(goRegexpProblem("a{1001}")).toBe("error parsing regexp: invalid repeat count: `{1001}`");
  expect(goRegexpProblem("a{1000}")).toBeNull();
});

test("flags in the middle of a pattern compile and apply from there on, as in Go", () => {
  expect(goRegexpProblem("a(?i)b")).toBeNull();
  const re = compileGoRegexp("a(?i)b");
  expect(re?.test("aB")).toBe(true);
  expect(re?.test("xaBy")).toBe(true); // unanchored, like Go's MatchString
  expect(re?.test("AB")).toBe(false);
});

test("constructs Go refuses are named as its parser names them", () => {
  expect(goRegexpProblem("^(?=a)")).toBe("error parsing regexp: invalid or unsupported Perl syntax: `(?=`");
  expect(goRegexpProblem("(?<!x)y")).toBe("error parsing regexp: invalid named capture: `(?<!x)y`");
  expect(goRegexpProblem("(a)\\1")).toBe("error parsing regexp: invalid escape sequence: `\\1`");
  expect(goRegexpProblem("a++")).toBe("error parsing regexp: invalid nested repetition operator: `++`");
  expect(goRegexpProblem("[(?=]")).toBeNull(); // inside a class it is a set of characters
  expect(goRegexpProblem("^\\d+$")).toBeNull();
  expect(goRegexpProblem("(")).toBe("error parsing regexp: missing closing ): `(`");
  expect(goRegexpProblem("a(b(c)")).toBe("error parsing regexp: missing closing ): `a(b(c)`");
  expect(goRegexpProblem("[")).toBe("error parsing regexp: missing closing ]: `[`");
  expect(goRegexpProblem("x{2,1}")).toBe("error parsing regexp: invalid repeat count: `{2,1}`");
});

test("Go's own spellings compile and match as in Go", () => {
  expect(compileGoRegexp("(?i)^abc$")?.test("ABC")).toBe(true);
  expect(compileGoRegexp("^(?P<n>[0-9]+)$")?.test("123")).toBe(true);
  expect(compileGoRegexp("^[[:alpha:]]+\\z")?.test("abc\n")).toBe(false);
  expect(compileGoRegexp("^(?=a)")).toBeNull();
});
