/**
 * The embedded backend's streamed records export, through the shared client: the same bytes the
 * console's paged export writes from the records list, the list's filter and sort, refusals before
 * the first byte, and a client that goes away stops the server's read.
 */
import { DatabaseSync } from "node:sqlite";
import Papa from "papaparse";
import PocketBase from "pocketbase";
import { beforeAll, describe, expect, test } from "vitest";
import { streamRecordsExport } from "../../../shared/client/records-export.ts";
import type { Collection, RecordModel } from "../../../shared/models.ts";
import type { ExportFormat } from "../../../shared/records/records-export-rows.ts";
import { generateCollection } from "../../e2e/helpers/generated-collection.ts";
import { adminToken, clientToken, user1Token } from "../../helpers/fixture-tokens.ts";
import { pagedExport } from "../../helpers/paged-export.ts";
import { failure, rejection } from "../../helpers/sdk-failure.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";
import { streamText } from "../../helpers/stream-text.ts";

const server = serverForSuite();
const GENERATED = 3_000;
const LARGE = 200_000;
const LONG_ROWS = 9;
const LONG_CHARS = 300_000;

function as(token?: string): PocketBase {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  if (token) pb.authStore.save(token, null);
  return pb;
}
const admin = () => as(adminToken);

const streamed = (collection: string, format: ExportFormat, filter = "", sort = "") =>
  streamRecordsExport(admin(), collection, { format, filter, sort }).then(streamText);

const paged = (collection: Collection, format: ExportFormat, filter = "", sort = "") =>
  pagedExport(admin(), collection, format, { filter, sort });

// cells that need quoting, escaping or care: text, editor, json, number
const TRICKY = [
  ['say "hi", then go', "<p>one</p>\n<p>two}</p>", { a: "x\n}", b: [1, { c: null }] }, 1.5],
  [" leading space", "", null, -0],
  ["line\r\nbreak\n}", "<p>é ü 中文 🎉</p>", [], 1e21],
  ["\uFEFFbom", "", "just text", 0],
] as const;

beforeAll(async () => {
  const pb = admin();
  // the field types the fixture lacks (editor) and cells that need quoting, escaping or care
  await pb.collections.create({
    name: "tricky",
    type: "base",
    schema: [
      { name: "text", type: "text" },
      { name: "body", type: "editor" },
      { name: "data", type: "json" },
      { name: "n", type: "number" },
    ],
  });
  for (const [text, body, data, n] of TRICKY)
    await pb.collection("tricky").create({ text, body, data: JSON.stringify(data), n });
  await generateCollection(pb, server.dataDir, "generated", GENERATED);
  await generateCollection(pb, server.dataDir, "large", LARGE);
  // rows of long texts: the export's thread hands them over a few at a time (about 1 M characters a message)
  await pb.collections.create({ name: "long", type: "base", schema: [{ name: "body", type: "editor" }] });
  for (let i = 0; i < LONG_ROWS; i++)
    await pb.collection("long").create({ body: `<p>${String(i).repeat(LONG_CHARS)}</p>` });
});

