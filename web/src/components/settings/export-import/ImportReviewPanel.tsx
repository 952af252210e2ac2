import { useStore } from "@nanostores/react";
import { useEffect, useMemo } from "react";
import type { ExportedCollection } from "../../../../../shared/schema/collections-export.ts";
import type { SchemaDiff } from "../../../../../shared/schema/schema-diff.ts";
import { handleApiError } from "../../../lib/handle-api-error.ts";
import {
  confirmationLines,
  confirmationMessage,
  importWarnings,
  isDestructive,
  recordsText,
} from "../../../lib/settings/export-import/import-warnings.ts";
import {
  $impactLoading,
  $importComparison,
  $importImpact,
  $importing,
  $importKept,
  $importRefusal,
  applyImport,
  countImpact,
} from "../../../stores/collections-transfer/collections-import.ts";
import { confirmWith } from "../../../stores/confirmation.ts";
import { OverlayPanel } from "../../base/OverlayPanel.tsx";
import { CollectionDiffView } from "./CollectionDiffView.tsx";
import { ImportImpactWarnings } from "./ImportImpactWarnings.tsx";
import { ImportKeptList } from "./ImportKeptList.tsx";

export interface ImportReviewPanelProps {
  diff: SchemaDiff;
  onClose: () => void;
}

type Loose = Record<string, unknown>;

/**
 * "Side-by-side diff": every changed collection, the warnings with their impact, what Merge keeps,
 * then Confirm and import.
 */
export function ImportReviewPanel({ diff, onClose }: ImportReviewPanelProps) {
  const comparison = useStore($importComparison);
  // both sides in the shape the rows read (v0.23+ fields with their props under `options`)
  const current = comparison?.before ?? [];
  const incoming: ExportedCollection[] = comparison?.after ?? [];
  const refusal = useStore($importRefusal);
  const impact = useStore($importImpact);
  const counting = useStore($impactLoading);
  const importing = useStore($importing);
  const kept = useStore($importKept);
  const warnings = useMemo(() => importWarnings(diff), [diff]);
  const destructive = isDestructive(diff);

  const before = useMemo(() => new Map(current.map((c) => [c.id, c as unknown as Loose])), [current]);
  // imported collections by id, and by name for added ones without an id
  const after = useMemo(() => {
    const map = new Map<string, Loose>();
    for (const c of incoming) {
      if (c.id) map.set(c.id, c as unknown as Loose);
      map.set(`name:${c.name}`, c as unknown as Loose);
    }
    return map;
  }, [incoming]);

  // only destructive changes are counted
  useEffect(() => {
    if (destructive) void countImpact(diff);
  }, [diff, destructive]);

  async function run() {
    if (await applyImport()) onClose();
  }

  function submit() {
    if (!destructive) {
      run().catch((err) => handleApiError(err));
      return;
    }
    const lines = confirmationLines(diff, impact);
    if (impact) lines.push(`In total ${recordsText(impact.total)} would lose data.`);
    confirmWith({
      message: confirmationMessage(diff),
      details: lines,
      yes: run,
    });
  }

  return (
    <OverlayPanel
      open
      onClose={() => !importing && onClose()}
      title="Side-by-side diff"
      size="lg"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={importing}>
            Close
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={submit}
            disabled={importing || (destructive && counting)}
          >
            {importing ? "Importing..." : "Confirm and import"}
          </button>
        </>
      }
    >
      {refusal.length > 0 && (
        <div className="alert alert-danger import-refusal" role="alert">
          <span>
            The backend refused the import; nothing was imported.
            <ul>
              {refusal.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </span>
        </div>
      )}
      <ImportImpactWarnings warnings={warnings} impact={impact} counting={counting} />
      {diff.collections.map((c) => (
        <CollectionDiffView
          key={`${c.kind}:${c.id}:${c.name}`}
          diff={c}
          before={c.kind === "added" ? null : (before.get(c.id) ?? null)}
          after={c.kind === "removed" ? null : (after.get(c.id) ?? after.get(`name:${c.name}`) ?? null)}
        />
      ))}
      <ImportKeptList kept={kept} />
    </OverlayPanel>
  );
}
