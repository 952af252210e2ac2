import { expect, test } from "vitest";
import { recordDatesTitle } from "../../../../web/src/lib/records/record-dates-title.ts";

test("the dates a record carries, and none made up for a record without them", () => {
  expect(recordDatesTitle({ created: "2024-01-02 03:04:05.000Z", updated: "2024-02-03 04:05:06.000Z" })).toBe(
    "Created: 2024-01-02 03:04:05\nUpdated: 2024-02-03 04:05:06",
  );
  expect(recordDatesTitle({ updated: "2024-02-03 04:05:06.000Z" } as never)).toBe(
    "Updated: 2024-02-03 04:05:06",
  );
  expect(recordDatesTitle({} as never)).toBeUndefined();
});
