import { expect, test } from "vitest";
import type { RecordModel } from "../../../../../shared/models.ts";
import { type ExportFormat, exportFileWriter } from "../../../../../shared/records/records-export-rows.ts";
import { ExportRowCounter } from "../../../../../web/src/lib/records/transfer/export-row-counter.ts";

const columns = ["id", "text", "data"];
// cells with quotes, line breaks (also before a brace), commas and non-ASCII text
const records = [
  { id: "a", text: 'say "hi", then\ngo', data: { x: "line\n}", y: [{ z: null }] } },
  { id: "b", text: "\n}\r\n", data: null },
  { id: "c", text: "é 中文 🎉", data: ['"'] },
  { id: "d", text: '""', data: {} },
] as unknown as RecordModel[];

function fileBytes(format: ExportFormat, rows: RecordModel[]): Uint8Array {
  const writer = exportFileWriter(format, columns);
  return new TextEncoder().encode(writer.head + writer.rows(rows) + writer.tail);
}

/** The counts seen after each chunk when the file arrives in chunks of `size` bytes. */
function countIn(format: ExportFormat, bytes: Uint8Array, size: number): number[] {
  const counter = new ExportRowCounter(format);
  const seen: number[] = [];
  for (let at = 0; at < bytes.length; at += size) {
    counter.add(bytes.subarray(at, at + size));
    seen.push(counter.rows);
  }
  return seen;
}

for (const format of ["csv", "json"] as const) {
  test(`${format}: every row counted once, wherever the chunks split`, () => {
    const bytes = fileBytes(format, records);
    for (const size of [1, 2, 3, 7, 64, bytes.length]) {
      const seen = countIn(format, bytes, size);
      expect(seen[seen.length - 1], `chunks of ${size}`).toBe(records.length);
      expect(seen).toEqual([...seen].sort((x, y) => x - y)); // never goes back
    }
  });

  test(`${format}: no rows in an empty file`, () => {
    expect(countIn(format, fileBytes(format, []), 3).at(-1)).toBe(0);
  });
}

test("csv: a row counts once its line ends, not before", () => {
  const counter = new ExportRowCounter("csv");
  counter.add(new TextEncoder().encode('id,text\r\na,"half\n'));
  expect(counter.rows).toBe(0);
  counter.add(new TextEncoder().encode('way"\r\n'));
  expect(counter.rows).toBe(1);
});
