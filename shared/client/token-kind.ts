/** @module What kind of PocketBase auth token a string is, read from its payload (not verified). */

/** The id PocketBase v0.23 and newer give the `_superusers` collection. */
const SUPERUSERS_COLLECTION_ID = "pbc_3142635823";

/** `admin` (v0.18-v0.22), `superuser` (v0.23+), `record` (a user's, any version) or `unknown`. */
export type TokenKind = "admin" | "superuser" | "record" | "unknown";

/**
 * Tells a token's kind from its claims, without checking its signature (the server does that).
 * @example tokenKind(process.env.PBDECK_TOKEN ?? "") // "superuser" for a v0.40 superuser's token
 */
export function tokenKind(token: string): TokenKind {
  let claims: { type?: unknown; collectionId?: unknown };
  try {
    // base64url to base64 for atob, which the browser and Node both have
    const payload = (token.split(".")[1] ?? "").replace(/-/g, "+").replace(/_/g, "/");
    claims = JSON.parse(atob(payload.padEnd(Math.ceil(payload.length / 4) * 4, "=")));
  } catch {
    return "unknown";
  }
  if (claims.type === "admin") return "admin";
  if (claims.type === "authRecord") return "record";
  if (claims.type === "auth")
    return claims.collectionId === SUPERUSERS_COLLECTION_ID ? "superuser" : "record";
  return "unknown";
}
