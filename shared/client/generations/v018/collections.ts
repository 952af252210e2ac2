/** @module Collections on PocketBase v0.18–v0.22: fields under `schema`, type options nested in `options`. */
import type PocketBase from "pocketbase";
import type { CollectionsApi } from "../collections-api.ts";
import { collectionsOverSdk } from "../collections-sdk.ts";

/** The collections of a v0.18–v0.22 server. */
export function collectionsV018(pb: PocketBase): CollectionsApi {
  return collectionsOverSdk(pb, "schema");
}
