import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import { canDuplicateOrDelete } from "../../lib/collections/collection-form.ts";
import {
  detectSchemaChanges,
  hasSignificantChanges,
  type SchemaChanges,
} from "../../lib/collections/schema-changes.ts";
import { useDialogFormId } from "../../lib/use-dialog-form-id.ts";
import {
  $collectionEditorTarget,
  $collectionSaving,
  $draft,
  $draftChanged,
  $savedDraft,
  closeCollectionEditor,
  deleteEditedCollection,
  duplicateEditedCollection,
  saveCollectionDraft,
} from "../../stores/collection-editor.ts";
import { confirm } from "../../stores/confirmation.ts";
import { OverlayPanel } from "../base/OverlayPanel.tsx";
import { UpsertPanelFooter } from "../base/UpsertPanelFooter.tsx";
import { AuthOptionsTab } from "./AuthOptionsTab.tsx";
import { AutomigrateNote } from "./AutomigrateNote.tsx";
import { CollectionChangesPopup } from "./CollectionChangesPopup.tsx";
import { CollectionHeaderFields } from "./CollectionHeaderFields.tsx";
import { CollectionMoreMenu } from "./CollectionMoreMenu.tsx";
import { type CollectionTab, CollectionTabs } from "./CollectionTabs.tsx";
import { RulesTab } from "./RulesTab.tsx";
import { ServerAuthOptionsTab } from "./ServerAuthOptionsTab.tsx";
import { SchemaTab } from "./schema/SchemaTab.tsx";
import { ViewQueryTab } from "./ViewQueryTab.tsx";

/** Create or edit a collection: name and type, fields (or view query), API rules and auth options. */
export function CollectionUpsertPanel() {
  const draft = useStore($draft);
  const saved = useStore($savedDraft);
  const saving = useStore($collectionSaving);
  const changed = useStore($draftChanged);
  const [tab, setTab] = useState<CollectionTab>(() => $collectionEditorTarget.get().tab);
  const [pending, setPending] = useState<SchemaChanges | null>(null);
  const formId = useDialogFormId("collection");
  const isNew = !saved;
  // the Options tab exists for auth collections only
  const current: CollectionTab = tab === "options" && draft.type !== "auth" ? "schema" : tab;

  function requestClose(forced?: boolean) {
    if (saving && !forced) return;
    if (forced || !changed || (isNew && draft.name === "" && draft.schema.length === 0)) {
      return closeCollectionEditor();
    }
    confirm("You have unsaved changes. Do you really want to close the panel?", closeCollectionEditor);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (saving || (!isNew && !changed)) return;
    const changes = detectSchemaChanges(saved, draft);
    if (!isNew && hasSignificantChanges(changes)) setPending(changes);
    else void saveCollectionDraft();
  }

  function duplicate() {
    if (changed)
      confirm("You have unsaved changes. Do you really want to discard them?", duplicateEditedCollection);
    else duplicateEditedCollection();
  }

  function remove() {
    if (!saved) return;
    confirm(`Do you really want to delete collection "${saved.name}" and all its records?`, () =>
      deleteEditedCollection(),
    );
  }

  return (
    <>
      <OverlayPanel
        open
        size="lg"
        className="collection-panel"
        onClose={requestClose}
        escClose={false}
        overlayClose={!saving}
        title={isNew ? "New collection" : "Edit collection"}
        headerExtra={
          saved &&
          canDuplicateOrDelete(saved) && <CollectionMoreMenu onDuplicate={duplicate} onDelete={remove} />
        }
        footer={
          <>
            <AutomigrateNote />
            <UpsertPanelFooter
              formId={formId}
              isNew={isNew}
              saving={saving}
              changed={changed}
              onCancel={() => requestClose()}
            />
          </>
        }
      >
        <form id={formId} className="collection-form" onSubmit={submit} noValidate>
          <CollectionHeaderFields draft={draft} isNew={isNew} />
          <CollectionTabs type={draft.type} current={current} onSelect={setTab} />
          <div className="collection-tab-content" role="tabpanel" aria-label={current}>
            {current === "schema" && (draft.type === "view" ? <ViewQueryTab /> : <SchemaTab />)}
            {current === "rules" && <RulesTab />}
            {current === "options" && (draft.raw ? <ServerAuthOptionsTab /> : <AuthOptionsTab />)}
          </div>
        </form>
      </OverlayPanel>
      {pending && (
        <CollectionChangesPopup
          changes={pending}
          isView={draft.type === "view"}
          saving={saving}
          onCancel={() => setPending(null)}
          onConfirm={async () => {
            if (await saveCollectionDraft({ notify: false })) setPending(null);
          }}
        />
      )}
    </>
  );
}
