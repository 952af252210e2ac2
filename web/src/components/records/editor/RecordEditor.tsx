import { useEffect, useRef, useState } from "react";
import type { Collection, RecordModel } from "../../../../../shared/models.ts";
import { pb } from "../../../lib/api.ts";
import { relationFieldNames } from "../../../lib/collections/collection-fields.ts";
import { handleApiError, isAbortError } from "../../../lib/handle-api-error.ts";
import { replaceHashQuery } from "../../../lib/navigate.ts";
import { queryOptions } from "../../../lib/query-options.ts";
import type { FormValues } from "../../../lib/records/record-form.ts";
import { removeListedRecords, upsertListedRecord } from "../../../stores/records.ts";
import { RecordPreviewPanel } from "../display/RecordPreviewPanel.tsx";
import { RecordUpsertPanel } from "./RecordUpsertPanel.tsx";

export interface RecordEditorProps {
  collection: Collection;
  /** The record in the URL (`recordId`), or "" */
  recordId: string;
  isNew: boolean;
  onClose: () => void;
}

/** Loads the record named by the URL and opens the editor (or the preview for view collections). */
export function RecordEditor({ collection, recordId, isNew, onClose }: RecordEditorProps) {
  const [record, setRecord] = useState<RecordModel | null>(null);
  const [duplicate, setDuplicate] = useState<FormValues | null>(null);
  const [version, setVersion] = useState(0);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // biome-ignore lint/correctness/useExhaustiveDependencies: version asks for a reload after a keyboard save
  useEffect(() => {
    if (!recordId) return;
    let live = true;
    const expand = relationFieldNames(collection.schema).join(",");
    pb.collection(collection.id)
      .getOne<RecordModel>(recordId, { ...queryOptions({ expand }), requestKey: null })
      .then((r) => live && setRecord(r))
      .catch((err) => {
        if (!live || isAbortError(err)) return;
        handleApiError(err);
        closeRef.current();
      });
    return () => {
      live = false;
    };
  }, [collection, recordId, version]);

  if (duplicate) {
    return (
      <RecordUpsertPanel
        key="duplicate"
        collection={collection}
        record={null}
        initial={duplicate}
        onClose={() => {
          setDuplicate(null);
          onClose();
        }}
        onSaved={(saved) => {
          upsertListedRecord(saved);
          setDuplicate(null);
          replaceHashQuery({ recordId: saved.id });
        }}
        onDeleted={() => {}}
        onDuplicate={setDuplicate}
      />
    );
  }
  if (!isNew && !recordId) return null;
  if (recordId && !record) return null;
  if (collection.type === "view" && record) {
    return <RecordPreviewPanel collection={collection} record={record} onClose={onClose} />;
  }
  return (
    <RecordUpsertPanel
      key={`${record?.id ?? "new"}-${record?.updated ?? ""}`}
      collection={collection}
      record={record}
      onClose={onClose}
      onSaved={(saved, keepOpen) => {
        upsertListedRecord(saved);
        if (!keepOpen) return onClose();
        if (!record) return replaceHashQuery({ recordId: saved.id });
        setRecord(saved);
        setVersion((v) => v + 1);
      }}
      onDeleted={(id) => {
        removeListedRecords([id]);
        onClose();
      }}
      onDuplicate={setDuplicate}
    />
  );
}
