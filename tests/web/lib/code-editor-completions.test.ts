import { expect, test } from "vitest";
import {
  completeIdentifier,
  identifierAt,
  isInsideString,
  MAX_OPTIONS,
} from "../../../web/src/components/base/code-editor/code-editor-completions.ts";

const CANDIDATES = [
  "id",
  "title",
  "rel",
  "rel.name",
  "rel.title",
  "@request.auth.id",
  "@request.data.title",
  "@collection.posts.title",
  "@now",
];

test("completes a plain field name from its prefix", () => {
  expect(completeIdentifier("i", 1, CANDIDATES)).toEqual({
    from: 0,
    to: 1,
    options: [
      "id",
      "title",
      "rel.title",
      "@request.auth.id",
      "@request.data.title",
      "@collection.posts.title",
    ],
  });
  expect(completeIdentifier("na", 2, ["name", "rel.name"])).toEqual({
    from: 0,
    to: 2,
    options: ["name", "rel.name"],
  });
});

test("prefix matches come first, then names that contain the typed text", () => {
  expect(completeIdentifier("x = tit", 7, CANDIDATES)?.options).toEqual([
    "title",
    "rel.title",
    "@request.data.title",
    "@collection.posts.title",
  ]);
});

test("dotted paths and @ macros are one identifier", () => {
  expect(completeIdentifier("rel.n", 5, CANDIDATES)).toEqual({ from: 0, to: 5, options: ["rel.name"] });
  expect(completeIdentifier("a = @request.a", 14, CANDIDATES)).toEqual({
    from: 4,
    to: 14,
    options: ["@request.auth.id"],
  });
  expect(completeIdentifier("created > @n", 12, CANDIDATES)?.options).toEqual(["@now"]);
});

test("the replaced range covers the whole identifier under the cursor", () => {
  // cursor after "@req" inside "@request.x = 1"
  expect(completeIdentifier("@request.x = 1", 4, CANDIDATES)).toEqual({
    from: 0,
    to: 10,
    options: ["@request.auth.id", "@request.data.title"],
  });
});

test("an exactly typed name is not offered again, but longer ones are", () => {
  expect(completeIdentifier("rel", 3, CANDIDATES)?.options).toEqual(["rel.name", "rel.title"]);
  expect(completeIdentifier("@now", 4, CANDIDATES)).toBeNull();
});

test("nothing inside strings, after numbers, with nothing typed or nothing known", () => {
  expect(completeIdentifier("title = 'ti", 11, CANDIDATES)).toBeNull();
  expect(completeIdentifier('title = "a\\" ti', 15, CANDIDATES)).toBeNull();
  expect(completeIdentifier("total > 1", 9, CANDIDATES)).toBeNull();
  expect(completeIdentifier("title = ", 8, CANDIDATES)).toBeNull();
  expect(completeIdentifier("ti", 2, [])).toBeNull();
  expect(completeIdentifier("zzz", 3, CANDIDATES)).toBeNull();
});

test("an explicit request (Ctrl+Space) with nothing typed offers everything", () => {
  expect(completeIdentifier("title = ", 8, CANDIDATES, true)).toEqual({
    from: 8,
    to: 8,
    options: CANDIDATES,
  });
});

test("after a closed string, completion works again; only the cursor's line counts", () => {
  expect(completeIdentifier("title = 'x' && re", 17, CANDIDATES)?.options).toEqual([
    "rel",
    "rel.name",
    "rel.title",
    "@request.auth.id",
    "@request.data.title",
  ]);
  expect(completeIdentifier("a = 'open\nna", 12, ["name"])?.options).toEqual(["name"]);
});

test("the list is capped and free of duplicates", () => {
  const many = Array.from({ length: 150 }, (_, i) => `f${i}`);
  expect(completeIdentifier("f", 1, [...many, "f1"])?.options).toHaveLength(MAX_OPTIONS);
  expect(completeIdentifier("ti", 2, ["title", "title"])?.options).toEqual(["title"]);
});

test("helpers: identifier bounds and string detection", () => {
  expect(identifierAt("a && rel.name != 1", 9)).toEqual({ from: 5, to: 13 });
  expect(identifierAt("(  )", 2)).toEqual({ from: 2, to: 2 });
  expect(isInsideString("x = 'a'", 7)).toBe(false);
  expect(isInsideString("x = 'a", 6)).toBe(true);
  expect(isInsideString("x = \"it's", 9)).toBe(true);
});