describe("the same bytes as the paged export", () => {
  const names = [
    "demo1", // text, bool, url, select single/multi, file single/multi, number, email, date, json, relations
    "demo4", // relations single/multi, json array/object
    "demo5",
    "tricky", // editor, quotes, line breaks, spaces, byte order mark, unicode, odd numbers
    "users", // auth fields (email visibility: admins see every email)
    "clients",
    "view1", // views: created/updated only as selected (view1: created alone)
    "view2",
    "numeric_id_view",
    "generated",
    "long", // 300 K characters a row
  ];
  for (const format of ["csv", "json"] as const) {
    test(`${format}: every field type, auth and view collections`, async () => {
      const collections = await admin().collections.getFullList<Collection>();
      for (const name of names) {
        const collection = collections.find((c) => c.name === name) as Collection;
        const expected = await paged(collection, format, "", "id");
        expect(await streamed(name, format, "", "id"), name).toBe(expected);
      }
    });
  }

  // the comparisons above share the writer with the stream: here a CSV reader and JSON.parse judge it
  test("the tricky cells read back as they were written, by a CSV reader and by JSON.parse", async () => {
    const inserted = TRICKY.map(([text, body, data, n]) => ({ text, body, data, n: n === 0 ? 0 : n }));
    const csv = Papa.parse<Record<string, string>>(await streamed("tricky", "csv", "", "created"), {
      header: true,
      skipEmptyLines: true,
    });
    expect(csv.errors).toEqual([]);
    expect(csv.meta.fields).toEqual(["id", "text", "body", "data", "n", "created", "updated"]);
    // a CSV cell holds a JSON field's text as is, its other values as JSON, null as nothing
    const jsonCell = (data: unknown) =>
      typeof data === "string" ? data : data === null ? "" : JSON.stringify(data);
    expect(
      csv.data.map((row) => ({ text: row.text, body: row.body, data: row.data, n: Number(row.n) })),
    ).toEqual(inserted.map((row) => ({ ...row, data: jsonCell(row.data) })));
    const json = JSON.parse(await streamed("tricky", "json", "", "created")) as RecordModel[];
    expect(json.map(({ text, body, data, n }) => ({ text, body, data, n }))).toEqual(inserted);
  });

  test("an empty result is the head and the tail only", async () => {
    expect(await streamed("demo1", "csv", 'id = "none"')).toBe(
      "id,text,bool,url,select_one,select_many,file_one,file_many,number,email,datetime,json,rel_one,rel_many,created,updated\r\n",
    );
    expect(await streamed("demo1", "json", 'id = "none"')).toBe("[\n\n]\n");
  });
});

describe("filter and sort", () => {
  test("the list's filter and sort, -created without an index included", async () => {
    const generated = (await admin().collections.getOne("generated")) as unknown as Collection;
    const filter = "score >= 990 || active = false && score < 3";
    const csv = await streamed("generated", "csv", filter, "-created");
    expect(csv).toBe(await paged(generated, "csv", filter, "-created"));
    const ids = csv
      .trim()
      .split("\r\n")
      .slice(1)
      .map((line) => line.split(",")[0]);
    const expected = Array.from({ length: GENERATED }, (_, n) => n)
      .filter((n) => n % 1000 >= 990 || (n % 2 === 0 && n % 1000 < 3))
      .reverse()
      .map((n) => `r${String(n).padStart(14, "0")}`);
    expect(ids).toEqual(expected);
    const json = JSON.parse(await streamed("generated", "json", "", "score,-id")) as RecordModel[];
    expect(json).toHaveLength(GENERATED);
    expect(json.slice(0, 3).map((r) => r.id)).toEqual([
      "r00000000002000",
      "r00000000001000",
      "r00000000000000",
    ]);
  });

  test("fields picks the columns, in the asked order", async () => {
    const reader = await streamRecordsExport(admin(), "generated", {
      format: "csv",
      sort: "id",
      filter: "score < 2",
      columns: ["score", "id"],
    });
    expect(await streamText(reader)).toBe(
      "score,id\r\n0,r00000000000000\r\n1,r00000000000001\r\n0,r00000000001000\r\n1,r00000000001001\r\n0,r00000000002000\r\n1,r00000000002001\r\n",
    );
  });
});

