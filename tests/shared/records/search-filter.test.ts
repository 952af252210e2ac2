import { expect, test } from "vitest";
import {
  filterLiteral,
  hasFilterOperator,
  isValidSort,
  normalizeSearchFilter,
  resolveSort,
  toggleSort,
} from "../../../shared/records/search-filter.ts";

const fields = ["id", "title", "email"];

test("plain text becomes an OR of contains-matches over the identifiers, quoted", () => {
  expect(normalizeSearchFilter("abc", fields)).toBe('id~"abc"||title~"abc"||email~"abc"');
  expect(normalizeSearchFilter("  two words ", ["title"])).toBe('title~"two words"');
});

test("numbers and booleans stay bare", () => {
  expect(normalizeSearchFilter("42", ["id", "n"])).toBe("id~42||n~42");
  expect(normalizeSearchFilter("-1.5", ["n"])).toBe("n~-1.5");
  expect(normalizeSearchFilter("true", ["b"])).toBe("b~true");
  expect(normalizeSearchFilter("false", ["b"])).toBe("b~false");
});

test("text with any comparison operator is used as written", () => {
  for (const text of ['title = "x"', "a!=1", "a ~ 'b'", "a !~ 'b'", "n > 1", "n >= 1", "n < 1", "n <= 1"]) {
    expect(hasFilterOperator(text)).toBe(true);
    expect(normalizeSearchFilter(text, fields)).toBe(text);
  }
});

test("empty text gives an empty filter; surrounding quotes are dropped and inner quotes escaped", () => {
  expect(normalizeSearchFilter("   ", fields)).toBe("");
  expect(filterLiteral('"quoted"')).toBe('"quoted"');
  expect(filterLiteral("say 'hi'")).toBe('"say \'hi"');
  expect(filterLiteral('a"b')).toBe('"a\\"b"');
  expect(filterLiteral("back\\slash")).toBe('"back\\\\slash"');
});

test("sort values are an optional +/- and a word name; unknown fields fall back", () => {
  expect(isValidSort("-created")).toBe(true);
  expect(isValidSort("+title")).toBe(true);
  expect(isValidSort("title")).toBe(true);
  expect(isValidSort("-a.b")).toBe(false);
  expect(isValidSort("--x")).toBe(false);
  const known = ["id", "title", "created", "updated"];
  expect(resolveSort("+title", known)).toBe("+title");
  expect(resolveSort("-missing", known)).toBe("-created");
  expect(resolveSort("drop table", known)).toBe("-created");
  expect(resolveSort("-missing", ["id", "title"])).toBe("");
  expect(resolveSort(null, known)).toBe("-created");
});

test("header clicks toggle between descending and ascending", () => {
  expect(toggleSort("-created", "title")).toBe("-title");
  expect(toggleSort("-title", "title")).toBe("+title");
  expect(toggleSort("+title", "title")).toBe("-title");
  expect(toggleSort("title", "title")).toBe("-title");
});
