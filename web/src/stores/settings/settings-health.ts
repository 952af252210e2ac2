/** @module Settings > Health: the doctor's findings for this backend and the one-step fixes. */
import { atom } from "nanostores";
import { generationApi } from "../../../../shared/client/generations/generation-api.ts";
import { updateSettings } from "../../../../shared/client/settings.ts";
import { gatherDoctorInput } from "../../../../shared/doctor/gather.ts";
import { type DoctorReport, runDoctor } from "../../../../shared/doctor/run-doctor.ts";
import type { FixAction } from "../../../../shared/doctor/types.ts";
import type { Collection } from "../../../../shared/models.ts";
import { openCollectionEditor } from "../../components/collections/open-collection-editor.ts";
import { apiBaseUrl, client, pb } from "../../lib/api.ts";
import { RULE_KEYS } from "../../lib/collections/collection-form.ts";
import { handleApiError } from "../../lib/handle-api-error.ts";
import { navigate } from "../../lib/navigate.ts";
import { saveCollection } from "../collections.ts";
import { confirmWith } from "../confirmation.ts";
import { backendGeneration } from "../connection.ts";
import { addSuccessToast } from "../toasts.ts";

export const $healthReport = atom<DoctorReport | null>(null);
export const $healthLoading = atom(false);
/** The fix being applied (its finding's key), to disable its button meanwhile. */
export const $healthFixing = atom<string | null>(null);

/** Gathers and checks again. */
export async function loadHealth(): Promise<void> {
  $healthLoading.set(true);
  try {
    // the connection's generation: logs, settings and v0.23+ collections read in their own shape
    const api = generationApi(client, backendGeneration());
    const input = await gatherDoctorInput(client, apiBaseUrl(location.href), undefined, api);
    $healthReport.set(runDoctor(input));
  } catch (err) {
    handleApiError(err);
  } finally {
    $healthLoading.set(false);
  }
}

async function fixing(key: string, work: () => Promise<string>): Promise<void> {
  $healthFixing.set(key);
  try {
    addSuccessToast(await work());
    await loadHealth();
  } catch (err) {
    handleApiError(err);
  } finally {
    $healthFixing.set(null);
  }
}

async function collectionNamed(name: string): Promise<Collection> {
  return (await pb.collections.getOne(name, { requestKey: null })) as unknown as Collection;
}

/** Applies a finding's fix: a question first where it changes the backend. */
export function applyHealthFix(key: string, action: FixAction): void {
  switch (action.kind) {
    case "set-app-url":
      // the Application URL has its own form, with validation
      navigate("/settings");
      return;
    case "open-rule": {
      // the finding names its rule: the panel opens on the API rules tab with that rule focused
      const rule = RULE_KEYS.find((key) => key === action.rule);
      void collectionNamed(action.collection).then(
        (collection) => openCollectionEditor(collection, { tab: "rules", rule }),
        (err) => handleApiError(err),
      );
      return;
    }
    case "add-index":
      confirmWith({
        message: `Add this index to "${action.collection}"? Building it locks the table for a moment.`,
        details: [action.index],
        yesLabel: "Add index",
        yes: () =>
          fixing(key, async () => {
            const collection = await collectionNamed(action.collection);
            await saveCollection(collection.id, { indexes: [...collection.indexes, action.index] });
            return `Successfully added the index to "${action.collection}".`;
          }),
      });
      return;
    case "schedule-backups":
      confirmWith({
        message: `Back up every day at midnight (cron "${action.cron}") and keep the last ${action.maxKeep} backups?`,
        yesLabel: "Schedule",
        yes: () =>
          fixing(key, async () => {
            await updateSettings(pb, { backups: { cron: action.cron, cronMaxKeep: action.maxKeep } });
            return "Successfully scheduled daily backups.";
          }),
      });
  }
}
