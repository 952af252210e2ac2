import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { copyText } from "../../../lib/settings/export-import/copy-text.ts";
import { downloadText } from "../../../lib/settings/export-import/download-text.ts";
import {
  $exportJson,
  $exportLoading,
  loadExportCollections,
} from "../../../stores/collections-transfer/collections-export.ts";
import { addErrorToast, addToast } from "../../../stores/toasts.ts";
import { CodeEditor } from "../../base/code-editor/CodeEditor.tsx";
import { ExportCollectionsPicker } from "./ExportCollectionsPicker.tsx";

const noop = () => {};

/** Export file name base. */
export const EXPORT_FILE_BASE = "pb_schema";

/** The export screen's content: intro, the JSON preview, Copy and Download as JSON. */
export function CollectionsExport() {
  const json = useStore($exportJson);
  const loading = useStore($exportLoading);

  useEffect(() => {
    void loadExportCollections();
  }, []);

  async function copy() {
    try {
      await copyText(json);
      addToast("success", "The configuration was copied to your clipboard!", 3000);
    } catch (err) {
      addErrorToast((err as Error).message);
    }
  }

  if (loading && !json) {
    return (
      <div className="state-panel" aria-busy="true">
        <span className="spinner" aria-hidden="true" /> Loading collections...
      </div>
    );
  }
  return (
    <div className="export-collections">
      <p>
        Every collection of this backend as JSON. Import it on another backend from its "Import collections"
        screen, or keep it in version control.
      </p>
      <ExportCollectionsPicker />
      {/* read-only CodeMirror: its own Ctrl+A selects the preview text only */}
      <div className="export-preview">
        <label className="visually-hidden" htmlFor="export-json">
          Collections JSON
        </label>
        <CodeEditor id="export-json" value={json} onChange={noop} language="json" readOnly maxHeight={560} />
      </div>
      <div className="export-actions">
        <button type="button" className="btn btn-secondary" onClick={copy} disabled={!json}>
          Copy
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!json}
          onClick={() => downloadText(json, `${EXPORT_FILE_BASE}.json`)}
        >
          Download as JSON
        </button>
      </div>
    </div>
  );
}
