import { expect, test } from "vitest";
import type { Collection, RecordModel } from "../../../../shared/models.ts";
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

test("each file field lists at most 5 file names; other lists stay whole", () => {
  const posts = {
    id: "c1",
    name: "posts",
    type: "base",
    schema: [
      { id: "f1", name: "photos", type: "file", options: { maxSelect: 99 } },
      { id: "f2", name: "tags", type: "json", options: {} },
    ],
  } as unknown as Collection;
  const photos = Array.from({ length: 8 }, (_, i) => `photo_${i}.png`);
  const tags = Array.from({ length: 8 }, (_, i) => `t${i}`);
  const text = recordTooltip(record({ photos, tags }), posts);
  expect(JSON.parse(text).photos).toEqual(photos.slice(0, 5));
  expect(JSON.parse(text).tags).toEqual(tags);
});
