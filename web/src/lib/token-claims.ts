/** @module Reading claims of a JWT without verifying it (public confirm pages pick the collection). */
import { getTokenPayload } from "pocketbase";

/** The collectionId claim of a record token, or "". */
export function tokenCollectionId(token: string): string {
  const payload = getTokenPayload(token) as { collectionId?: unknown };
  return typeof payload.collectionId === "string" ? payload.collectionId : "";
}
