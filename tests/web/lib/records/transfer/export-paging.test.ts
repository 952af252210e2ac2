import { expect, test } from "vitest";
import { exportPaging, keysetFilter } from "../../../../../web/src/lib/records/transfer/export-paging.ts";

test("a sort by id, or none, pages by keyset in its direction", () => {
  expect(exportPaging("")).toEqual({ kind: "keyset", sort: "id" });
  expect(exportPaging("id")).toEqual({ kind: "keyset", sort: "id" });
  expect(exportPaging("+id")).toEqual({ kind: "keyset", sort: "id" });
  expect(exportPaging("-id")).toEqual({ kind: "keyset", sort: "-id" });
  expect(exportPaging(" -id , name")).toEqual({ kind: "keyset", sort: "-id" });
});

test("any other sort pages by number in that sort, ties broken by id", () => {
  expect(exportPaging("-created")).toEqual({ kind: "pages", sort: "-created,id" });
  expect(exportPaging("+age")).toEqual({ kind: "pages", sort: "+age,id" });
  expect(exportPaging("-author.name,-author.email")).toEqual({
    kind: "pages",
    sort: "-author.name,-author.email,id",
  });
  expect(exportPaging("name,-id")).toEqual({ kind: "pages", sort: "name,-id" });
  expect(exportPaging("identity")).toEqual({ kind: "pages", sort: "identity,id" });
});

test("keyset filters keep the user's filter and go past the last id", () => {
  expect(keysetFilter("", "")).toBe("");
  expect(keysetFilter("a = 1", "")).toBe("a = 1");
  expect(keysetFilter("", "abc")).toBe('id > "abc"');
  expect(keysetFilter("", "abc", "-id")).toBe('id < "abc"');
  expect(keysetFilter("a = 1 || b = 2", "abc")).toBe('(a = 1 || b = 2) && id > "abc"');
  expect(keysetFilter("a = 1", "abc", "-id")).toBe('(a = 1) && id < "abc"');
});
