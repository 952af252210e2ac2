import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { Collection, RecordModel } from "../../../../../shared/models.ts";
import { pb } from "../../../lib/api.ts";
import { relationFieldNames } from "../../../lib/collections/collection-fields.ts";
import { handleApiError } from "../../../lib/handle-api-error.ts";
import { queryOptions } from "../../../lib/query-options.ts";
import { recordDatesTitle } from "../../../lib/records/record-dates-title.ts";
import { buildRecordFormData, duplicateValues, type FormValues } from "../../../lib/records/record-form.ts";
import { RECORD_ID_MIN_LENGTH, recordFormErrors } from "../../../lib/records/record-form-checks.ts";
import { recordLink } from "../../../lib/records/record-link.ts";
import { useDialogFormId } from "../../../lib/use-dialog-form-id.ts";
import { confirm } from "../../../stores/confirmation.ts";
import { backendGeneration } from "../../../stores/connection.ts";
import { setFieldErrors } from "../../../stores/field-errors.ts";
import { $overlayStack } from "../../../stores/overlays.ts";
import { addSuccessToast } from "../../../stores/toasts.ts";
import { CopyButton } from "../../base/CopyButton.tsx";
import { Field } from "../../base/Field.tsx";
import { OverlayPanel } from "../../base/OverlayPanel.tsx";
import { UpsertPanelFooter } from "../../base/UpsertPanelFooter.tsx";
import { useFileToken } from "../display/use-file-token.ts";
import { AuthAccountFields } from "./AuthAccountFields.tsx";
import { ExternalAuthsList } from "./ExternalAuthsList.tsx";
import { RecordFieldInput } from "./RecordFieldInput.tsx";
import { RecordMoreMenu } from "./RecordMoreMenu.tsx";
import { FieldIdPrefix } from "./use-field-id.ts";
import { useRecordForm } from "./use-record-form.ts";

export interface RecordUpsertPanelProps {
  collection: Collection;
  record: RecordModel | null;
  initial?: FormValues;
  onClose: () => void;
  onSaved: (record: RecordModel, keepOpen: boolean) => void;
  onDeleted: (id: string) => void;
  onDuplicate: (values: FormValues) => void;
}

/** Create or edit a record of a base or auth collection. */
export function RecordUpsertPanel(props: RecordUpsertPanelProps) {
  const { collection, record, onClose, onSaved } = props;
  const isNew = !record;
  const isAuth = collection.type === "auth";
  const form = useRecordForm(collection, record, props.initial);
  const uid = useId();
  const formId = useDialogFormId("record");
  const [tab, setTab] = useState<"account" | "providers">("account");
  const [saving, setSaving] = useState(false);
  const fileToken = useFileToken(collection);
  const formRef = useRef<HTMLFormElement>(null);
  const saveRef = useRef<(keepOpen: boolean) => void>(() => {});

  async function save(keepOpen: boolean) {
    if (saving || (!isNew && !form.changed)) return;
    const withPassword = isAuth && (isNew || form.changePassword);
    // checked here, shown under the fields like the server's errors: nothing is sent until they pass
    const errors = recordFormErrors(collection, form.values, { isNew, withPassword });
    if (Object.keys(errors).length) return setFieldErrors(errors);

    setSaving(true);
    try {
      const body = buildRecordFormData(collection, form.values, form.files, {
        isNew,
        withPassword,
        generation: backendGeneration(),
      });
      const options = {
        ...queryOptions({ expand: relationFieldNames(collection.schema).join(",") }),
        requestKey: null,
      };
      const service = pb.collection(collection.id);
      const saved = isNew
        ? await service.create<RecordModel>(body, options)
        : await service.update<RecordModel>(record.id, body, options);
      addSuccessToast(isNew ? "Successfully created record." : "Successfully updated record.");
      form.clearDraft();
      onSaved(saved, keepOpen);
    } catch (err) {
      handleApiError(err);
    } finally {
      setSaving(false);
    }
  }
  saveRef.current = (keepOpen) => void save(keepOpen);

  // Ctrl/Cmd+S saves and keeps the panel open (only the topmost panel when editors stack)
  useEffect(() => {
    const depth = $overlayStack.get().length;
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "s") {
        e.preventDefault();
        if ($overlayStack.get().length !== depth) return;
        saveRef.current(true);
      }
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, []);

  function requestClose(forced?: boolean) {
    if (saving && !forced) return;
    if (forced || !form.changed) return onClose();
    confirm("You have unsaved changes. Do you really want to close the panel?", onClose);
  }

  function duplicate() {
    const run = () => props.onDuplicate(duplicateValues(collection, form.values));
    if (form.changed) confirm("You have unsaved changes. Do you really want to discard them?", run);
    else run();
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    e.stopPropagation(); // React bubbles portal events to the editor this panel is stacked on
    void save(false);
  }

  const title = `${isNew ? "New" : "Edit"} ${collection.name} record`;
  return (
    <OverlayPanel
      open
      size="lg"
      onClose={requestClose}
      overlayClose={!saving}
      title={title}
      headerExtra={
        record && (
          <>
            <CopyButton
              label="Copy link to this record"
              text={() => recordLink(location.href, collection.id, record.id)}
            />
            <RecordMoreMenu
              collection={collection}
              record={record}
              onDuplicate={duplicate}
              onDeleted={props.onDeleted}
            />
          </>
        )
      }
      footer={
        <UpsertPanelFooter
          formId={formId}
          isNew={isNew}
          saving={saving}
          changed={form.changed}
          onCancel={() => requestClose()}
        />
      }
    >
      {isAuth && !isNew && (
        <div className="tabs" role="tablist">
          <button
            type="button"
            role="tab"
            aria-selected={tab === "account"}
            className="tab"
            onClick={() => setTab("account")}
          >
            Account
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={tab === "providers"}
            className="tab"
            onClick={() => setTab("providers")}
          >
            Authorized providers
          </button>
        </div>
      )}
      {form.draft && (
        <div className="alert alert-info draft-alert">
          <span>The record has previous unsaved changes.</span>
          <button type="button" className="btn btn-sm btn-secondary" onClick={form.restoreDraft}>
            Restore draft
          </button>
          <button type="button" className="btn-icon" aria-label="Discard draft" onClick={form.discardDraft}>
            ×
          </button>
        </div>
      )}
      {tab === "providers" && record ? (
        <ExternalAuthsList collection={collection} recordId={record.id} />
      ) : (
        <FieldIdPrefix.Provider value={uid}>
          <form id={formId} ref={formRef} className="record-form" onSubmit={submit} noValidate>
            <Field name="id" label="id" htmlFor={`${uid}field_id`}>
              <input
                id={`${uid}field_id`}
                className="input"
                minLength={RECORD_ID_MIN_LENGTH}
                readOnly={!isNew}
                placeholder={isNew ? "Leave empty to auto generate..." : undefined}
                title={record ? recordDatesTitle(record) : undefined}
                value={String(form.values.id ?? "")}
                onChange={(e) => form.setValue("id", e.target.value)}
              />
            </Field>
            {isAuth && <AuthAccountFields collection={collection} form={form} isNew={isNew} />}
            {isAuth && collection.schema.length > 0 && <hr />}
            {collection.schema.map((field) => (
              <RecordFieldInput
                key={field.id || field.name}
                field={field}
                record={record}
                form={form}
                fileToken={fileToken}
              />
            ))}
          </form>
        </FieldIdPrefix.Provider>
      )}
    </OverlayPanel>
  );
}
