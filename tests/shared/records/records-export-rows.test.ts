import { expect, test } from "vitest";
import type { RecordModel } from "../../../shared/models.ts";
import {
  csvLine,
  exportColumns,
  exportFileName,
  exportFileWriter,
  toCsvCell,
  toCsvLine,
  toCsvRow,
  toJsonRow,
} from "../../../shared/records/records-export-rows.ts";
import { demo, users } from "../../web/lib/fixtures.ts";

const record = {
  id: "r1",
  collectionId: demo.id,
  collectionName: "demo1",
  created: "2023-01-01 00:00:00.000Z",
  updated: "2023-01-02 00:00:00.000Z",
  text: 'say "hi", then go',
  bool: true,
  number: 1.5,
  select_one: "a",
  select_many: ["a", "b"],
  json: { k: [1, 2] },
  datetime: "",
  file_one: "f.png",
  file_many: [],
  rel_one: "x1",
  rel_many: ["x1", "x2"],
  expand: { rel_one: { id: "x1" } },
} as unknown as RecordModel;

test("columns: id, auth fields, schema fields, dates; no secrets", () => {
  expect(exportColumns(demo)).toEqual(["id", ...demo.schema.map((f) => f.name), "created", "updated"]);
  expect(exportColumns(users)).toEqual([
    "id",
    "username",
    "email",
    "emailVisibility",
    "verified",
    "name",
    "created",
    "updated",
  ]);
  expect(exportColumns({ type: "view", schema: [] })).toEqual(["id"]);
});

test("JSON rows keep values, files and relations as ids, and drop expand and collection keys", () => {
  const row = toJsonRow(record, exportColumns(demo));
  expect(Object.keys(row)).toEqual(exportColumns(demo));
  expect(row.rel_many).toEqual(["x1", "x2"]);
  expect(row.file_one).toBe("f.png");
  expect(row.json).toEqual({ k: [1, 2] });
  expect("expand" in row).toBe(false);
});

test("CSV cells: text as is, arrays and objects as JSON, null empty", () => {
  expect(toCsvCell(null)).toBe("");
  expect(toCsvCell(false)).toBe("false");
  expect(toCsvCell(0)).toBe("0");
  expect(toCsvCell(["a"])).toBe('["a"]');
  expect(toCsvRow(record, ["text", "select_many", "json", "bool"])).toEqual([
    'say "hi", then go',
    '["a","b"]',
    '{"k":[1,2]}',
    "true",
  ]);
});

test("file names", () => {
  expect(exportFileName("posts", "csv", new Date("2024-03-05T07:08:09Z"))).toBe("posts_20240305-070809.csv");
});

test("toCsvLine writes what papaparse's unparse wrote for the same cells, CRLF included", async () => {
  const papa = (await import("papaparse")).default;
  const awkward = [
    "plain",
    "",
    'say "hi"',
    "a,b",
    "line\nbreak",
    "cr\rreturn",
    " leading",
    "trailing ",
    "inner space",
    "\uFEFFbom",
    "tab\tinside",
    "=1+1",
    '"',
  ];
  const columns = ["id", "value", "list", "flag", "n", "none"];
  for (const value of awkward) {
    const row = {
      id: "r1",
      value,
      list: [value, 1],
      flag: false,
      n: -2.5,
      none: null,
    } as unknown as RecordModel;
    const expected = `${papa.unparse([toCsvRow(row, columns)], { header: false, newline: "\r\n" })}\r\n`;
    expect(toCsvLine(row, columns)).toBe(expected);
  }
  expect(csvLine(["id", "a b", "c,d"])).toBe(
    `${papa.unparse([["id", "a b", "c,d"]], { header: false, newline: "\r\n" })}\r\n`,
  );
});

test("the file writer: head, rows joined across runs by the separator, tail", () => {
  const columns = ["id", "text"];
  const a = { id: "a", text: "x" } as unknown as RecordModel;
  const b = { id: "b", text: "y, z" } as unknown as RecordModel;
  const csv = exportFileWriter("csv", columns);
  expect(csv.head + csv.rows([a]) + csv.separator + csv.rows([b]) + csv.tail).toBe(
    'id,text\r\na,x\r\nb,"y, z"\r\n',
  );
  const json = exportFileWriter("json", columns);
  const text = json.head + json.rows([a]) + json.separator + json.rows([b]) + json.tail;
  expect(text).toBe(json.head + json.rows([a, b]) + json.tail);
  expect(JSON.parse(text)).toEqual([
    { id: "a", text: "x" },
    { id: "b", text: "y, z" },
  ]);
});
