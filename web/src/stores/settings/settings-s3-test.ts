/** @module The S3 connection test of the files storage page: idle, testing, success or failed (30 s timeout). */
import { atom } from "nanostores";
import { testS3Connection, testS3Key } from "../../../../shared/client/settings.ts";
import { pb } from "../../lib/api.ts";
import { errorMessage, isAbortError } from "../../lib/handle-api-error.ts";

export type S3TestStatus = "idle" | "testing" | "success" | "failed";

export interface S3TestState {
  status: S3TestStatus;
  /** The server's message when failed. */
  error: string;
}

/** The test is cancelled after this long. */
export const S3_TEST_TIMEOUT_MS = 30_000;

export const $s3Test = atom<S3TestState>({ status: "idle", error: "" });

let run = 0;

/** Cancels a running test and goes back to idle. */
export function cancelS3Test(filesystem: "storage" | "backups" = "storage"): void {
  run++;
  pb.cancelRequest(testS3Key(filesystem));
  $s3Test.set({ status: "idle", error: "" });
}

/** Tests the saved S3 configuration; answers whether it connected (false when cancelled). */
export async function runS3Test(filesystem: "storage" | "backups" = "storage"): Promise<boolean> {
  const id = ++run;
  $s3Test.set({ status: "testing", error: "" });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    pb.cancelRequest(testS3Key(filesystem));
  }, S3_TEST_TIMEOUT_MS);
  try {
    await testS3Connection(pb, filesystem);
    if (id === run) $s3Test.set({ status: "success", error: "" });
    return id === run;
  } catch (err) {
    if (id !== run) return false; // cancelled or replaced by a newer test
    if (timedOut) $s3Test.set({ status: "failed", error: "S3 test connection timeout." });
    else if (isAbortError(err)) $s3Test.set({ status: "idle", error: "" });
    else $s3Test.set({ status: "failed", error: s3ErrorText(err) });
    return false;
  } finally {
    clearTimeout(timer);
  }
}

// the failure data may carry its own message beside the envelope's
function s3ErrorText(err: unknown): string {
  const data = (err as { response?: { data?: { message?: unknown } } }).response?.data;
  return typeof data?.message === "string" && data.message ? data.message : errorMessage(err);
}
