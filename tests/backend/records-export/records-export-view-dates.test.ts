/**
 * A view exports the dates its query selects, one by one: `created` only, `updated` only, both or
 * neither; the streamed file is byte for byte the console's paged one (columns read from the rows as
 * the console reads them), and `fields` may name a date only when the view selects it.
 */
import PocketBase from "pocketbase";
import { beforeAll, describe, expect, test } from "vitest";
import { streamRecordsExport } from "../../../shared/client/records-export.ts";
import type { Collection } from "../../../shared/models.ts";
import type { ExportFormat } from "../../../shared/records/records-export-rows.ts";
import { DATE_VIEWS } from "../../helpers/date-views.ts";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { consoleColumns, pagedExport } from "../../helpers/paged-export.ts";
import { rejection } from "../../helpers/sdk-failure.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";
import { streamText } from "../../helpers/stream-text.ts";

const server = serverForSuite();

function admin(): PocketBase {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  pb.authStore.save(adminToken, null);
  return pb;
}

const consoleColumnsOf = (collection: Collection) => consoleColumns(admin(), collection);
const paged = (collection: Collection, format: ExportFormat, columns: string[]) =>
  pagedExport(admin(), collection, format, { sort: "id", columns });

const collections = new Map<string, Collection>();

beforeAll(async () => {
  const pb = admin();
  for (const [name, { query }] of Object.entries(DATE_VIEWS)) {
    const view = await pb.collections.create({ name, type: "view", options: { query } });
    collections.set(name, view as unknown as Collection);
  }
  const empty = await pb.collections.create({
    name: "dates_empty",
    type: "view",
    options: { query: "SELECT id, created FROM demo2 WHERE id = 'none'" },
  });
  collections.set("dates_empty", empty as unknown as Collection);
});

describe("the dates a view selects are its date columns", () => {
  for (const [name, { dates }] of Object.entries(DATE_VIEWS)) {
    test(`${name}: the header has [${dates.join(", ")}] and the bytes are the paged export's`, async () => {
      const collection = collections.get(name) as Collection;
      const columns = await consoleColumnsOf(collection);
      expect(columns.filter((c) => c === "created" || c === "updated")).toEqual(dates);
      for (const format of ["csv", "json"] as const) {
        const expected = await paged(collection, format, columns);
        // by default (the backend reads the view's columns), and with the console's columns named
        const byDefault = await streamText(await streamRecordsExport(admin(), name, { format, sort: "id" }));
        const named = await streamText(
          await streamRecordsExport(admin(), name, { format, sort: "id", columns }),
        );
        expect(byDefault, `${name} ${format}`).toBe(expected);
        expect(named, `${name} ${format}`).toBe(expected);
      }
      const csv = await streamText(await streamRecordsExport(admin(), name, { format: "csv", sort: "id" }));
      const [header, first] = csv.split("\r\n");
      expect(header.split(",")).toEqual(columns);
      for (const date of dates) {
        expect(first.split(",")[columns.indexOf(date)]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z$/);
      }
    });
  }

  test("fields may name a date the view selects, never one it does not", async () => {
    const reader = await streamRecordsExport(admin(), "dates_updated", {
      format: "csv",
      sort: "id",
      columns: ["updated"],
    });
    expect((await streamText(reader)).split("\r\n")[0]).toBe("updated");
    const refused = await rejection(
      streamRecordsExport(admin(), "dates_updated", { format: "csv", columns: ["id", "created"] }),
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.response.data)).toEqual(["fields"]);
  });

  test("an empty view: the console names no dates (no row carries one) and gets the same file", async () => {
    const collection = collections.get("dates_empty") as Collection;
    const columns = await consoleColumnsOf(collection);
    expect(columns).toEqual(["id"]);
    const named = await streamText(
      await streamRecordsExport(admin(), "dates_empty", { format: "csv", sort: "id", columns }),
    );
    expect(named).toBe(await paged(collection, "csv", columns));
    expect(named).toBe("id\r\n");
  });
});
