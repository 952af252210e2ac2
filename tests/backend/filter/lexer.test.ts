import { describe, expect, test } from "vitest";
import { FilterError } from "../../../backend/filter/index.ts";
import { scanTokens } from "../../../backend/filter/lexer.ts";

const types = (text: string) => scanTokens(text).map((t) => `${t.type}:${t.literal}`);

describe("scanTokens", () => {
  test("scans every token kind and skips spaces, tabs and newlines", () => {
    expect(types("a.b:length >= -1.5 &&\t'x' || \"y\"\n")).toEqual([
      "identifier:a.b:length",
      "sign:>=",
      "number:-1.5",
      "join:&&",
      "text:x",
      "join:||",
      "text:y",
    ]);
  });

  test("accepts all sixteen operators", () => {
    const ops = [
      "=",
      "!=",
      ">",
      ">=",
      "<",
      "<=",
      "~",
      "!~",
      "?=",
      "?!=",
      "?>",
      "?>=",
      "?<",
      "?<=",
      "?~",
      "?!~",
    ];
    for (const op of ops) expect(types(`a ${op} 1`)[1]).toBe(`sign:${op}`);
  });

  test("identifiers may start with @, # or _ and contain . and :", () => {
    expect(types("@request.auth.id _x #y a1.b_2:each")).toEqual([
      "identifier:@request.auth.id",
      "identifier:_x",
      "identifier:#y",
      "identifier:a1.b_2:each",
    ]);
  });

  test("only the own quote can be escaped inside a text", () => {
    expect(scanTokens(`'it\\'s' "say \\"hi\\"" 'a\\"b' 'c\\d'`).map((t) => t.literal)).toEqual([
      "it's",
      'say "hi"',
      'a\\"b',
      "c\\d",
    ]);
  });

  test("a group keeps its inner text with texts re-quoted in double quotes", () => {
    expect(scanTokens("(a = 'x' && (b = 1))")).toEqual([{ type: "group", literal: 'a = "x" && (b = 1)' }]);
  });

  test.each([
    ["\r", "carriage return is not whitespace"],
    ["a = 1.", "number ending with a dot"],
    ["a = 1.2.3", "two dots"],
    ["a = -", "lone minus"],
    ["a. = 1", "identifier ending with a dot"],
    ["a: = 1", "identifier ending with a colon"],
    ["a@b = 1", "@ after the first character"],
    ["@ = 1", "lone @"],
    ["a == 1", "unknown operator"],
    ["a =! 1", "unknown operator"],
    ["a = 1 & b = 2", "single ampersand"],
    ["a = 1 ||| b = 2", "triple pipe"],
    ["a = 'x", "unterminated text"],
    ["a = 'x\\'", "backslash escapes the closing quote"],
    ["(a = 1", "missing closing bracket"],
    ["a = 1)", "stray closing bracket"],
    ["a = 1 + 2", "plus is not a token"],
    ["tïtle = 1", "non-ASCII outside quotes"],
  ])("rejects %j (%s)", (text) => {
    expect(() => scanTokens(text)).toThrow(FilterError);
  });

  test("an exponent is an identifier after the number", () => {
    expect(types("1e5")).toEqual(["number:1", "identifier:e5"]);
  });

  test("a double quote inside a text works outside a group", () => {
    expect(scanTokens(`title = 'a"b'`)[2]).toEqual({ type: "text", literal: 'a"b' });
  });
});
