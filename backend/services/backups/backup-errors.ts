/** @module The answer to an archive refused as unsafe: our reason, without the zip library's own words. */
import { type ApiError, badRequest } from "../../errors.ts";
import type { UnsafeArchiveError } from "./zip/backup-zip-check.ts";

// "the zip archive is damaged (invalid relative offset)": the parenthesis quotes the zip library
const libraryDetail = /\s*\([^()]*\)$/;

/**
 * The 400 for an unsafe or damaged archive; the library's detail goes to the server's log only.
 * @example unsafeArchiveAnswer(err) // 400 "Invalid backup archive: the zip archive is damaged."
 */
export function unsafeArchiveAnswer(err: UnsafeArchiveError): ApiError {
  const reason = err.message.replace(libraryDetail, "");
  if (reason !== err.message) console.error(`pbdeck: refused a backup archive: ${err.message}`);
  return badRequest(`Invalid backup archive: ${reason}.`);
}
