/**
 * @module Collections on PocketBase v0.23+: flat `fields` (system fields listed), auth settings at
 * the top level, and the system collections (`_superusers`, `_mfas`, ...) in the list.
 */
import type PocketBase from "pocketbase";
import type { CollectionsApi } from "../collections-api.ts";
import { collectionsOverSdk } from "../collections-sdk.ts";

/** The collections of a v0.23+ server. */
export function collectionsV023(pb: PocketBase): CollectionsApi {
  return collectionsOverSdk(pb, "fields");
}
