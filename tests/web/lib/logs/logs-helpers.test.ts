import { expect, test } from "vitest";
import {
  formatMeta,
  hasLogError,
  isFilterError,
  methodClass,
} from "../../../../web/src/lib/logs/log-format.ts";
import { logsUrlQuery, readLogsUrl } from "../../../../web/src/lib/logs/logs-url.ts";

test("the address holds the search text, the range, the errors flag and the level, and reads back the same", () => {
  const state = {
    text: 'status >= 400 && url ~ "a&b"',
    range: { preset: "1h" as const },
    errors: true,
    level: "warn",
  };
  const query = logsUrlQuery(state);
  expect(query).toBe("filter=status+%3E%3D+400+%26%26+url+%7E+%22a%26b%22&range=1h&errors=1&level=warn");
  expect(readLogsUrl(query)).toEqual(state);
  expect(logsUrlQuery({ text: "", range: null, errors: false, level: "" })).toBe("");
  expect(readLogsUrl("")).toEqual({ text: "", range: null, errors: false, level: "" });
  expect(readLogsUrl("range=10~20").range).toEqual({ from: 10, to: 20 });
});

test("method labels are coloured for get, post, patch and delete", () => {
  expect(methodClass("GET")).toBe("label label-get");
  expect(methodClass("post")).toBe("label label-post");
  expect(methodClass("PATCH")).toBe("label label-patch");
  expect(methodClass("DELETE")).toBe("label label-delete");
  expect(methodClass("OPTIONS")).toBe("label label-other");
});

test("the error icon shows for an error message or error data in meta", () => {
  expect(hasLogError({ errorMessage: "Failed." })).toBe(true);
  expect(hasLogError({ errorData: { title: { code: "x" } } })).toBe(true);
  expect(hasLogError({ errorMessage: "", errorData: {} })).toBe(false);
  expect(hasLogError({})).toBe(false);
  expect(hasLogError(null)).toBe(false);
});

test("meta shows as indented JSON, empty as nothing; only a real 400 is a filter error", () => {
  expect(formatMeta({ a: 1 })).toBe('{\n  "a": 1\n}');
  expect(formatMeta({})).toBe("");
  expect(isFilterError({ status: 400 })).toBe(true);
  expect(isFilterError({ status: 0 })).toBe(false);
  expect(isFilterError({ status: 500 })).toBe(false);
  expect(isFilterError(null)).toBe(false);
});
