import { renderToStaticMarkup } from "react-dom/server";
import { expect, test, vi } from "vitest";
import type { RecordModel, SchemaField } from "../../../shared/models.ts";
import { MemoryStorage } from "../lib/memory-storage.ts";

// the console's API client reads the page address and storage when its module loads
vi.stubGlobal("location", new URL("http://127.0.0.1:8090/_/"));
vi.stubGlobal("localStorage", new MemoryStorage());
const { RecordFieldValue } = await import("../../../web/src/components/records/display/RecordFieldValue.tsx");

const record = (values: Record<string, unknown>) =>
  ({
    id: "rec000000000001",
    collectionId: "c1",
    collectionName: "posts",
    ...values,
  }) as unknown as RecordModel;

test("a file cell previews up to 10 files, a full preview all of them", () => {
  const field = { id: "f", name: "docs", type: "file", options: { maxSelect: 99 } } as unknown as SchemaField;
  const names = Array.from({ length: 12 }, (_, i) => `doc${i}.txt`);
  const cell = renderToStaticMarkup(<RecordFieldValue field={field} record={record({ docs: names })} />);
  expect(cell.match(/class="file-thumb"/g)?.length).toBe(10);
  const full = renderToStaticMarkup(
    <RecordFieldValue field={field} record={record({ docs: names })} short={false} />,
  );
  expect(full.match(/class="file-thumb"/g)?.length).toBe(12);
});

test("a relation chip's hover text holds the related record's fields, not only its id", () => {
  const field = {
    id: "r",
    name: "author",
    type: "relation",
    options: { collectionId: "users0000000001", maxSelect: 1 },
  } as unknown as SchemaField;
  const author = {
    id: "usr000000000001",
    collectionId: "users0000000001",
    collectionName: "users",
    name: "Ada",
  };
  const html = renderToStaticMarkup(
    <RecordFieldValue field={field} record={record({ author: author.id, expand: { author } })} />,
  );
  const title = html.match(/class="chip" title="([^"]*)"/)?.[1] ?? "";
  const decoded = title
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
  expect(JSON.parse(decoded)).toEqual(author);
});
