/** @module HS256 tokens compatible with PocketBase's (to be implemented). */
import type { Backend } from "../context.ts";
import type { RequestAuth } from "../http/request-context.ts";

/** Resolves a file token (`?token=`) to its owner; guest when invalid. */
export async function verifyFileToken(_backend: Backend, _token: string): Promise<RequestAuth> {
  return { admin: null, record: null };
}

/** A short-lived file token for the caller (admin or auth record). */
export async function createFileToken(_backend: Backend, _auth: RequestAuth): Promise<string> {
  throw new Error("not implemented");
}
