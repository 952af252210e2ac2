/**
 * @module The streamed export of the embedded backend: one request whose body is the file, in the
 * list's sort (the backend sorts once). Chunks become Blobs of about 1 MB as they arrive (flat JS
 * heap); rows are counted from the bytes for the progress bar.
 */
import { streamRecordsExport } from "../../../shared/client/records-export.ts";
import type { Collection } from "../../../shared/models.ts";
import type { ExportFormat } from "../../../shared/records/records-export-rows.ts";
import { pb } from "../lib/api.ts";
import { BlobBatches } from "../lib/records/transfer/blob-batches.ts";
import { ExportRowCounter } from "../lib/records/transfer/export-row-counter.ts";

/** The file of a streamed export and its rows. */
export interface StreamedFile {
  parts: Blob[];
  rows: number;
}

/**
 * Streams the export of the records matching `filter` in `sort` (an API sort) with these `columns` (the
 * backend's default when absent), or null when the backend has no streamed export (a remote
 * PocketBase). `onRows` gets the rows read so far after each chunk.
 * @throws ClientResponseError for a refused export (bad filter, not an admin), or when `signal` aborts.
 */
export async function readExportStream(
  collection: Collection,
  query: { filter: string; sort: string; format: ExportFormat; columns?: string[] },
  signal: AbortSignal,
  onRows: (rows: number) => void,
): Promise<StreamedFile | null> {
  const reader = await streamRecordsExport(pb, collection.id, query, signal);
  if (!reader) return null;
  const counter = new ExportRowCounter(query.format);
  const batches = new BlobBatches();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    batches.add(value as Uint8Array<ArrayBuffer>);
    counter.add(value);
    onRows(counter.rows);
  }
  return { parts: batches.blobs(), rows: counter.rows };
}
