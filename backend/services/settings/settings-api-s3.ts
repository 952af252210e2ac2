/** @module The S3 connection test of the settings page (http-api §3.9.3), run on the saved configuration. */
import type { Backend } from "../../context.ts";
import { badRequest, fieldError } from "../../errors.ts";
import { checkS3 } from "./s3-check.ts";

const failed = "Failed to test the S3 filesystem.";

/**
 * Tries the saved S3 configuration of `filesystem` ("storage" → `s3`, "backups" → `backups.s3`).
 * @throws ApiError 400 "Failed to test the S3 filesystem." with a `filesystem` error, or with the raw S3 error.
 */
export async function testS3(backend: Backend, filesystem: string): Promise<void> {
  if (filesystem === "")
    throw badRequest(failed, { filesystem: fieldError("validation_required", "Cannot be blank.") });
  if (filesystem !== "storage" && filesystem !== "backups")
    throw badRequest(failed, { filesystem: fieldError("validation_in_invalid", "Must be a valid value.") });
  const config = filesystem === "storage" ? backend.settings.s3 : backend.settings.backups.s3;
  try {
    await checkS3(config);
  } catch (err) {
    throw badRequest(`${failed} Raw error: \n${err instanceof Error ? err.message : String(err)}`);
  }
}
