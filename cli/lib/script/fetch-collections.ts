/** @module The backend's collections, as the console's export and import read them. */
import type { Collection } from "../../../shared/client/index.ts";
import type { Target } from "../connect-target.ts";
import { apiCall } from "./api-error.ts";

/** Every collection of the backend. @throws CliError when the request fails */
export function fetchCollections(target: Target): Promise<Collection[]> {
  return apiCall(
    "reading the collections",
    async () =>
      (await target.client.pb.collections.getFullList({
        batch: 200,
        requestKey: null,
      })) as unknown as Collection[],
  );
}
