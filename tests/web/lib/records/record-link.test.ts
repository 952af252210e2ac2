import { expect, test } from "vitest";
import { recordLink } from "../../../../web/src/lib/records/record-link.ts";

test("a record link keeps the console's address and names only the collection and the record", () => {
  expect(
    recordLink("http://127.0.0.1:8090/_/#/collections?collectionId=c1&filter=x&recordId=old", "c1", "r1"),
  ).toBe("http://127.0.0.1:8090/_/#/collections?collectionId=c1&recordId=r1");
  expect(recordLink("https://example.com/admin/_/?q=1#/logs", "c 2", "r2")).toBe(
    "https://example.com/admin/_/?q=1#/collections?collectionId=c+2&recordId=r2",
  );
});
