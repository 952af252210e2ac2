import { useStore } from "@nanostores/react";
import { type ChangeEvent, useId, useMemo, useState } from "react";
import type { Collection } from "../../../../../shared/models.ts";
import {
  type ColumnMapping,
  duplicateTargets,
  guessMapping,
  importableFields,
} from "../../../lib/records/transfer/import-mapping.ts";
import {
  type ParsedRecordsFile,
  RecordsFileError,
} from "../../../lib/records/transfer/parse-records-file.ts";
import { setFieldErrors } from "../../../stores/field-errors.ts";
import {
  $importProgress,
  cancelImport,
  type ImportSummary,
  importRecords,
  readRecordsFile,
} from "../../../stores/records-import.ts";
import { Field } from "../../base/Field.tsx";
import { OverlayPanel } from "../../base/OverlayPanel.tsx";
import { ImportMapping } from "./ImportMapping.tsx";
import { ImportPreview } from "./ImportPreview.tsx";
import { ImportSummaryView } from "./ImportSummaryView.tsx";
import { ProgressBar } from "./ProgressBar.tsx";

export interface RecordsImportPanelProps {
  collection: Collection;
  onClose: () => void;
  /** Called after an import created records (the list reloads). */
  onImported: () => void;
}

/** Import records from a CSV or JSON file: mapping, preview with errors, progress, summary. */
export function RecordsImportPanel({ collection, onClose, onImported }: RecordsImportPanelProps) {
  const uid = useId();
  const progress = useStore($importProgress);
  const [file, setFile] = useState<ParsedRecordsFile | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const fields = useMemo(() => importableFields(collection), [collection]);
  const duplicates = duplicateTargets(mapping);
  const mapped = Object.values(mapping).some(Boolean);
  const running = progress !== null;

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const chosen = e.target.files?.[0];
    setFile(null);
    setSummary(null);
    if (!chosen) return;
    try {
      const parsed = await readRecordsFile(chosen);
      if (parsed.rows.length === 0) throw new RecordsFileError("The file has no records.");
      setFile(parsed);
      setMapping(guessMapping(parsed.columns, fields));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      setFieldErrors({ file: { code: "invalid_file", message } });
    }
  }

  async function run() {
    if (!file) return;
    const result = await importRecords(collection, file.rows, mapping);
    setSummary(result);
    setFile(null);
    if (result.created > 0) onImported();
  }

  const footer = running ? (
    <button type="button" className="btn btn-secondary" onClick={cancelImport}>
      Stop import
    </button>
  ) : (
    <>
      <button type="button" className="btn btn-secondary" onClick={onClose}>
        {summary ? "Close" : "Cancel"}
      </button>
      {file && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={!mapped || duplicates.length > 0}
          onClick={() => void run()}
        >
          Import {file.rows.length} record(s)
        </button>
      )}
    </>
  );

  return (
    <OverlayPanel
      open
      size="lg"
      title={`Import ${collection.name} records`}
      onClose={() => !running && onClose()}
      overlayClose={!running}
      footer={footer}
    >
      <div className="import-panel">
        {!running && (
          <Field
            name="file"
            label="Records file (CSV with a header row, or a JSON array)"
            htmlFor={`${uid}file`}
            hint="Files and relations are given as ids; file fields are not imported."
          >
            <input
              id={`${uid}file`}
              className="input"
              type="file"
              accept=".csv,.json,text/csv,application/json"
              onChange={(e) => void pick(e)}
            />
          </Field>
        )}
        {running && <ProgressBar label="Importing" done={progress.done} total={progress.total} />}
        {file && !running && (
          <>
            <ImportMapping
              columns={file.columns}
              fields={fields}
              mapping={mapping}
              duplicates={duplicates}
              onChange={setMapping}
            />
            <ImportPreview collection={collection} rows={file.rows} mapping={mapping} />
          </>
        )}
        {summary && !running && <ImportSummaryView collectionName={collection.name} summary={summary} />}
      </div>
    </OverlayPanel>
  );
}
