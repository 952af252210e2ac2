import { describe, expect, test } from "vitest";
import { resultCsv } from "../../../../web/src/lib/sql-console/result-csv.ts";

describe("resultCsv", () => {
  test("a header row, then the rows; quotes only where needed", () => {
    expect(
      resultCsv(
        ["id", "note", "n"],
        [
          ["a1", 'say "hi", then go', 3],
          ["a2", "two\nlines", null],
          ["a3", " padded", 1.5],
        ],
      ),
    ).toBe('id,note,n\r\na1,"say ""hi"", then go",3\r\na2,"two\nlines",\r\na3," padded",1.5\r\n');
  });

  test("no rows gives the header only; objects become JSON", () => {
    expect(resultCsv(["x"], [])).toBe("x\r\n");
    expect(resultCsv(["j"], [[{ a: 1 }]])).toBe('j\r\n"{""a"":1}"\r\n');
  });
});
