/** @module Live preview of a view collection's query (embedded backend only): fields, first rows, or the error. */
import { atom } from "nanostores";
import { previewViewQuery, type ViewQueryPreview } from "../../../shared/client/sql-console.ts";
import { pb } from "../lib/api.ts";
import { errorStatus, handleApiError, isAbortError } from "../lib/handle-api-error.ts";
import { $embeddedFeatures, probeEmbeddedFeatures } from "./embedded-features.ts";

export type ViewPreviewState =
  | { status: "idle" | "loading" | "unavailable" }
  | { status: "ready"; preview: ViewQueryPreview }
  | { status: "error"; message: string };

export const $viewPreview = atom<ViewPreviewState>({ status: "idle" });

/** Previews `query`; on a remote PocketBase (no dry-run endpoint) the state says so instead. */
export async function loadViewPreview(query: string): Promise<void> {
  await probeEmbeddedFeatures();
  if ($embeddedFeatures.get() === null) {
    $viewPreview.set({ status: "unavailable" });
    return;
  }
  if (query.trim() === "") {
    $viewPreview.set({ status: "idle" });
    return;
  }
  $viewPreview.set({ status: "loading" });
  try {
    $viewPreview.set({ status: "ready", preview: await previewViewQuery(pb, query) });
  } catch (err) {
    if (isAbortError(err)) return; // a newer query is on its way
    if (errorStatus(err) !== 400) {
      handleApiError(err);
      $viewPreview.set({ status: "idle" });
      return;
    }
    const response = (err as { response?: { data?: { query?: { message?: string } }; message?: string } })
      .response;
    const message = response?.data?.query?.message ?? response?.message ?? "";
    // the reason only: "Invalid query - ..." stays the words of the save error under the field
    $viewPreview.set({
      status: "error",
      message: `The query fails: ${message.replace(/^Invalid query - /, "")}`,
    });
  }
}

/** Forgets the last preview (the editor closed). */
export function resetViewPreview(): void {
  $viewPreview.set({ status: "idle" });
}
