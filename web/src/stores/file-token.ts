/** @module The admin file token for protected files, cached in localStorage and renewed near expiry. */
import { getTokenPayload } from "pocketbase";
import { pb } from "../lib/api.ts";

export const FILE_TOKEN_KEY = "pb_admin_file_token";
/** Renew when the token expires within this many seconds. */
export const FILE_TOKEN_MARGIN_S = 10;

/** Whether a cached token is still usable at `nowS` (seconds). */
export function isFileTokenFresh(token: string | null, nowS: number): boolean {
  if (!token) return false;
  const exp = Number((getTokenPayload(token) as { exp?: number }).exp ?? 0);
  return exp - FILE_TOKEN_MARGIN_S > nowS;
}

let pending: Promise<string> | null = null;

/** A valid admin file token ("" when it cannot be fetched: thumbnails then fail quietly). */
export async function getFileToken(): Promise<string> {
  const cached = localStorage.getItem(FILE_TOKEN_KEY);
  if (isFileTokenFresh(cached, Date.now() / 1000)) return cached as string;
  pending ??= pb.files
    .getToken({ requestKey: null })
    .then((token) => {
      localStorage.setItem(FILE_TOKEN_KEY, token);
      return token;
    })
    .catch((err) => {
      console.warn("Failed to fetch a file token", err);
      return "";
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
