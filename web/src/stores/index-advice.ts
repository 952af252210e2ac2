/**
 * @module The index advisor of the records list: when the first page of a large collection was slow and
 * its sort or filter field has no index, the index to add (the decision is `shouldAdviseIndex` in shared/).
 * A dismissed advice stays dismissed for that collection (localStorage).
 */
import { atom, computed } from "nanostores";
import {
  advisedIndexName,
  indexAdviceFields,
  indexAdviceStatement,
  shouldAdviseIndex,
} from "../../../shared/indexes/index-advice.ts";
import { sortField } from "../../../shared/records/search-filter.ts";
import { apiSort } from "../lib/collections/collection-fields.ts";
import { $collections, saveCollection } from "./collections.ts";
import { confirmWith } from "./confirmation.ts";
import { $recordsListTiming, $recordsTotal } from "./records.ts";
import { addSuccessToast } from "./toasts.ts";

/** localStorage: ids of the collections whose advice was dismissed (JSON array). */
export const INDEX_ADVICE_DISMISSED_KEY = "pbdeck_index_advice_dismissed";
/** localStorage, read only here: a lower slowness threshold in ms (end-to-end tests set 0 to be deterministic). */
export const INDEX_ADVICE_MIN_MS_KEY = "pbdeck_index_advice_min_ms";

export interface IndexAdvice {
  collectionId: string;
  collectionName: string;
  field: string;
  /** Whether the list sorted or filtered by the field. */
  kind: "sort" | "filter";
  ms: number;
  rows: number;
  statement: string;
}

function readDismissed(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(INDEX_ADVICE_DISMISSED_KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return []; // a damaged value counts as nothing dismissed
  }
}

function minMs(): number | undefined {
  const raw = localStorage.getItem(INDEX_ADVICE_MIN_MS_KEY);
  const value = raw === null || raw.trim() === "" ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Collections whose advice was dismissed. */
export const $dismissedIndexAdvice = atom<string[]>(readDismissed());
$dismissedIndexAdvice.listen((ids) => localStorage.setItem(INDEX_ADVICE_DISMISSED_KEY, JSON.stringify(ids)));

/** The advice for the list shown, or null (fast, small, indexed, a view, or dismissed). */
export const $indexAdvice = computed(
  [$recordsListTiming, $recordsTotal, $collections, $dismissedIndexAdvice],
  (timing, rows, collections, dismissed): IndexAdvice | null => {
    if (!timing || dismissed.includes(timing.collectionId)) return null;
    const collection = collections.find((c) => c.id === timing.collectionId);
    if (!collection) return null;
    const sort = apiSort(timing.sort, collection, collections);
    const threshold = minMs();
    const field = indexAdviceFields(sort, timing.filter).find((name) =>
      shouldAdviseIndex({ rows, ms: timing.ms, collection, field: name, minMs: threshold }),
    );
    if (!field) return null;
    return {
      collectionId: collection.id,
      collectionName: collection.name,
      field,
      kind: sortField(sort.split(",")[0]) === field ? "sort" : "filter",
      ms: timing.ms,
      rows,
      statement: indexAdviceStatement(collection.name, field),
    };
  },
);

/** Never shows the advice again for that collection. */
export function dismissIndexAdvice(collectionId: string): void {
  const dismissed = $dismissedIndexAdvice.get();
  if (!dismissed.includes(collectionId)) $dismissedIndexAdvice.set([...dismissed, collectionId]);
}

/** Asks, then adds the advised index through the normal collection update (so a remote PocketBase gets it too). */
export function addAdvisedIndex(advice: IndexAdvice): void {
  confirmWith({
    message: `Add the index ${advisedIndexName(advice.collectionName, advice.field)} on ${advice.collectionName}.${advice.field}? Building it on ${advice.rows.toLocaleString("en")} records may take a while.`,
    details: [advice.statement],
    yesLabel: "Add index",
    // a rejection stays in the dialog (the confirmation flow shows it there)
    yes: async () => {
      const collection = $collections.get().find((c) => c.id === advice.collectionId);
      if (!collection) return;
      await saveCollection(collection.id, { indexes: [...(collection.indexes ?? []), advice.statement] });
      addSuccessToast(`Successfully added the index on ${advice.field}.`);
    },
  });
}
