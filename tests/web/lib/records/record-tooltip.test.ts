import { expect, test } from "vitest";
import type { RecordModel } from "../../../../shared/models.ts";
import { RECORD_TOOLTIP_MAX, recordTooltip } from "../../../../web/src/lib/records/record-tooltip.ts";

const record = (extra: Record<string, unknown>) =>
  ({
    id: "abc123def456ghi",
    collectionId: "c1",
    collectionName: "posts",
    ...extra,
  }) as unknown as RecordModel;

test("the hover text lists the related record's fields, not only its id, and leaves out its expand", () => {
  const text = recordTooltip(record({ title: "Hello", tags: ["a"], expand: { author: { id: "x" } } }));
  expect(JSON.parse(text)).toEqual({
    id: "abc123def456ghi",
    collectionId: "c1",
    collectionName: "posts",
    title: "Hello",
    tags: ["a"],
  });
});

test("a long record is cut at 800 characters with an ellipsis", () => {
  const text = recordTooltip(record({ body: "x".repeat(2000) }));
  expect(text.length).toBe(RECORD_TOOLTIP_MAX);
  expect(text.endsWith("…")).toBe(true);
});