describe("refusals, before the first byte", () => {
  test("a bad filter or sort: the list API's 400 envelope and nothing else", async () => {
    for (const query of [{ filter: "nope ~~ (" }, { filter: "missing = 1" }, { sort: "-missing" }]) {
      const listed = await failure(admin().collection("demo1").getList(1, 30, query));
      const exported = await failure(streamRecordsExport(admin(), "demo1", { format: "csv", ...query }));
      expect(exported).toEqual(listed);
      expect(exported).toEqual({
        status: 400,
        body: { code: 400, message: "Invalid filter parameters.", data: {} },
      });
    }
  });

  test("the raw answer of a bad filter is the envelope as JSON, not a partial file", async () => {
    const res = await fetch(
      `${server.url}/api/pbdeck/collections/demo1/export?format=csv&filter=${encodeURIComponent("(")}`,
      { headers: { Authorization: adminToken } },
    );
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("content-disposition")).toBeNull();
    expect(await res.json()).toEqual({ code: 400, message: "Invalid filter parameters.", data: {} });
  });

  test("a bad format or an unknown column: 400 with the field", async () => {
    const format = await rejection(streamRecordsExport(admin(), "demo1", { format: "xml" as ExportFormat }));
    expect(format.status).toBe(400);
    expect(Object.keys(format.response.data)).toEqual(["format"]);
    const columns = await rejection(
      streamRecordsExport(admin(), "users", { format: "csv", columns: ["id", "passwordHash"] }),
    );
    expect(columns.status).toBe(400);
    expect(Object.keys(columns.response.data)).toEqual(["fields"]);
  });

  test("guests and auth records are refused; an unknown collection is a 404 (null: page instead)", async () => {
    for (const token of [undefined, user1Token, clientToken]) {
      expect(await failure(streamRecordsExport(as(token), "demo1", { format: "csv" }))).toEqual({
        status: 401,
        body: {
          code: 401,
          message: "The request requires valid admin authorization token to be set.",
          data: {},
        },
      });
    }
    expect(await streamRecordsExport(admin(), "missing", { format: "csv" })).toBeNull();
  });

  test("headers: the type, and the console's file name as an attachment", async () => {
    const res = await fetch(`${server.url}/api/pbdeck/collections/demo2/export?format=json`, {
      headers: { Authorization: adminToken },
    });
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="demo2_\d{8}-\d{6}\.json"$/,
    );
    expect(JSON.parse(await res.text())).toHaveLength(3);
  });
});

describe("a client that goes away", () => {
  /** Checkpoints the WAL from a connection of its own: busy while a reader still holds an older snapshot. */
  function checkpointBusy(): boolean {
    const db = new DatabaseSync(`${server.dataDir}/data.db`);
    try {
      const row = db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get() as { busy: number };
      return row.busy !== 0;
    } finally {
      db.close();
    }
  }

  test("aborting mid-stream ends the server's read; the server keeps serving and writing", async () => {
    expect(checkpointBusy()).toBe(false);
    const abort = new AbortController();
    const reader = await streamRecordsExport(
      admin(),
      "large",
      { format: "json", sort: "-created" },
      abort.signal,
    );
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value).startsWith("[\n")).toBe(true);
    // the client reads no more: the server waits for the socket to drain, its statement still open
    await admin().collection("demo2").create({ title: "written while exporting" });
    expect(checkpointBusy()).toBe(true);

    abort.abort();
    await expect.poll(checkpointBusy, { timeout: 10_000 }).toBe(false);
    const written = await admin().collection("demo2").create({ title: "written after the abort" });
    expect((await admin().collection("demo2").getOne(written.id)).title).toBe("written after the abort");
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  test("while an export waits for its client, collections and indexes can still be dropped", async () => {
    const pb = admin();
    const doomed = await pb.collections.create({
      name: "doomed",
      type: "base",
      schema: [{ name: "title", type: "text" }],
      indexes: ["CREATE INDEX `idx_doomed_title` ON `doomed` (`title`)"],
    });
    const abort = new AbortController();
    const reader = await streamRecordsExport(pb, "large", { format: "csv", sort: "-created" }, abort.signal);
    await reader?.read();
    await pb.collections.update(doomed.id, { indexes: [] });
    expect(checkpointBusy()).toBe(true); // the export's read is still open while the index goes
    await pb.collections.delete(doomed.id);
    abort.abort();
    expect((await pb.collections.getFullList()).map((c) => c.name)).not.toContain("doomed");
  });
});
