/**
 * @module v0.23+: the server's blank collection of each type (its system fields and option defaults),
 * read once for the collection editor's new drafts and type changes. The shell reads it when the
 * page is idle, so the first editor opened waits only for its own collection.
 */
import type { CollectionType } from "../../../shared/models.ts";
import { pb } from "../lib/api.ts";
import type { RawCollection } from "../lib/collections/collection-v023.ts";

export type Scaffolds = Record<CollectionType, RawCollection>;

let loaded: Scaffolds | null = null;
let loading: Promise<Scaffolds> | null = null;

/**
 * The scaffolds, read on the first call (a failed read is tried again on the next).
 * @throws the SDK error of a failed read
 */
export function loadScaffolds(): Promise<Scaffolds> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= pb.send<Scaffolds>("/api/collections/meta/scaffolds", { requestKey: null }).then(
    (answer) => {
      loaded = answer;
      return answer;
    },
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/** The scaffolds once read, else null. */
export function loadedScaffolds(): Scaffolds | null {
  return loaded;
}
