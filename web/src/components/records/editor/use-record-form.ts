import { useCallback, useEffect, useMemo, useState } from "react";
import type { Collection, RecordModel } from "../../../../../shared/models.ts";
import {
  applyDraft,
  draftDiffers,
  draftKey,
  loadDraft,
  removeDraft,
  saveDraft,
} from "../../../lib/records/drafts.ts";
import { writeOnlyFieldNames } from "../../../lib/records/newer-field-values.ts";
import { type FileChanges, hasRecordChanges } from "../../../lib/records/record-changes.ts";
import { type FormValues, formValuesFromRecord } from "../../../lib/records/record-form.ts";

const NO_FILES: FileChanges = { uploads: {}, deletions: {} };

/**
 * Editor state of one record: values, the saved snapshot, file changes, change detection and the
 * localStorage draft.
 * @example const form = useRecordForm(collection, record);
 */
export function useRecordForm(collection: Collection, record: RecordModel | null, initial?: FormValues) {
  const snapshot = useMemo(() => formValuesFromRecord(collection, record), [collection, record]);
  const [values, setValues] = useState<FormValues>(() => initial ?? snapshot);
  const [files, setFiles] = useState<FileChanges>(NO_FILES);
  const [changePassword, setChangePassword] = useState(false);
  const key = draftKey(collection.id, record?.id);
  const [draft, setDraft] = useState(() => {
    const stored = loadDraft(localStorage, key);
    return draftDiffers(stored, snapshot, collection) ? stored : null;
  });

  const changed = hasRecordChanges(snapshot, values, collection, files);

  // keep a draft while the editor holds unsaved changes
  useEffect(() => {
    if (changed && !draft) saveDraft(localStorage, key, values, writeOnlyFieldNames(collection.schema));
  }, [changed, draft, key, values, collection]);

  const setValue = useCallback((name: string, value: unknown) => {
    setValues((prev) => (prev[name] === value ? prev : { ...prev, [name]: value }));
  }, []);

  const restoreDraft = useCallback(() => {
    if (draft) setValues(applyDraft(snapshot, draft, collection));
    setDraft(null);
  }, [draft, snapshot, collection]);

  const discardDraft = useCallback(() => {
    removeDraft(localStorage, key);
    setDraft(null);
  }, [key]);

  const clearDraft = useCallback(() => removeDraft(localStorage, key), [key]);

  const toggleChangePassword = useCallback((on: boolean) => {
    setChangePassword(on);
    if (!on) setValues((prev) => ({ ...prev, password: "", passwordConfirm: "" }));
  }, []);

  return {
    values,
    setValue,
    setValues,
    snapshot,
    files,
    setFiles,
    changed,
    draft,
    restoreDraft,
    discardDraft,
    clearDraft,
    changePassword,
    toggleChangePassword,
  };
}

export type RecordForm = ReturnType<typeof useRecordForm>;
