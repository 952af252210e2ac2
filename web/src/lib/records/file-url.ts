/** @module File and thumbnail URLs (the token query is left out when there is none). */
import type { RecordModel } from "../../../../shared/models.ts";
import { pb } from "../api.ts";
import { queryOptions } from "../query-options.ts";

/** The URL of a record file, optionally a thumbnail, with the admin file token for protected files. */
export function fileUrl(
  record: RecordModel,
  name: string,
  options: { thumb?: string; token?: string } = {},
): string {
  return pb.files.getUrl(record, name, queryOptions(options));
}
