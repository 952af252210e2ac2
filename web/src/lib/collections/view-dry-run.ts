/** @module The view query preview on PocketBase v0.37+: the server's own dry run of a view query. */
import type PocketBase from "pocketbase";
import type { ViewQueryPreview } from "../../../../shared/client/sql-console.ts";
import { errorStatus } from "../handle-api-error.ts";

/** What the preview shows: the fields and first rows, the query's failure, or that the server has no dry run. */
export type ServerViewPreview =
  | { status: "ready"; preview: ViewQueryPreview }
  | { status: "error"; message: string }
  | { status: "unavailable" };

interface DryRunAnswer {
  fields?: Array<{ name: string; type: string }>;
  sample?: Array<Record<string, unknown>>;
}

/**
 * Asks the server (v0.37+, `POST /api/collections/meta/dry-run-view`) which fields a view query
 * makes and for a sample of its rows; v0.23–v0.36 have no such route (404: unavailable).
 * @throws the SDK error of anything but a refused query or a missing route (e.g. an abort).
 */
export async function dryRunView(pb: PocketBase, query: string): Promise<ServerViewPreview> {
  try {
    const answer = await pb.send<DryRunAnswer>("/api/collections/meta/dry-run-view", {
      method: "POST",
      body: { query },
      requestKey: "view_dry_run",
    });
    const fields = (answer.fields ?? []).map((f) => ({ name: f.name, type: f.type }));
    const columns = fields.map((f) => f.name);
    const rows = (answer.sample ?? []).map((row) => columns.map((name) => row[name] ?? null));
    // like the embedded preview, "Fields" lists what the query adds besides id
    return { status: "ready", preview: { fields: fields.filter((f) => f.name !== "id"), columns, rows } };
  } catch (err) {
    const status = errorStatus(err);
    if (status === 404) return { status: "unavailable" };
    if (status !== 400) throw err;
    const message = (err as { response?: { message?: string } }).response?.message ?? "";
    return {
      status: "error",
      message: `The query fails: ${message.replace(/^Invalid view query\.\s*(Raw error:\s*)?/, "")}`,
    };
  }
}
