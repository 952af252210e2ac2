/** @module Collections: the sorted list, loading state and the active collection. */
import { atom, computed } from "nanostores";
import type { ApiGeneration } from "../../../shared/client/api-generation.ts";
import {
  collectionForScreens,
  listServerCollections,
} from "../../../shared/client/generations/collections-list.ts";
import type { Collection } from "../../../shared/models.ts";
import { pb } from "../lib/api.ts";
import { pickActiveCollection, sortCollections } from "../lib/collections/collections-order.ts";
import { keepUnchanged } from "../lib/collections/keep-unchanged.ts";
import { handleApiError } from "../lib/handle-api-error.ts";
import { backendGeneration } from "./connection.ts";

/** localStorage key of the last opened collection. */
export const ACTIVE_COLLECTION_KEY = "pbdeck_active_collection";

export const $collections = atom<Collection[]>([]);
export const $isLoading = atom(false);
export const $collectionsLoaded = atom(false);
/** The id (or name) asked for by the URL or remembered. */
export const $activeCollectionId = atom<string>(localStorage.getItem(ACTIVE_COLLECTION_KEY) ?? "");

/** The active collection: the requested one, else the first. */
export const $activeCollection = computed([$collections, $activeCollectionId], (list, id) =>
  pickActiveCollection(list, id),
);

// remember the last opened collection
$activeCollectionId.listen((id) => {
  if (id) localStorage.setItem(ACTIVE_COLLECTION_KEY, id);
});

/** Picks the active collection. */
export function setActiveCollection(id: string): void {
  $activeCollectionId.set(id);
}

/**
 * v0.23+: each listed collection as the server sent it (the list holds it converted for the screens),
 * which the collection editor opens on without reading it again, as PocketBase's own dashboard does.
 */
const serverCollections = new Map<string, object>();

/** v0.23+: the collection `id` as the server last sent it in the list or a save; null when not known. */
export function serverCollection(id: string): object | null {
  const known = serverCollections.get(id);
  return known ? structuredClone(known) : null;
}

function keepServerCollections(list: readonly object[], generation: ApiGeneration): void {
  serverCollections.clear();
  if (generation !== "v0.23+") return;
  for (const collection of list) serverCollections.set((collection as { id: string }).id, collection);
}

let loading: Promise<void> | null = null;
let sequence = 0;
/** The load started at sign-in (or the console's start), until the first page that asks takes it. */
let prefetched: Promise<void> | null = null;
let prefetchedAt = Number.NEGATIVE_INFINITY;
/** How long the prefetched list stands for a page that opens (its code loads after the shell's). */
const prefetchServesMs = 5000;

/**
 * Starts loading the list at sign-in, beside the settings, before a page has its code to ask; the
 * console's start and the shell both ask, so a second call soon after the first only joins it.
 */
export function prefetchCollections(): Promise<void> {
  const now = performance.now();
  if (now - prefetchedAt < prefetchServesMs) return prefetched ?? loading ?? Promise.resolve();
  // asked before the time is set: a prefetch nobody took is stale, not joined
  const load = loadCollections();
  prefetchedAt = now;
  prefetched = load;
  return load;
}

/**
 * Loads all collections (page size 200, sort +name), ordered auth, base, view. A call while a load is
 * on its way joins it, and the first call soon after the sign-in takes the shell's prefetch, unless
 * `fresh` (after a write): then a new load starts and only its answer is kept. A collection that did
 * not change keeps its object, so a page that reloads the list on each visit does not make the
 * records list ask for its rows again.
 */
export function loadCollections({ fresh = false }: { fresh?: boolean } = {}): Promise<void> {
  const prefetch = prefetched;
  prefetched = null;
  if (!fresh && prefetch && performance.now() - prefetchedAt < prefetchServesMs) return prefetch;
  if (!fresh && loading) return loading;
  const mine = ++sequence;
  $isLoading.set(true);
  const load = (async () => {
    try {
      const generation = backendGeneration();
      const answer = await listServerCollections(pb);
      if (mine !== sequence) return; // a fresher load was started meanwhile
      keepServerCollections(answer, generation);
      const list = answer.map((collection) => collectionForScreens(collection, generation));
      $collections.set(keepUnchanged($collections.get(), sortCollections(list)));
      $collectionsLoaded.set(true);
    } catch (err) {
      if (mine === sequence) handleApiError(err);
    } finally {
      if (mine === sequence) {
        $isLoading.set(false);
        loading = null;
      }
    }
  })();
  loading = load;
  return load;
}

/** Puts a saved collection into the list (create or update). */
export function upsertCollection(collection: Collection): void {
  const rest = $collections.get().filter((c) => c.id !== collection.id);
  $collections.set(sortCollections([...rest, collection]));
}

/** Drops a deleted collection; when it was the active one the first remaining becomes active. */
export function removeCollection(id: string): void {
  const next = $collections.get().filter((c) => c.id !== id);
  $collections.set(next);
  if ($activeCollection.get() === null || $activeCollectionId.get() === id) {
    $activeCollectionId.set(next[0]?.id ?? "");
  }
}

/**
 * Creates (empty id) or updates a collection and puts the saved one into the list.
 * @throws the SDK error of a failed request (validation errors in `response.data`).
 */
export async function saveCollection(id: string, body: Record<string, unknown>): Promise<Collection> {
  const answer = id
    ? await pb.collections.update(id, body, { requestKey: null })
    : await pb.collections.create(body, { requestKey: null });
  // v0.23+ answers in its fields model: the list holds collections in the screens' model
  const saved = collectionForScreens(answer, backendGeneration());
  if (backendGeneration() === "v0.23+") serverCollections.set(saved.id, answer);
  upsertCollection(saved);
  return saved;
}

/**
 * Deletes a collection and drops it from the list.
 * @throws the SDK error of a failed request (e.g. a collection other collections depend on).
 */
export async function deleteCollection(id: string): Promise<void> {
  await pb.collections.delete(id, { requestKey: null });
  serverCollections.delete(id);
  removeCollection(id);
}
