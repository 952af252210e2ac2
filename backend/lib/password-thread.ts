/**
 * @module A password worker thread (see password-pool.ts): runs bcryptjs's synchronous hash and compare,
 * which hold this thread for the hash's whole cost instead of the server's event loop.
 */
import { parentPort } from "node:worker_threads";
import bcrypt from "bcryptjs";
import type { PasswordJob, PasswordResult } from "./password-jobs.ts";

function run(job: PasswordJob): PasswordResult {
  try {
    if (job.kind === "hash") {
      // bcryptjs 3 emits `$2b$`; the algorithm is the same, PocketBase writes `$2a$`
      const salt = bcrypt.genSaltSync(job.cost).replace(/^\$2b\$/, "$2a$");
      return { id: job.id, value: bcrypt.hashSync(job.password, salt) };
    }
    return { id: job.id, value: bcrypt.compareSync(job.password, job.hash) };
  } catch (err) {
    return { id: job.id, error: err instanceof Error ? err.message : String(err) };
  }
}

parentPort?.on("message", (job: PasswordJob) => {
  parentPort?.postMessage(run(job));
});
