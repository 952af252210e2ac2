/** The file the console's paged export writes: the records list through the shared writer (export tests' reference). */
import type PocketBase from "pocketbase";
import type { Collection, RecordModel } from "../../shared/models.ts";
import { viewDateFields } from "../../shared/records/record-date-fields.ts";
import {
  type ExportFormat,
  exportColumns,
  exportFileWriter,
} from "../../shared/records/records-export-rows.ts";

/** The columns the console exports: a view's dates read from one of its rows, as the console reads them. */
export async function consoleColumns(pb: PocketBase, collection: Collection): Promise<string[]> {
  const probe =
    collection.type === "view"
      ? await pb.collection(collection.name).getList(1, 1, { fields: "created,updated" })
      : { items: [] };
  return exportColumns(collection, viewDateFields(probe.items));
}

/** The paged export of `collection` matching `filter` in `sort`, with `columns` (default: the console's). */
export async function pagedExport(
  pb: PocketBase,
  collection: Collection,
  format: ExportFormat,
  query: { filter?: string; sort?: string; columns?: string[] } = {},
): Promise<string> {
  const columns = query.columns ?? (await consoleColumns(pb, collection));
  const records = await pb.collection(collection.name).getFullList<RecordModel>({
    batch: 500,
    filter: query.filter ?? "",
    sort: query.sort ?? "",
    fields: columns.join(","),
  });
  const writer = exportFileWriter(format, columns);
  return writer.head + writer.rows(records) + writer.tail;
}
