/**
 * @module HS256 tokens compatible with PocketBase's: signed with the owner's `tokenKey` followed by
 * the settings secret of the token kind, so a password change or a new secret revokes them.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { decodeJwt, SignJWT } from "jose";
import type { Backend } from "../../context.ts";
import { findAdminById } from "../admins/admin-store.ts";
import { findAuthRecord } from "../record-auth/record-auth-store.ts";
import type { TokenKind } from "../settings/settings-defaults.ts";
import type { AdminRow, RequestAuth, StoredRecord } from "./caller.ts";

export type AdminTokenKind = "adminAuthToken" | "adminPasswordResetToken" | "adminFileToken";
export type RecordTokenKind = Exclude<TokenKind, AdminTokenKind>;

/** The payload of a PocketBase token (only the claims it uses). */
export interface TokenClaims {
  id: string;
  type: "admin" | "authRecord";
  collectionId?: string;
  email?: string;
  newEmail?: string;
  exp: number;
}

function signingKey(tokenKey: string, secret: string): Uint8Array {
  return new TextEncoder().encode(tokenKey + secret);
}

async function sign(
  backend: Backend,
  kind: TokenKind,
  tokenKey: string,
  claims: Record<string, string>,
): Promise<string> {
  const { secret, duration } = backend.settings[kind];
  const exp = Math.floor(Date.now() / 1000) + Math.trunc(duration);
  return new SignJWT({ ...claims, exp })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .sign(signingKey(tokenKey, secret));
}

/**
 * The claims of a token as written, even when expired: PocketBase reads the claims its forms check
 * (`email`, `newEmail`) this way, so an expired token carrying them fails as an invalid token.
 * Null when the token is not a JWT.
 */
export function decodeClaims(token: string): Partial<TokenClaims> | null {
  if (token === "") return null;
  try {
    return decodeJwt(token) as Partial<TokenClaims>;
  } catch {
    return null;
  }
}

/** The claims of a token without checking its signature; null when malformed or expired. */
export function readUnverifiedClaims(token: string): Partial<TokenClaims> | null {
  if (token === "") return null;
  try {
    const claims = decodeJwt(token) as Record<string, unknown>;
    const now = Math.floor(Date.now() / 1000);
    if (typeof claims.exp === "number" && claims.exp < now) return null;
    if (typeof claims.nbf === "number" && claims.nbf > now) return null;
    return claims as Partial<TokenClaims>;
  } catch {
    return null;
  }
}

/** A base64url JSON part of a token as an object, or null. */
function jsonPart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

// HS256 checked with node:crypto, synchronously: jose's verify imports a WebCrypto key per call,
// which cost about a tenth of a millisecond on every authenticated request
async function signatureValid(token: string, tokenKey: string, secret: string): Promise<boolean> {
  if (tokenKey === "") return false;
  const parts = token.split(".");
  if (parts.length !== 3) return false;
  const header = jsonPart(parts[0]);
  const payload = jsonPart(parts[1]);
  if (header?.alg !== "HS256" || !payload) return false;
  for (const claim of ["exp", "nbf", "iat"])
    if (payload[claim] !== undefined && typeof payload[claim] !== "number") return false;
  const expected = createHmac("sha256", tokenKey + secret)
    .update(`${parts[0]}.${parts[1]}`)
    .digest();
  const given = Buffer.from(parts[2], "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Signs an admin token of `kind` (the reset kind also carries the admin's email). */
export function createAdminToken(backend: Backend, admin: AdminRow, kind: AdminTokenKind): Promise<string> {
  const claims: Record<string, string> = { id: admin.id, type: "admin" };
  if (kind === "adminPasswordResetToken") claims.email = admin.email;
  return sign(backend, kind, admin.tokenKey, claims);
}

/**
 * Signs a record token of `kind`; verification, reset and email-change tokens carry the current
 * email, and the email-change one also `newEmail`.
 */
export function createRecordToken(
  backend: Backend,
  record: StoredRecord,
  kind: RecordTokenKind,
  newEmail?: string,
): Promise<string> {
  const claims: Record<string, string> = {
    id: String(record.values.id),
    type: "authRecord",
    collectionId: record.collection.id,
  };
  if (kind !== "recordAuthToken" && kind !== "recordFileToken")
    claims.email = String(record.values.email ?? "");
  if (kind === "recordEmailChangeToken") claims.newEmail = newEmail ?? "";
  return sign(backend, kind, String(record.values.tokenKey ?? ""), claims);
}

/** The admin a token of `kind` belongs to, or null when it does not verify. */
export async function verifyAdminToken(
  backend: Backend,
  token: string,
  kind: AdminTokenKind,
): Promise<AdminRow | null> {
  const claims = readUnverifiedClaims(token);
  if (claims?.type !== "admin" || typeof claims.id !== "string" || claims.id === "") return null;
  const admin = findAdminById(backend, claims.id);
  if (!admin) return null;
  return (await signatureValid(token, admin.tokenKey, backend.settings[kind].secret)) ? admin : null;
}

/** The auth record a token of `kind` belongs to, with the token's claims, or null when it does not verify. */
export async function verifyRecordToken(
  backend: Backend,
  token: string,
  kind: RecordTokenKind,
): Promise<{ record: StoredRecord; claims: Partial<TokenClaims> } | null> {
  const claims = readUnverifiedClaims(token);
  if (claims?.type !== "authRecord") return null;
  if (typeof claims.id !== "string" || claims.id === "") return null;
  if (typeof claims.collectionId !== "string" || claims.collectionId === "") return null;
  const record = findAuthRecord(backend, claims.collectionId, claims.id);
  if (!record) return null;
  const valid = await signatureValid(
    token,
    String(record.values.tokenKey ?? ""),
    backend.settings[kind].secret,
  );
  return valid ? { record, claims } : null;
}

/** Resolves an auth token (admin or record, chosen by its `type` claim) to the caller; guest when invalid. */
export async function verifyAuthToken(backend: Backend, token: string): Promise<RequestAuth> {
  return verifyEitherKind(backend, token, "adminAuthToken", "recordAuthToken");
}

/** Resolves a file token (`?token=`) to its owner; guest when invalid. */
export async function verifyFileToken(backend: Backend, token: string): Promise<RequestAuth> {
  return verifyEitherKind(backend, token, "adminFileToken", "recordFileToken");
}

async function verifyEitherKind(
  backend: Backend,
  token: string,
  adminKind: AdminTokenKind,
  recordKind: RecordTokenKind,
): Promise<RequestAuth> {
  const type = readUnverifiedClaims(token)?.type;
  if (type === "admin") return { admin: await verifyAdminToken(backend, token, adminKind), record: null };
  if (type === "authRecord") {
    const verified = await verifyRecordToken(backend, token, recordKind);
    return { admin: null, record: verified?.record ?? null };
  }
  return { admin: null, record: null };
}

/**
 * A short-lived file token for the caller (admin or auth record).
 * @throws Error when the caller is a guest.
 */
export async function createFileToken(backend: Backend, auth: RequestAuth): Promise<string> {
  if (auth.admin) return createAdminToken(backend, auth.admin, "adminFileToken");
  if (auth.record) return createRecordToken(backend, auth.record, "recordFileToken");
  throw new Error("a file token needs an admin or an auth record");
}
