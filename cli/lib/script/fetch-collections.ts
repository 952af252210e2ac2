/** @module The backend's collections, in its generation's format, as export, diff and import read them. */
import type { ServerCollection } from "../../../shared/client/generations/collections-api.ts";
import type { Target } from "../connect-target.ts";
import { apiCall } from "./api-error.ts";

/** Every collection of the backend, as it sends them. @throws CliError when the request fails */
export function fetchCollections(target: Target): Promise<ServerCollection[]> {
  return apiCall("reading the collections", () => target.api.collections.list());
}
