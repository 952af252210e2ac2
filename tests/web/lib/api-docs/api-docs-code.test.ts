import { expect, test } from "vitest";
import { highlightTokens } from "../../../../web/src/lib/api-docs/api-docs-highlight.ts";
import { jsLiteral, jsRaw, jsString, sdkScript } from "../../../../web/src/lib/api-docs/api-docs-js.ts";

test("jsString quotes with single quotes and escapes", () => {
  expect(jsString("it's")).toBe("'it\\'s'");
  expect(jsString('a "b"\n')).toBe("'a \"b\"\\n'");
});

test("jsLiteral prints objects over several lines, short primitive arrays inline, raw code as is", () => {
  expect(jsLiteral({ a: 1, "b-c": [true, null], d: jsRaw("new File([], 'x')") })).toBe(
    "{\n  a: 1,\n  'b-c': [true, null],\n  d: new File([], 'x'),\n}",
  );
  expect(jsLiteral([{ x: "y" }])).toBe("[\n  {\n    x: 'y',\n  },\n]");
  expect(jsLiteral({})).toBe("{}");
  expect(jsLiteral([])).toBe("[]");
});

test("sdkScript starts with the import and the client for the API address", () => {
  expect(sdkScript("http://h", ["x();"])).toBe(
    "import PocketBase from 'pocketbase';\n\nconst pb = new PocketBase('http://h');\n\nx();",
  );
});

test("highlighting splits code into tokens without changing it", () => {
  const code =
    "// hi\nconst r = await pb.collection('demo1').getList(1, 50, { filter: 'a = \"b\"', n: -2.5, ok: true });";
  const tokens = highlightTokens(code);
  expect(tokens.map((t) => t.text).join("")).toBe(code);
  const kinds = (kind: string) => tokens.filter((t) => t.kind === kind).map((t) => t.text);
  expect(kinds("comment")).toEqual(["// hi"]);
  expect(kinds("keyword")).toEqual(["const", "await"]);
  expect(kinds("function")).toEqual(["collection", "getList"]);
  expect(kinds("string")).toEqual(["'demo1'", "'a = \"b\"'"]);
  expect(kinds("number")).toEqual(["1", "50", "-2.5"]);
  expect(kinds("property")).toEqual(["filter", "n", "ok"]);
  expect(kinds("literal")).toEqual(["true"]);
});

test("JSON keys are properties and values are strings, numbers or literals", () => {
  const json = JSON.stringify({ id: "abc", n: 3, ok: false, none: null }, null, 2);
  const tokens = highlightTokens(json);
  expect(tokens.map((t) => t.text).join("")).toBe(json);
  expect(tokens.filter((t) => t.kind === "property").map((t) => t.text)).toEqual([
    '"id"',
    '"n"',
    '"ok"',
    '"none"',
  ]);
  expect(tokens.filter((t) => t.kind === "string").map((t) => t.text)).toEqual(['"abc"']);
  expect(tokens.filter((t) => t.kind === "literal").map((t) => t.text)).toEqual(["false", "null"]);
});
